// The outcome of one action: the new state and its events, or a typed refusal.

import type { Refusal, RefusalCode } from './errors.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

export type ApplyResult =
  { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: Refusal };

export function refuse(code: RefusalCode, message: string): ApplyResult {
  return { ok: false, error: { code, message } };
}

export function accept(state: GameState, events: GameEvent[]): ApplyResult {
  return { ok: true, state, events };
}
