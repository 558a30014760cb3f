// The `basic` level: hand evaluation for the auction and the contract, sensible passing, and
// trick-by-trick play heuristics. Also the playout policy of the `strong` level, so it must stay
// cheap: no allocation-heavy searches, only the seat's own hand and the public table.

import { bidCeiling, floorTo, marriagesInHand } from './cards.js';
import { decidePlay } from './basic-play.js';
import { bestGive, estimateHand } from './basic-estimate.js';
import type { Decision } from './decision.js';
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
