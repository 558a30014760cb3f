// The `random` level: a uniformly random legal action (the engine's random move, uniform style).

import { randomLegalAction, type LegalAction } from '../engine/index.js';
import type { Decision } from './decision.js';
import { describeCard } from './cards.js';
import type { Rng } from './rng.js';

/** One legal action, uniformly at random: first its kind, then its amount or cards. */
export function randomDecide(legal: readonly LegalAction[], rng: Rng): Decision {
  const action = randomLegalAction(() => rng.next(), legal, 'uniform');
  if (action.type === 'play') {
    const declare = action.declareMarriage === true;
    return {
      action,
      reason: `random: ${describeCard(action.card)}${declare ? ', declaring the marriage' : ''}`,
    };
  }
  return {
    action,
    reason: `random: ${action.type}${'amount' in action ? ` ${action.amount}` : ''}`,
  };
}
