// Cards as the API codes them (README "Cards": rank then suit, ranks 9 J Q K 10 A, suits S C D H).
import type { Card, Suit } from './api/index.js';

export const RANKS = ['9', 'J', 'Q', 'K', '10', 'A'] as const;
export type Rank = (typeof RANKS)[number];

/** Suits in the order a hand shows them: black and red alternate. */
export const HAND_SUIT_ORDER: readonly Suit[] = ['S', 'H', 'C', 'D'];
export const SUIT_SYMBOL: Record<Suit, string> = { S: '♠', C: '♣', D: '♦', H: '♥' };

const SUIT_BY_LETTER: Record<string, Suit> = { S: 'S', C: 'C', D: 'D', H: 'H' };
const RANK_BY_CODE: Record<string, Rank> = { '9': '9', J: 'J', Q: 'Q', K: 'K', '10': '10', A: 'A' };

export function suitOf(card: Card): Suit {
  return SUIT_BY_LETTER[card.slice(-1)];
}

export function rankOf(card: Card): Rank {
  return RANK_BY_CODE[card.slice(0, -1)];
}

export const isRed = (card: Card) => suitOf(card) === 'D' || suitOf(card) === 'H';

/** "10♥": what a card shows on its face; `ranks` gives the letters of the page's language. */
export function face(card: Card, ranks?: Record<Rank, string>): string {
  const rank = rankOf(card);
  return `${ranks ? ranks[rank] : rank}${SUIT_SYMBOL[suitOf(card)]}`;
}

/** A hand sorted by suit (HAND_SUIT_ORDER), then by rank from the highest. */
export function sortHand(cards: readonly Card[]): Card[] {
  const key = (card: Card) =>
    HAND_SUIT_ORDER.indexOf(suitOf(card)) * RANKS.length +
    (RANKS.length - 1 - RANKS.indexOf(rankOf(card)));
  return [...cards].sort((a, b) => key(a) - key(b));
}

/** A marriage's worth by suit (README "Cards"). */
export const MARRIAGE_POINTS: Record<Suit, number> = { S: 40, C: 60, D: 80, H: 100 };
