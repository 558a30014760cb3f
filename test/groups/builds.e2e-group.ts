// The builds and the service as a process; and that every spec is in an entry file.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../build-layout.e2e-spec.js';
import '../dependency-loading.e2e-spec.js';
import '../nest-build.e2e-spec.js';
import '../restart.e2e-spec.js';
import '../spec-groups.e2e-spec.js';
import '../start-command.e2e-spec.js';
