// The builds and the service as a process; and how the specs run: every spec in an entry file,
// a test's timeout.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../build-layout.e2e-spec.js';
import '../database-fence.e2e-spec.js';
import '../deploy-recipe.e2e-spec.js';
import '../dependency-loading.e2e-spec.js';
import '../layers.e2e-spec.js';
import '../listen-backlog.e2e-spec.js';
import '../migrations-apart.e2e-spec.js';
import '../nest-build.e2e-spec.js';
import '../restart.e2e-spec.js';
import '../sdk-pack.e2e-spec.js';
import '../spec-groups.e2e-spec.js';
import '../start-command.e2e-spec.js';
import '../test-timeouts.e2e-spec.js';
