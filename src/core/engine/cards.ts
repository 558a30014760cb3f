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
}

// A prototype-less lookup keeps isCard safe against '__proto__' and friends and keeps lookups fast.
const INFO: Record<string, CardInfo> = Object.create(null) as Record<string, CardInfo>;
for (const suit of SUITS) {
  RANKS.forEach((rank, order) => {
    INFO[`${rank}${suit}`] = { suit, rank, order, points: RANK_POINTS[rank] };
  });
}

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
  const { rank, suit } = INFO[card];
  if (rank === 'K') return cardOf('Q', suit);
  if (rank === 'Q') return cardOf('K', suit);
  return null;
}

/** Whether `challenger` takes the trick from the card currently winning it. */
export function beats(challenger: Card, winning: Card, trump: Suit | null): boolean {
  const a = INFO[challenger];
  const b = INFO[winning];
  if (a.suit === b.suit) return a.order > b.order;
  // The winning card is always of the led suit or a trump, so a different suit wins only as trump.
  return a.suit === trump;
}

/** Total value of the marriages held (K+Q of a suit), plus four aces when that variant is on. */
export function marriagesInHand(hand: readonly Card[], aceMarriage: boolean): number {
  let value = 0;
  for (const suit of SUITS) {
    if (hand.includes(cardOf('K', suit)) && hand.includes(cardOf('Q', suit))) {
      value += MARRIAGE_VALUES[suit];
    }
  }
  if (aceMarriage && hasFourAces(hand)) value += ACE_MARRIAGE_VALUE;
  return value;
}

export function hasFourAces(hand: readonly Card[]): boolean {
  return SUITS.every((s) => hand.includes(cardOf('A', s)));
}

export function hasFourNines(hand: readonly Card[]): boolean {
  return SUITS.every((s) => hand.includes(cardOf('9', s)));
}
