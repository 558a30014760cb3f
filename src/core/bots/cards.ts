// Card facts the bots need besides the engine's own rules: compact per-card indices, the card
// winning a trick so far, marriages in a suit, and card names for explanations. The rules' own card
// helpers (rank order, trick comparison, marriages, bid ceilings, seats in play) come from the
// engine's public surface, re-exported here so the bots have one place to import card facts from.

import { ALL_CARDS, beats, cardOf, rankOf, suitOf } from '../engine/index.js';
import type { Card, Rank, Suit } from '../engine/index.js';

export {
  activeSeats,
  beats,
  bidCeiling,
  cardOf,
  marriagePartner,
  marriagesInHand,
  orderOf,
} from '../engine/index.js';

const INDEX: Record<string, number> = Object.create(null) as Record<string, number>;
ALL_CARDS.forEach((c, i) => {
  INDEX[c] = i;
});

/** Position in ALL_CARDS (0..23), for compact per-card arrays. */
export function indexOf(card: Card): number {
  return INDEX[card];
}

/** The card currently winning a trick (the first card when only one is down). */
export function winningCard(
  cards: readonly Card[],
  trump: Suit | null,
): { card: Card; index: number } {
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beats(cards[i], cards[best], trump)) best = i;
  return { card: cards[best], index: best };
}

export function hasMarriage(hand: readonly Card[], suit: Suit): boolean {
  return hand.includes(cardOf('K', suit)) && hand.includes(cardOf('Q', suit));
}

/** Rounds down to a multiple of `step`. */
export function floorTo(value: number, step: number): number {
  return Math.floor(value / step) * step;
}

const RANK_NAMES: Record<Rank, string> = {
  '9': 'nine',
  J: 'jack',
  Q: 'queen',
  K: 'king',
  '10': 'ten',
  A: 'ace',
};
export const SUIT_NAMES: Record<Suit, string> = {
  S: 'spades',
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
};

export function describeCard(card: Card): string {
  return `the ${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
}
