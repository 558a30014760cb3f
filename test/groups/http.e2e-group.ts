// The HTTP edge: limits, bounds, validation, headers, CORS, logging.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../address-limits.e2e-spec.js';
import '../body-depth.e2e-spec.js';
import '../client-abort.e2e-spec.js';
import '../connection-bound.e2e-spec.js';
import '../created-location.e2e-spec.js';
import '../cors.e2e-spec.js';
import '../docs-files.e2e-spec.js';
import '../framework-errors.e2e-spec.js';
import '../global-enhancers.e2e-spec.js';
import '../lean-routes.e2e-spec.js';
import '../hint-flood.e2e-spec.js';
import '../input-validation.e2e-spec.js';
import '../integer-params.e2e-spec.js';
import '../nested-bodies.e2e-spec.js';
import '../overload.e2e-spec.js';
import '../per-caller-bounds.e2e-spec.js';
import '../problem-pages.e2e-spec.js';
import '../query-bounds.e2e-spec.js';
import '../rate-limit.e2e-spec.js';
import '../repeated-authorization.e2e-spec.js';
import '../limits-across-instances.e2e-spec.js';
import '../request-log.e2e-spec.js';
import '../security-headers.e2e-spec.js';
import '../slow-clients.e2e-spec.js';
import '../trailing-slashes.e2e-spec.js';
import '../web-client.e2e-spec.js';
