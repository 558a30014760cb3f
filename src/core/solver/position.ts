// A play-phase position in the solver's compact form: each hand a 24-bit mask over the cards
// (bit = suit * 6 + rank order, so within a suit a higher bit beats a lower one), the three
// playing seats as positions 0..2 in play order (a sitting-out dealer takes no part), and the
// declarer's points so far kept apart as an offset: the search only values the remaining play.

import {
  RANKS,
  SUITS,
  type Action,
  type Card,
  type GameState,
  type Suit,
} from '../engine/index.js';

/** The 24 cards by bit: suits in SUITS order, ranks low to high (the engine's unshuffled pack). */
const CARDS: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));
/** Card points by bit (docs/rules.md#cards). */
export const CARD_POINTS = Int32Array.from(CARDS, (_, bit) => [0, 2, 3, 4, 10, 11][bit % 6]);
/** Marriage values by suit index, in SUITS order (S, C, D, H). */
export const MARRIAGE = Int32Array.from([40, 60, 80, 100]);
export const ACE_MARRIAGE = 200;
export const SUIT_LETTERS: readonly Suit[] = SUITS;
export const ACES = (1 << 5) | (1 << 11) | (1 << 17) | (1 << 23);
export const Q_ORDER = 2;
export const K_ORDER = 3;
export const A_ORDER = 5;

const BIT_OF = new Map<Card, number>(CARDS.map((c, i) => [c, i]));

export function bitOf(card: Card): number {
  return BIT_OF.get(card)!;
}

export function cardOfBit(bit: number): Card {
  return CARDS[bit];
}

/** The follow rules as a level: 0 follow_then_trump, 1 must_beat, 2 must_overtrump. */
export type FollowLevel = 0 | 1 | 2;

export interface Position {
  /** Remaining cards by play position (0..2, clockwise from the dealer's left). */
  hands: [number, number, number];
  /** Cards of the trick in progress, in play order (bits). */
  trick: number[];
  /** Play position that led (or leads) the trick in progress. */
  leader: number;
  /** Suit index or -1. */
  trump: number;
  /** No marriage may be declared on the deal's first trick. */
  firstTrick: boolean;
  declarer: number;
  follow: FollowLevel;
  aceMarriage: boolean;
  /** The declarer's card points taken plus marriages declared so far. */
  base: number;
  /** Engine seats by play position. */
  seats: [number, number, number];
}

/** A move: the card's bit, and whether it declares a marriage. */
export interface Move {
  bit: number;
  declare: boolean;
}

export function actionOf(move: Move): Action {
  const card = cardOfBit(move.bit);
  return move.declare ? { type: 'play', card, declareMarriage: true } : { type: 'play', card };
}

/** The position of a game in its play phase, or an error message. */
export function positionOf(state: GameState): Position | string {
  const deal = state.deal;
  if (state.status !== 'playing' || deal === null || deal.phase !== 'playing') {
    return 'the game is not in the play phase';
  }
  const declarerSeat = deal.declarer;
  if (declarerSeat === null) return 'the deal has no declarer';
  const seats = [deal.active[0], deal.active[1], deal.active[2]] as [number, number, number];
  const at = (seat: number) => seats.indexOf(seat);
  const hands = seats.map((s) => deal.hands[s].reduce((m, c) => m | (1 << bitOf(c)), 0));
  let base = deal.points[declarerSeat];
  for (const m of deal.marriages) if (m.seat === declarerSeat) base += m.value;
  const rules = state.rules;
  return {
    hands: hands as [number, number, number],
    trick: deal.trick.cards.map((p) => bitOf(p.card)),
    leader: at(deal.trick.leader),
    trump: deal.trump === null ? -1 : SUIT_LETTERS.indexOf(deal.trump),
    firstTrick: deal.tricksPlayed === 0,
    declarer: at(declarerSeat),
    follow: rules.followRule === 'follow_then_trump' ? 0 : rules.followRule === 'must_beat' ? 1 : 2,
    aceMarriage: rules.aceMarriage,
    base,
    seats,
  };
}
