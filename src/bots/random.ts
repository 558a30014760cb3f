// The `random` level: a uniformly random legal action.

import type { Action, LegalAction } from '../engine/index.js';
import type { Decision } from './basic.js';
import { describeCard } from './cards.js';
import { pick, type Rng } from './rng.js';

function amountIn(rng: Rng, range: { min: number; max: number; step: number }): number {
  const steps = Math.floor((range.max - range.min) / range.step);
  return range.min + range.step * rng.int(steps + 1);
}

/** One legal action, uniformly at random: first its kind, then its amount or cards. */
export function randomDecide(legal: readonly LegalAction[], rng: Rng): Decision {
  if (legal.length === 0) throw new Error('no legal action: it is not this seat’s turn');
  const choice = pick(rng, legal);
  let action: Action;
  switch (choice.type) {
    case 'bid':
    case 'contract':
      action = { type: choice.type, amount: amountIn(rng, choice) };
      break;
    case 'give': {
      const cards = choice.cards.slice();
      const transfers = choice.toSeats.map((toSeat) => ({
        toSeat,
        card: cards.splice(rng.int(cards.length), 1)[0],
      }));
      action = { type: 'give', transfers };
      break;
    }
    case 'play': {
      const card = pick(rng, choice.cards);
      const declare = choice.marriageCards.includes(card) && rng.next() < 0.5;
      action = declare ? { type: 'play', card, declareMarriage: true } : { type: 'play', card };
      return {
        action,
        reason: `random: ${describeCard(card)}${declare ? ', declaring the marriage' : ''}`,
      };
    }
    default:
      action = { type: choice.type };
  }
  return {
    action,
    reason: `random: ${action.type}${'amount' in action ? ` ${action.amount}` : ''}`,
  };
}
