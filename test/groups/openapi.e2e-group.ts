// The OpenAPI document, its contract and the clients generated from it.
// One Jest test file for these specs, so their dependencies load once (jest.config.js).
import '../contract-gate.e2e-spec.js';
import '../hey-client.e2e-spec.js';
import '../sdk.e2e-spec.js';
import '../openapi.e2e-spec.js';
import '../openapi-contract.e2e-spec.js';
import '../openapi-problems.e2e-spec.js';
import '../security-declarations.e2e-spec.js';
