// @thousand/client: the generated SDK of openapi.json (./gen, @hey-api/openapi-ts) and the thin
// hand-written layer over it (README.md).
export * from './gen/index.js';
export { createClient, createConfig, type Client } from './gen/client/index.js';
export { firstChoice } from './actions.js';
export { call, dataOf, newIdempotencyKey, type Answer, type RetryOptions } from './call.js';
export { ThousandError, UNREACHABLE, type ProblemCode } from './problems.js';
export {
  followPlayerStream,
  followStream,
  type GameStreamOptions,
  type StreamOptions,
  type StreamSource,
} from './stream.js';
export { Player } from './player.js';
export { Seat } from './seat.js';
export { Thousand, type ThousandOptions } from './thousand.js';
