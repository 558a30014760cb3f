// The `random` level: a uniformly random legal action (the engine's random move, uniform style).

import { randomLegalAction, type Action, type LegalAction } from '../engine/index.js';
import type { Decision } from './decision.js';
import { because } from './explanation.js';
import { describeCard } from './cards.js';
import type { Rng } from './rng.js';

/** One legal action, uniformly at random: first its kind, then its amount or cards. */
export function randomDecide(legal: readonly LegalAction[], rng: Rng): Decision {
  const action = randomLegalAction(() => rng.next(), legal, 'uniform');
  return { action, ...because('random_move', { action: describeAction(action) }) };
}

function describeAction(action: Action): string {
  if (action.type === 'play') {
    const declare = action.declareMarriage === true;
    return `${describeCard(action.card)}${declare ? ', declaring the marriage' : ''}`;
  }
  return `${action.type}${'amount' in action ? ` ${action.amount}` : ''}`;
}
