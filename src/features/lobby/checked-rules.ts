// The rule set a request asks for, validated: shared by creating a game (lobby.service.ts) and
// queueing for one (src/features/queue).
import { validateRules, type Rules } from '../../core/engine/index.js';
import { invalidRules } from '../../core/table/game-problems.js';
import type { NewGameRequest } from './lobby-types.js';

/** The rule set asked for; `players` may be given at the top level or inside `rules`. */
export function checkedRules(input: NewGameRequest): Rules {
  const requested = { ...(input.rules ?? {}) };
  if (input.players !== undefined) {
    if (requested.players !== undefined && requested.players !== input.players) {
      throw invalidRules('rules.players', 'must equal players when both are given');
    }
    requested.players = input.players;
  }
  const checked = validateRules(requested);
  if (!checked.ok) throw invalidRules(`rules.${checked.field}`, checked.message);
  return checked.rules;
}
