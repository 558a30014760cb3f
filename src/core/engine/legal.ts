// "What may this seat do now?" kept apart from "do it" (apply.ts). Every action inside these ranges
// is accepted by apply and every action outside them is refused (checked by the property tests).

import type { Card, Seat } from './cards.js';
import { bidRange, mayDemandRedeal } from './bidding.js';
import { contractRange, maySurrender, opponentsOf } from './contract.js';
import { playableCards } from './follow.js';
import { marriageLeads } from './play.js';
import type { GameState } from './state.js';

export type LegalAction =
  | { type: 'bid'; min: number; max: number; step: number }
  | { type: 'pass' }
  | { type: 'redeal' }
  | { type: 'give'; cards: Card[]; toSeats: Seat[] }
  | { type: 'contract'; min: number; max: number; step: number }
  | { type: 'surrender' }
  | { type: 'play'; cards: Card[]; marriageCards: Card[] };

export interface LegalActions {
  seat: Seat;
  actions: LegalAction[];
}

/** Whose move it is; null once the game is over. */
export function currentTurn(state: GameState): Seat | null {
  return state.status === 'playing' && state.deal ? state.deal.turn : null;
}

/** [] when it is not that seat's turn. */
export function legalActions(state: GameState, seat: Seat): LegalAction[] {
  const deal = state.deal;
  if (state.status !== 'playing' || !deal || deal.turn !== seat) return [];
  const { rules } = state;
  const step = rules.bidStep;
  // Each list is built at its length: one filled by push from [] gets room for 17 (this runs
  // before every move, docs/performance-history.md).
  switch (deal.phase) {
    case 'bidding': {
      const range = bidRange(rules, deal, seat);
      const pass: LegalAction = { type: 'pass' };
      const actions: LegalAction[] = range
        ? [{ type: 'bid', min: range.min, max: range.max, step }, pass]
        : [pass];
      if (mayDemandRedeal(rules, deal, seat)) actions.push({ type: 'redeal' });
      return actions;
    }
    case 'talon':
      return [
        { type: 'give', cards: deal.hands[seat].slice(), toSeats: opponentsOf(deal, seat) },
        { type: 'surrender' },
      ];
    case 'contract': {
      const range = contractRange(rules, deal, seat);
      return [{ type: 'contract', min: range.min, max: range.max, step }, { type: 'surrender' }];
    }
    case 'playing': {
      const hand = deal.hands[seat];
      const play: LegalAction = {
        type: 'play',
        cards: playableCards(rules, hand, deal.trick.cards, deal.trump),
        marriageCards: marriageLeads(rules, deal, hand),
      };
      return maySurrender(deal) ? [play, { type: 'surrender' }] : [play];
    }
    default:
      return [];
  }
}
