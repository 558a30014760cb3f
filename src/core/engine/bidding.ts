// The auction (торговля, docs/rules.md#bidding): raises, final passes, the four-nines redeal.

import { hasFourNines, marriagesInHand, rankOf, type Card, type Seat } from './cards.js';
import { nextActive } from './deal.js';
import type { GameEvent } from './events.js';
import { redeal } from './flow.js';
import { accept, refuse, type ApplyResult } from './result.js';
import { bidCeiling, type Rules } from './rules.js';
import { appended, copyDeal, withDeal, type DealState, type GameState } from './state.js';

export const NO_MARRIAGE_CEILING = 120;

/** The range a seat may bid now, or null if it cannot raise (nobody outbids their own bid). */
export function bidRange(
  rules: Rules,
  deal: DealState,
  seat: Seat,
): { min: number; max: number } | null {
  if (seat === deal.highestBidder) return null;
  const min = deal.highestBid + rules.bidStep;
  const ceiling = bidCeiling(rules, marriagesInHand(deal.hands[seat], rules.aceMarriage));
  const max = ceiling - (ceiling % rules.bidStep);
  return min <= max ? { min, max } : null;
}

export function mayDemandRedeal(rules: Rules, deal: DealState, seat: Seat): boolean {
  return rules.fourNinesRedeal && !deal.chose[seat] && hasFourNines(deal.hands[seat]);
}

/**
 * Whether the auction, over once the others have passed, still waits for the last bidder: the
 * opener holding four nines, who has not had a turn (docs/rules.md#four-nines).
 */
function awaitsRedealChoice(rules: Rules, deal: DealState): boolean {
  return mayDemandRedeal(rules, deal, deal.highestBidder);
}

/** The refusal for a bid or contract `amount` above what `hand` supports, if any. */
export function ceilingRefusal(
  rules: Rules,
  hand: readonly Card[],
  amount: number,
  floor: number,
  kind: 'bid' | 'contract',
): ApplyResult | null {
  const marriages = marriagesInHand(hand, rules.aceMarriage);
  const ceiling = Math.max(floor, bidCeiling(rules, marriages));
  if (amount <= ceiling) return null;
  if (rules.bidCap === 'marriage_required_above_120' && marriages === 0) {
    return refuse(
      kind === 'bid' ? 'bid_above_120_needs_marriage' : 'contract_above_120_needs_marriage',
      `a ${kind} above ${NO_MARRIAGE_CEILING} needs a marriage in hand`,
    );
  }
  return refuse(
    kind === 'bid' ? 'bid_above_cap' : 'contract_above_cap',
    `this hand supports a ${kind} of at most ${ceiling}`,
  );
}

function afterChoice(deal: DealState, seat: Seat): DealState {
  const chose = deal.chose.slice();
  chose[seat] = true;
  const next = copyDeal(deal);
  next.chose = chose;
  return next;
}

export function applyBid(
  state: GameState,
  deal: DealState,
  seat: Seat,
  amount: number,
): ApplyResult {
  const { rules } = state;
  if (seat === deal.highestBidder) {
    return refuse('wrong_phase', 'the others have passed: demand the redeal, or pass to play');
  }
  if (amount % rules.bidStep !== 0) {
    return refuse('bid_not_multiple_of_step', `bids go in steps of ${rules.bidStep}`);
  }
  if (amount < deal.highestBid + rules.bidStep) {
    return refuse('bid_too_low', `the bid must be at least ${deal.highestBid + rules.bidStep}`);
  }
  const tooHigh = ceilingRefusal(rules, deal.hands[seat], amount, 0, 'bid');
  if (tooHigh) return tooHigh;
  const next = afterChoice(deal, seat);
  next.bids = appended(deal.bids, { seat, amount });
  next.highestBid = amount;
  next.highestBidder = seat;
  next.turn = nextBidder(next, seat);
  return accept(withDeal(state, next), [{ type: 'bid', seat, amount }]);
}

function nextBidder(deal: DealState, seat: Seat): Seat {
  let s = nextActive(deal, seat);
  while (deal.passed[s]) s = nextActive(deal, s);
  return s;
}

export function applyPass(state: GameState, deal: DealState, seat: Seat): ApplyResult {
  const next = afterChoice(deal, seat);
  next.bids = appended(deal.bids, { seat, amount: null });
  const events: GameEvent[] = [{ type: 'pass', seat }];
  // The last bidder's own pass (only ever the opener declining the four-nines redeal) keeps
  // their bid and ends the auction.
  if (seat === deal.highestBidder) return takeTalon(state, next, events);
  const passed = deal.passed.slice();
  passed[seat] = true;
  next.passed = passed;
  let stillIn = 0;
  for (const s of deal.active) if (!passed[s]) stillIn++;
  if (stillIn > 1) {
    next.turn = nextBidder(next, seat);
    return accept(withDeal(state, next), events);
  }
  if (awaitsRedealChoice(state.rules, next)) {
    next.turn = next.highestBidder;
    return accept(withDeal(state, next), events);
  }
  return takeTalon(state, next, events);
}

/** The auction is over: the last bidder takes the talon, which everyone sees. */
function takeTalon(state: GameState, next: DealState, events: GameEvent[]): ApplyResult {
  const declarer = next.highestBidder;
  const hands = next.hands.slice();
  // Built at its length: concat takes V8's slow path, and push after the pass leaves room for 16.
  const hand = hands[declarer];
  const talon = next.talon;
  const taken = new Array<Card>(hand.length + talon.length);
  for (let i = 0; i < hand.length; i++) taken[i] = hand[i];
  for (let i = 0; i < talon.length; i++) taken[hand.length + i] = talon[i];
  hands[declarer] = taken;
  const won: GameEvent[] = new Array<GameEvent>(events.length + 2);
  for (let i = 0; i < events.length; i++) won[i] = events[i];
  won[events.length] = { type: 'bidding_won', seat: declarer, amount: next.highestBid };
  won[events.length + 1] = { type: 'talon_revealed', seat: declarer, cards: talon.slice() };
  next.phase = 'talon';
  next.declarer = declarer;
  next.hands = hands;
  next.talonTaken = true;
  next.turn = declarer;
  return accept(withDeal(state, next), won);
}

export function applyRedeal(state: GameState, deal: DealState, seat: Seat): ApplyResult {
  if (!mayDemandRedeal(state.rules, deal, seat)) {
    const why = !state.rules.fourNinesRedeal
      ? 'the four-nines redeal is switched off'
      : deal.chose[seat]
        ? 'a redeal must be demanded before your first bidding choice'
        : 'a redeal needs all four nines';
    return refuse('redeal_not_allowed', why);
  }
  const events: GameEvent[] = [
    {
      type: 'redeal_demanded',
      seat,
      deal: deal.number,
      cards: deal.hands[seat].filter((c) => rankOf(c) === '9'),
    },
  ];
  return accept(redeal(state, deal, events), events);
}
