// The `cautious` stand-in: it plays a seat whose person is not there (a timed-out turn, an away
// seat; docs/online-play.md). It must not commit an absent person to anything they did not choose:
// it never raises the auction (it passes, or bids the minimum only where no pass is allowed) and
// announces no more than the contract it was left with; its passing and play are the basic level's.

import { basicDecide } from './basic.js';
import type { Decision } from './decision.js';
import { because } from './explanation.js';
import { find } from './legal.js';
import type { Rng } from './rng.js';
import type { Situation } from './situation.js';

function cautiousBidding(sit: Situation): Decision {
  // The four-nines redeal costs nobody anything and is the seat's right: take it as basic does.
  if (find(sit.legal, 'redeal')) {
    return { action: { type: 'redeal' }, ...because('redeal_four_nines', {}) };
  }
  if (find(sit.legal, 'pass')) {
    return { action: { type: 'pass' }, ...because('stand_in_pass', {}) };
  }
  const bid = find(sit.legal, 'bid')!;
  return {
    action: { type: 'bid', amount: bid.min },
    ...because('stand_in_least_bid', { bid: bid.min }),
  };
}

function cautiousContract(sit: Situation, rng: Rng): Decision {
  const basic = basicDecide(sit, rng);
  const range = find(sit.legal, 'contract');
  if (basic.action.type !== 'contract' || !range || basic.action.amount === range.min) return basic;
  return {
    action: { type: 'contract', amount: range.min },
    ...because('stand_in_contract', { amount: range.min }),
  };
}

/** The stand-in's decision in any phase. */
export function cautiousDecide(sit: Situation, rng: Rng): Decision {
  switch (sit.phase) {
    case 'bidding':
      return cautiousBidding(sit);
    case 'contract':
      return cautiousContract(sit, rng);
    default:
      return basicDecide(sit, rng);
  }
}
