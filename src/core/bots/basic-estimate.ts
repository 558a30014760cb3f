// The `basic` level's hand evaluation: what a hand is worth in the auction and the contract, and
// which cards it can best spare. Cheap by design (basic.ts).

import {
  MARRIAGE_VALUES,
  RANKS,
  SUITS,
  pointsOf,
  rankOf,
  suitOf,
  type Card,
  type Suit,
} from '../engine/index.js';
import { cardOf, hasMarriage, indexOf, marriagePartner, orderOf } from './cards.js';

/** Points the opponents' two cards add, on average, to a trick the declarer wins. */
const FOLLOW_POINTS = 6;
/** Expected gain from the three talon cards for a seven-card hand (before marriages). */
const TALON_BASE = 14;

/** Whether no card of `card`'s suit above it is still out (all higher ones gone or in `hand`). */
export function isMaster(card: Card, hand: readonly Card[], gone: readonly boolean[]): boolean {
  const suit = suitOf(card);
  for (let o = orderOf(card) + 1; o < RANKS.length; o++) {
    const higher = cardOf(RANKS[o], suit);
    if (!gone[indexOf(higher)] && !hand.includes(higher)) return false;
  }
  return true;
}

/**
 * What a declarer holding `hand` can expect to make: card points of the tricks it should win plus
 * the marriages it can declare. `talon` adds the expected value of three unseen talon cards.
 */
export function estimateHand(hand: readonly Card[], aceMarriage: boolean, talon = false): number {
  let total = 0;
  let winners = 0;
  let marriageValue = 0;
  let bestMarriage: Suit | null = null;
  for (const suit of SUITS) {
    if (hasMarriage(hand, suit)) {
      marriageValue += MARRIAGE_VALUES[suit];
      if (bestMarriage === null || MARRIAGE_VALUES[suit] > MARRIAGE_VALUES[bestMarriage])
        bestMarriage = suit;
    }
  }
  for (const suit of SUITS) {
    const held = hand.filter((c) => suitOf(c) === suit).sort((a, b) => orderOf(b) - orderOf(a));
    // Unbroken top cards from the ace down are sure tricks.
    let top = RANKS.length - 1;
    for (const c of held) {
      if (orderOf(c) !== top) break;
      winners++;
      total += pointsOf(c) + FOLLOW_POINTS;
      top--;
    }
    const sure = RANKS.length - 1 - top;
    // A ten guarded by length still wins now and then.
    if (sure === 0 && held.length >= 3 && held[0] && rankOf(held[0]) === '10') total += 6;
    if (suit === bestMarriage) {
      // Trump length: each trump beyond the marriage and the sure tricks ruffs a trick or two.
      const extra = Math.max(0, held.length - 2 - sure);
      total += extra * 9 + 4;
    }
  }
  // A marriage is declared only on a lead after the first trick: it needs a way back to the lead.
  const reachable = winners > 0 ? 1 : 0.55;
  total += marriageValue * reachable;
  if (aceMarriage && hand.length > 0 && SUITS.every((s) => hand.includes(cardOf('A', s))))
    total += 200;
  if (talon) {
    total += TALON_BASE;
    // A king or queen whose partner may turn up in the talon (3 of the 17 unseen cards).
    for (const c of hand) {
      const partner = marriagePartner(c);
      if (partner && !hand.includes(partner)) total += (3 / 17) * MARRIAGE_VALUES[suitOf(c)] * 0.8;
    }
  }
  return total;
}

/** How much a card is worth keeping when two must be passed (lower is passed first). */
function keepValue(card: Card, hand: readonly Card[]): number {
  const suit = suitOf(card);
  const rank = rankOf(card);
  const partner = marriagePartner(card);
  let v = pointsOf(card) * 2;
  if (rank === 'A') v += 100;
  if (partner && hand.includes(partner)) v += 200 + MARRIAGE_VALUES[suit];
  if (rank === '10' && hand.includes(cardOf('A', suit))) v += 40;
  const length = hand.filter((c) => suitOf(c) === suit).length;
  // Short side suits are good to pass: a void lets the declarer ruff later.
  v += length * 3;
  return v;
}

export function bestGive(hand: readonly Card[]): [Card, Card] {
  const sorted = hand.slice().sort((a, b) => keepValue(a, hand) - keepValue(b, hand));
  return [sorted[0], sorted[1]];
}
