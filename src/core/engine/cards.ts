// The 24-card pack of Тысяча and the facts about single cards that every other module asks for.

export const SUITS = ['S', 'C', 'D', 'H'] as const;
export type Suit = (typeof SUITS)[number];

/** Low to high within a trick. */
export const RANKS = ['9', 'J', 'Q', 'K', '10', 'A'] as const;
export type Rank = (typeof RANKS)[number];

/** Wire code: rank then suit letter, e.g. '9S', '10H', 'AS'. */
export type Card = `${Rank}${Suit}`;

/** Seats are numbered 0..players-1 clockwise; "to the left" of s is s + 1. */
export type Seat = number;

export const RANK_POINTS: Readonly<Record<Rank, number>> = {
  '9': 0,
  J: 2,
  Q: 3,
  K: 4,
  '10': 10,
  A: 11,
};

export const MARRIAGE_VALUES: Readonly<Record<Suit, number>> = { S: 40, C: 60, D: 80, H: 100 };
export const ACE_MARRIAGE_VALUE = 200;
export const CARD_POINTS_TOTAL = 120;

/** The unshuffled pack, suit by suit in SUITS order, ranks low to high: the input to the shuffle. */
export const ALL_CARDS: readonly Card[] = SUITS.flatMap((s) =>
  RANKS.map((r) => `${r}${s}` as Card),
);

interface CardInfo {
  readonly suit: Suit;
  readonly rank: Rank;
  readonly order: number;
  readonly points: number;
  /** The other half of its marriage (K <-> Q), or null. */
  readonly partner: Card | null;
  /** 1 << its position in ALL_CARDS: a hand as one number (handMask). */
  readonly bit: number;
}

// A prototype-less lookup keeps isCard safe against '__proto__' and friends and keeps lookups fast.
const INFO: Record<string, CardInfo> = Object.create(null) as Record<string, CardInfo>;
ALL_CARDS.forEach((card, i) => {
  const rank = RANKS[i % RANKS.length];
  const suit = SUITS[Math.floor(i / RANKS.length)];
  // Q and K sit side by side in ALL_CARDS; the pack's own strings compare fastest.
  const partner = rank === 'K' ? ALL_CARDS[i - 1] : rank === 'Q' ? ALL_CARDS[i + 1] : null;
  INFO[card] = {
    suit,
    rank,
    order: i % RANKS.length,
    points: RANK_POINTS[rank],
    partner,
    bit: 1 << i,
  };
});

/** What a malformed card code is told, by the engine and by the API's validation alike. */
export const CARD_CODE_RULE = 'card must be a card code such as 9S, 10H or AD';

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && INFO[x] !== undefined;
}

export function suitOf(card: Card): Suit {
  return INFO[card].suit;
}

export function rankOf(card: Card): Rank {
  return INFO[card].rank;
}

/** Position in RANKS: higher beats lower within a suit. */
export function orderOf(card: Card): number {
  return INFO[card].order;
}

export function pointsOf(card: Card): number {
  return INFO[card].points;
}

export function cardOf(rank: Rank, suit: Suit): Card {
  return `${rank}${suit}`;
}

/** The other half of a marriage (K <-> Q), or null for any other rank. */
export function marriagePartner(card: Card): Card | null {
  return INFO[card].partner;
}

/** Whether `challenger` takes the trick from the card currently winning it. */
export function beats(challenger: Card, winning: Card, trump: Suit | null): boolean {
  const a = INFO[challenger];
  const b = INFO[winning];
  if (a.suit === b.suit) return a.order > b.order;
  // The winning card is always of the led suit or a trump, so a different suit wins only as trump.
  return a.suit === trump;
}

/** The cards of `hand` as one number, bit i for ALL_CARDS[i]: a hand's questions in one pass. */
export function handMask(hand: readonly Card[]): number {
  let mask = 0;
  for (let i = 0; i < hand.length; i++) mask |= INFO[hand[i]].bit;
  return mask;
}

/** The bits of the cards of `rank`, one per suit, and of each suit's marriage (K and Q). */
const rankBits = (rank: Rank): number =>
  SUITS.reduce((mask, suit) => mask | INFO[cardOf(rank, suit)].bit, 0);
const ACES = rankBits('A');
const NINES = rankBits('9');
const MARRIAGE_BITS = SUITS.map(
  (suit) => INFO[cardOf('K', suit)].bit | INFO[cardOf('Q', suit)].bit,
);

/** Total value of the marriages held (K+Q of a suit), plus four aces when that variant is on. */
export function marriagesInHand(hand: readonly Card[], aceMarriage: boolean): number {
  const mask = handMask(hand);
  let value = 0;
  for (let i = 0; i < SUITS.length; i++) {
    if ((mask & MARRIAGE_BITS[i]) === MARRIAGE_BITS[i]) value += MARRIAGE_VALUES[SUITS[i]];
  }
  if (aceMarriage && (mask & ACES) === ACES) value += ACE_MARRIAGE_VALUE;
  return value;
}

export function hasFourAces(hand: readonly Card[]): boolean {
  return (handMask(hand) & ACES) === ACES;
}

export function hasFourNines(hand: readonly Card[]): boolean {
  return (handMask(hand) & NINES) === NINES;
}
