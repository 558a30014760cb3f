// The `basic` level: hand evaluation for the auction and the contract, sensible passing, and
// trick-by-trick play heuristics. Also the playout policy of the `strong` level, so it must stay
// cheap: no allocation-heavy searches, only the seat's own hand and the public table.

import { bidCeiling, floorTo, marriagesInHand } from './cards.js';
import { decidePlay } from './basic-play.js';
import { bestGive, estimateHand } from './basic-estimate.js';
import type { Decision } from './decision.js';
import { because } from './explanation.js';
import { find } from './legal.js';
import type { Rng } from './rng.js';
import type { Situation } from './situation.js';

export interface BasicOptions {
  /** Bid up to this amount regardless of the estimate (used by the strong level's playouts). */
  bidLimit?: number;
  /** Amount subtracted from the estimate before bidding (caution). */
  bidMargin?: number;
}

function decideBidding(sit: Situation, opts: BasicOptions): Decision {
  if (find(sit.legal, 'redeal'))
    return { action: { type: 'redeal' }, ...because('redeal_four_nines', {}) };
  const bid = find(sit.legal, 'bid');
  const estimate = estimateHand(sit.hand, sit.rules.aceMarriage, true);
  const limit = opts.bidLimit ?? floorTo(estimate - (opts.bidMargin ?? 0), sit.rules.bidStep);
  if (bid && bid.min <= Math.min(limit, bid.max)) {
    return {
      action: { type: 'bid', amount: bid.min },
      ...because('bid_hand_worth', { bid: bid.min, worth: Math.round(estimate) }),
    };
  }
  return {
    action: { type: 'pass' },
    ...because('pass_hand_worth', { worth: Math.round(estimate) }),
  };
}

function decideGive(sit: Situation): Decision {
  const give = find(sit.legal, 'give');
  if (!give) return { action: { type: 'surrender' }, ...because('surrender_no_option', {}) };
  const [a, b] = bestGive(give.cards);
  return {
    action: {
      type: 'give',
      transfers: [
        { toSeat: give.toSeats[0], card: a },
        { toSeat: give.toSeats[1], card: b },
      ],
    },
    ...because('give_low_cards', { first: a, second: b }),
  };
}

/** The basic contract rule, also used by the strong level to name its candidates. */
export function contractEstimate(sit: Situation): number {
  return estimateHand(sit.hand, sit.rules.aceMarriage, false);
}

function decideContract(sit: Situation): Decision {
  const range = find(sit.legal, 'contract');
  const estimate = contractEstimate(sit);
  if (!range) return { action: { type: 'surrender' }, ...because('surrender_no_option', {}) };
  if (estimate + 35 < range.min && find(sit.legal, 'surrender')) {
    return {
      action: { type: 'surrender' },
      ...because('surrender_out_of_reach', { worth: Math.round(estimate), min: range.min }),
    };
  }
  const amount = Math.max(range.min, Math.min(range.max, floorTo(estimate, range.step)));
  return {
    action: { type: 'contract', amount },
    ...because('contract_hand_worth', { amount, worth: Math.round(estimate) }),
  };
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
