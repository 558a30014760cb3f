// Card facts the bots need that the engine's public surface (src/engine/index.ts) does not export:
// rank order, trick comparison, marriage partners, bid ceilings, the seats in play. They mirror
// the engine's private helpers in cards.ts, rules.ts and deal.ts.

import {
  ACE_MARRIAGE_VALUE,
  ALL_CARDS,
  CARD_POINTS_TOTAL,
  MARRIAGE_VALUES,
  RANKS,
  SUITS,
  pointsOf,
  rankOf,
  suitOf,
  type Card,
  type Rank,
  type Rules,
  type Seat,
  type Suit,
} from '../engine/index.js';

const ORDER: Record<string, number> = Object.create(null) as Record<string, number>;
const INDEX: Record<string, number> = Object.create(null) as Record<string, number>;
ALL_CARDS.forEach((c, i) => {
  ORDER[c] = RANKS.indexOf(rankOf(c));
  INDEX[c] = i;
});

/** 0 (nine) .. 5 (ace): higher beats lower within a suit. */
export function orderOf(card: Card): number {
  return ORDER[card];
}

/** Position in ALL_CARDS (0..23), for compact per-card arrays. */
export function indexOf(card: Card): number {
  return INDEX[card];
}

export function cardOf(rank: Rank, suit: Suit): Card {
  return `${rank}${suit}`;
}

/** Whether `challenger` takes the trick from `winning` (the card currently winning it). */
export function beats(challenger: Card, winning: Card, trump: Suit | null): boolean {
  const a = suitOf(challenger);
  const b = suitOf(winning);
  if (a === b) return ORDER[challenger] > ORDER[winning];
  return a === trump;
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

export function marriagePartner(card: Card): Card | null {
  const rank = rankOf(card);
  if (rank === 'K') return cardOf('Q', suitOf(card));
  if (rank === 'Q') return cardOf('K', suitOf(card));
  return null;
}

export function hasMarriage(hand: readonly Card[], suit: Suit): boolean {
  return hand.includes(cardOf('K', suit)) && hand.includes(cardOf('Q', suit));
}

export function hasFourAces(hand: readonly Card[]): boolean {
  return SUITS.every((s) => hand.includes(cardOf('A', s)));
}

/** Value of the marriages in hand (plus the four aces under that variant). */
export function marriagesInHand(hand: readonly Card[], aceMarriage: boolean): number {
  let value = 0;
  for (const suit of SUITS) if (hasMarriage(hand, suit)) value += MARRIAGE_VALUES[suit];
  if (aceMarriage && hasFourAces(hand)) value += ACE_MARRIAGE_VALUE;
  return value;
}

/** The highest bid a hand with `marriageValue` in marriages supports (mirrors the engine). */
export function bidCeiling(rules: Rules, marriageValue: number): number {
  if (rules.bidCap === 'capped_by_marriages') return CARD_POINTS_TOTAL + marriageValue;
  if (marriageValue === 0) return CARD_POINTS_TOTAL;
  const all = SUITS.reduce((sum, s) => sum + MARRIAGE_VALUES[s], 0);
  return CARD_POINTS_TOTAL + all + (rules.aceMarriage ? ACE_MARRIAGE_VALUE : 0);
}

/** The three seats playing deal with `dealer`, clockwise from the dealer's left. */
export function activeSeats(players: number, dealer: Seat): Seat[] {
  return [1, 2, 3].map((k) => (dealer + k) % players);
}

export function handPoints(hand: readonly Card[]): number {
  let sum = 0;
  for (const c of hand) sum += pointsOf(c);
  return sum;
}

/** Rounds down to a multiple of `step`. */
export function floorTo(value: number, step: number): number {
  return Math.floor(value / step) * step;
}

export function describeCard(card: Card): string {
  const rank = rankOf(card);
  const ranks: Record<Rank, string> = {
    '9': 'nine',
    J: 'jack',
    Q: 'queen',
    K: 'king',
    '10': 'ten',
    A: 'ace',
  };
  const suits: Record<Suit, string> = { S: 'spades', C: 'clubs', D: 'diamonds', H: 'hearts' };
  return `the ${ranks[rank]} of ${suits[suitOf(card)]}`;
}
