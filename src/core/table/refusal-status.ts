import { refusalKind, type RefusalCode } from '../engine/index.js';

/** One place maps the engine's refusal codes to HTTP: turn/phase conflicts 409, rule breaks 422. */
export function refusalStatus(code: RefusalCode): number {
  return refusalKind(code) === 'turn' ? 409 : 422;
}
