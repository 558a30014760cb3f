// The `basic` level: hand evaluation for the auction and the contract, sensible passing, and
// trick-by-trick play heuristics. Also the playout policy of the `strong` level, so it must stay
// cheap: no allocation-heavy searches, only the seat's own hand and the public table.

import {
  MARRIAGE_VALUES,
  RANKS,
  SUITS,
  pointsOf,
  rankOf,
  suitOf,
  type Action,
  type Card,
  type LegalAction,
  type Suit,
} from '../engine/index.js';
import {
  beats,
  bidCeiling,
  cardOf,
  describeCard,
  floorTo,
  hasMarriage,
  indexOf,
  marriagePartner,
  marriagesInHand,
  orderOf,
  winningCard,
} from './cards.js';
import type { Rng } from './rng.js';
import type { Situation } from './situation.js';

export interface Decision {
  action: Action;
  reason: string;
}

const SUIT_NAMES: Record<Suit, string> = { S: 'spades', C: 'clubs', D: 'diamonds', H: 'hearts' };

/** Points the opponents' two cards add, on average, to a trick the declarer wins. */
const FOLLOW_POINTS = 6;
/** Expected gain from the three talon cards for a seven-card hand (before marriages). */
const TALON_BASE = 14;

function find<T extends LegalAction['type']>(
  legal: readonly LegalAction[],
  type: T,
): Extract<LegalAction, { type: T }> | undefined {
  return legal.find((a) => a.type === type) as Extract<LegalAction, { type: T }> | undefined;
}

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

function bestGive(hand: readonly Card[]): [Card, Card] {
  const sorted = hand.slice().sort((a, b) => keepValue(a, hand) - keepValue(b, hand));
  return [sorted[0], sorted[1]];
}

export interface BasicOptions {
  /** Bid up to this amount regardless of the estimate (used by the strong level's playouts). */
  bidLimit?: number;
  /** Amount subtracted from the estimate before bidding (caution). */
  bidMargin?: number;
}

function decideBidding(sit: Situation, opts: BasicOptions): Decision {
  if (find(sit.legal, 'redeal'))
    return { action: { type: 'redeal' }, reason: 'four nines: demand a redeal' };
  const bid = find(sit.legal, 'bid');
  const estimate = estimateHand(sit.hand, sit.rules.aceMarriage, true);
  const limit = opts.bidLimit ?? floorTo(estimate - (opts.bidMargin ?? 0), sit.rules.bidStep);
  if (bid && bid.min <= Math.min(limit, bid.max)) {
    return {
      action: { type: 'bid', amount: bid.min },
      reason: `bid ${bid.min}: hand worth about ${Math.round(estimate)}`,
    };
  }
  return { action: { type: 'pass' }, reason: `pass: hand worth about ${Math.round(estimate)}` };
}

function decideGive(sit: Situation): Decision {
  const give = find(sit.legal, 'give');
  if (!give) return { action: { type: 'surrender' }, reason: 'nothing to pass' };
  const [a, b] = bestGive(give.cards);
  return {
    action: {
      type: 'give',
      transfers: [
        { toSeat: give.toSeats[0], card: a },
        { toSeat: give.toSeats[1], card: b },
      ],
    },
    reason: `pass the low cards ${a} and ${b}`,
  };
}

/** The basic contract rule, also used by the strong level to name its candidates. */
export function contractEstimate(sit: Situation): number {
  return estimateHand(sit.hand, sit.rules.aceMarriage, false);
}

function decideContract(sit: Situation): Decision {
  const range = find(sit.legal, 'contract');
  const estimate = contractEstimate(sit);
  if (!range) return { action: { type: 'surrender' }, reason: 'no contract possible' };
  if (estimate + 35 < range.min && find(sit.legal, 'surrender')) {
    return {
      action: { type: 'surrender' },
      reason: `surrender: hand worth about ${Math.round(estimate)}, ${range.min} is out of reach`,
    };
  }
  const amount = Math.max(range.min, Math.min(range.max, floorTo(estimate, range.step)));
  return {
    action: { type: 'contract', amount },
    reason: `contract ${amount}: hand worth about ${Math.round(estimate)}`,
  };
}

function isPartner(sit: Situation, other: number): boolean {
  return (
    sit.declarer !== null &&
    sit.seat !== sit.declarer &&
    other !== sit.declarer &&
    other !== sit.seat
  );
}

function leadCost(card: Card, sit: Situation): number {
  const suit = suitOf(card);
  let cost = pointsOf(card);
  const partner = marriagePartner(card);
  if (partner && sit.hand.includes(partner)) cost += 25;
  if (rankOf(card) === '10' && !isMaster(card, sit.hand, sit.gone)) cost += 10;
  if (rankOf(card) === 'A') cost += 15;
  if (suit === sit.trump) cost += 8;
  return cost;
}

function throwCost(card: Card, sit: Situation): number {
  let cost = pointsOf(card);
  const partner = marriagePartner(card);
  if (partner && sit.hand.includes(partner)) cost += 12;
  if (rankOf(card) === 'A') cost += 10;
  if (suitOf(card) === sit.trump) cost += 6 + orderOf(card);
  return cost;
}

function minBy(cards: readonly Card[], f: (c: Card) => number): Card {
  let best = cards[0];
  let bestV = f(best);
  for (let i = 1; i < cards.length; i++) {
    const v = f(cards[i]);
    if (v < bestV) {
      best = cards[i];
      bestV = v;
    }
  }
  return best;
}

function enemyVoid(sit: Situation, suit: Suit): boolean {
  if (sit.trump === null || suit === sit.trump) return false;
  return sit.active.some(
    (s) => s !== sit.seat && !isPartner(sit, s) && sit.voids[s]?.includes(suit),
  );
}

function decideLead(
  sit: Situation,
  cards: readonly Card[],
  marriageCards: readonly Card[],
): Decision {
  if (marriageCards.length > 0) {
    // Declare the biggest marriage now: the lead may not come back.
    let best = marriageCards[0];
    for (const c of marriageCards) {
      const v = MARRIAGE_VALUES[suitOf(c)];
      const bv = MARRIAGE_VALUES[suitOf(best)];
      if (v > bv || (v === bv && rankOf(c) === 'Q')) best = c;
    }
    const suit = suitOf(best);
    if (rankOf(best) === 'A') {
      return {
        action: { type: 'play', card: best, declareMarriage: true },
        reason: 'declare the four aces',
      };
    }
    return {
      action: { type: 'play', card: best, declareMarriage: true },
      reason: `declare the ${MARRIAGE_VALUES[suit]} marriage in ${SUIT_NAMES[suit]}, leading ${describeCard(best)}`,
    };
  }
  const masters = cards.filter(
    (c) => isMaster(c, sit.hand, sit.gone) && !enemyVoid(sit, suitOf(c)),
  );
  if (masters.length > 0) {
    const trumpsOut = sit.trump !== null && sit.unseenCount > 0;
    const score = (c: Card): number => {
      let v = pointsOf(c);
      if (suitOf(c) === sit.trump) v += sit.declarer === sit.seat && trumpsOut ? 5 : -20;
      const partner = marriagePartner(c);
      if (partner && sit.hand.includes(partner)) v -= 30;
      return -v;
    };
    const card = minBy(masters, score);
    if (score(card) < 0 || rankOf(card) === 'A') {
      return {
        action: { type: 'play', card },
        reason: `lead ${describeCard(card)}, the best card of its suit`,
      };
    }
  }
  const card = minBy(cards, (c) => leadCost(c, sit));
  return { action: { type: 'play', card }, reason: `lead low: ${describeCard(card)}` };
}

function decideFollow(sit: Situation, cards: readonly Card[]): Decision {
  const trickCards = sit.trick.map((p) => p.card);
  const { card: winning, index } = winningCard(trickCards, sit.trump);
  const winner = sit.trick[index].seat;
  const last = sit.trick.length === sit.active.length - 1;
  const led = suitOf(trickCards[0]);
  let trickPoints = 0;
  for (const c of trickCards) trickPoints += pointsOf(c);

  if (isPartner(sit, winner)) {
    if (last) {
      // The trick is ours: add points to it, keeping aces and marriages where possible.
      const card = minBy(
        cards,
        (c) => -(pointsOf(c) - (rankOf(c) === 'A' ? 8 : 0) - (keepsMarriage(c, sit) ? 15 : 0)),
      );
      return {
        action: { type: 'play', card },
        reason: `partner wins the trick: add ${describeCard(card)}`,
      };
    }
    const partnerSafe =
      isMaster(winning, sit.hand, sit.gone) && suitOf(winning) === led && sit.trump !== led;
    if (partnerSafe) {
      const card = minBy(
        cards,
        (c) => -(pointsOf(c) - (rankOf(c) === 'A' ? 11 : 0) - (keepsMarriage(c, sit) ? 15 : 0)),
      );
      return {
        action: { type: 'play', card },
        reason: `partner's card is the best left: add ${describeCard(card)}`,
      };
    }
    const card = minBy(cards, (c) => throwCost(c, sit));
    return {
      action: { type: 'play', card },
      reason: `partner leads: play low, ${describeCard(card)}`,
    };
  }

  const beaters = cards.filter((c) => beats(c, winning, sit.trump));
  if (beaters.length > 0) {
    if (last) {
      const inSuit = beaters.filter((c) => suitOf(c) === led);
      if (inSuit.length > 0) {
        // Bank the most points, but keep a sure winner for later when a lesser card does the job.
        const card = minBy(
          inSuit,
          (c) => -(pointsOf(c) - (isMaster(c, sit.hand, sit.gone) && inSuit.length > 1 ? 12 : 0)),
        );
        return {
          action: { type: 'play', card },
          reason: `take the trick with ${describeCard(card)}`,
        };
      }
      const card = minBy(beaters, (c) => orderOf(c));
      if (trickPoints > 0 || beaters.length === cards.length) {
        return {
          action: { type: 'play', card },
          reason: `trump in cheaply with ${describeCard(card)}`,
        };
      }
    } else {
      const sure = beaters.filter(
        (c) =>
          suitOf(c) === led &&
          isMaster(c, sit.hand, sit.gone) &&
          (led === sit.trump || !nextMayRuff(sit, led)),
      );
      if (sure.length > 0) {
        const card = minBy(sure, (c) => -pointsOf(c));
        return {
          action: { type: 'play', card },
          reason: `win with ${describeCard(card)}, the best card left`,
        };
      }
      const trumps = beaters.filter((c) => suitOf(c) === sit.trump && suitOf(c) !== led);
      if (trumps.length > 0 && (trickPoints >= 10 || trumps.length === cards.length)) {
        const card = minBy(trumps, (c) => orderOf(c));
        return { action: { type: 'play', card }, reason: `trump with ${describeCard(card)}` };
      }
    }
  }
  const card = minBy(cards, (c) => throwCost(c, sit));
  return { action: { type: 'play', card }, reason: `trick is lost: throw ${describeCard(card)}` };
}

function keepsMarriage(card: Card, sit: Situation): boolean {
  const partner = marriagePartner(card);
  return partner !== null && sit.hand.includes(partner);
}

function nextMayRuff(sit: Situation, led: Suit): boolean {
  if (sit.trump === null) return false;
  const next = sit.active[(sit.active.indexOf(sit.seat) + 1) % sit.active.length];
  if (isPartner(sit, next)) return false;
  return sit.voids[next]?.includes(led) === true && !sit.voids[next]?.includes(sit.trump);
}

function decidePlay(sit: Situation): Decision {
  const play = find(sit.legal, 'play');
  if (!play) return { action: { type: 'surrender' }, reason: 'no card to play' };
  if (sit.trick.length === 0) return decideLead(sit, play.cards, play.marriageCards);
  if (play.cards.length === 1) {
    return {
      action: { type: 'play', card: play.cards[0] },
      reason: `only ${describeCard(play.cards[0])} may be played`,
    };
  }
  return decideFollow(sit, play.cards);
}

/** The basic level's decision in any phase. */
export function basicDecide(sit: Situation, _rng: Rng, opts: BasicOptions = {}): Decision {
  switch (sit.phase) {
    case 'bidding':
      return decideBidding(sit, opts);
    case 'talon':
      return decideGive(sit);
    case 'contract':
      return decideContract(sit);
    case 'playing':
      return decidePlay(sit);
  }
}

/** The ceiling a hand allows for a bid or contract (for candidate generation). */
export function handCeiling(sit: Situation): number {
  return bidCeiling(sit.rules, marriagesInHand(sit.hand, sit.rules.aceMarriage));
}
