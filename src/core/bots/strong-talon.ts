// The `strong` level in the talon and contract phases: which cards to pass and which contract to
// announce (or to surrender), priced over sampled deals played out once each (strong.ts).

import {
  apply,
  legalActions,
  rankOf,
  type Action,
  type Card,
  type LegalAction,
  type GameState,
  type Seat,
} from '../engine/index.js';
import { basicDecide } from './basic.js';
import type { Decision } from './decision.js';
import { marriagePartner, orderOf } from './cards.js';
import type { BotKnowledge } from './knowledge.js';
import { rngFromNumber, type Rng } from './rng.js';
import { situationFromKnowledge } from './situation.js';
import { buildWorld } from './world.js';
import { find } from './legal.js';
import type { StrongOptions } from './strong-options.js';
import { because } from './explanation.js';
import { Budget, settleUtility, type Rollout } from './strong-playout.js';

function contractAmounts(range: { min: number; max: number; step: number }): number[] {
  const out: number[] = [];
  for (let a = range.min; a <= Math.min(range.max, range.min + 120); a += range.step) out.push(a);
  return out;
}

/** Talon (give) and contract phases: play-outs once per sample, contracts priced analytically. */
export function decideTalonOrContract(
  k: BotKnowledge,
  rng: Rng,
  opts: StrongOptions,
  iterations: number,
  rollout: Rollout,
): Decision {
  const legal = k.legalActions;
  const d = k.deal!;
  const give = find(legal, 'give');
  const contract = find(legal, 'contract');
  const canSurrender = find(legal, 'surrender') !== undefined;
  const bid = d.highestBid;
  const step = k.rules.bidStep;
  const gives = giveOptions(k, rng, give, contract ? contract.min : bid);
  // The contract range after a give is the bid up to the hand's ceiling; estimate generously.
  const range = contract ?? { min: bid, max: bid + 200, step };
  const amounts = contractAmounts(range);
  const { table, surrenderSum, samples } = priceOptions(
    k,
    rng,
    opts,
    iterations,
    gives,
    amounts,
    canSurrender,
    rollout,
  );
  let bg = 0;
  let ba = 0;
  for (let gi = 0; gi < gives.length; gi++) {
    for (let ai = 0; ai < amounts.length; ai++)
      if (table[gi][ai] > table[bg][ba]) [bg, ba] = [gi, ai];
  }
  const u = table[bg][ba] / Math.max(1, samples);
  const su = surrenderSum / Math.max(1, samples);
  if (canSurrender && su > u) {
    return {
      action: { type: 'surrender' },
      ...because('surrender_simulated', { play: Math.round(u), surrender: Math.round(su) }),
    };
  }
  const g = gives[bg];
  if (g.type === 'give') {
    return {
      action: g,
      ...because('give_simulated', {
        first: g.transfers[0].card,
        second: g.transfers[1].card,
        amount: amounts[ba],
        average: Math.round(u),
        samples,
      }),
    };
  }
  return {
    action: { type: 'contract', amount: amounts[ba] },
    ...because('contract_simulated', { amount: amounts[ba], average: Math.round(u), samples }),
  };
}

function contractMax(state: GameState, seat: Seat): number {
  const range = find(legalActions(state, seat), 'contract');
  return range ? range.max : 0;
}

/** Order in which cards are considered for passing: low cards, never aces or marriage halves. */
function passRank(card: Card, hand: readonly Card[]): number {
  const partner = marriagePartner(card);
  let v = orderOf(card);
  if (rankOf(card) === 'A') v += 100;
  if (partner && hand.includes(partner)) v += 200;
  return v;
}

/**
 * The options before the contract: pairs among the five cheapest cards to keep, both ways round
 * for the best pair, or (in the contract phase) the contract alone.
 */
function giveOptions(
  k: BotKnowledge,
  rng: Rng,
  give: Extract<LegalAction, { type: 'give' }> | undefined,
  contractMin: number,
): Action[] {
  const gives: Action[] = [];
  if (give) {
    const basic = basicDecide(situationFromKnowledge(k), rng).action;
    if (basic.type === 'give') gives.push(basic);
    const hand = give.cards;
    const cheap = hand
      .slice()
      .sort((a, b) => passRank(a, hand) - passRank(b, hand))
      .slice(0, 5);
    for (let i = 0; i < cheap.length; i++) {
      for (let j = i + 1; j < cheap.length; j++) {
        for (const [x, y] of [
          [cheap[i], cheap[j]],
          [cheap[j], cheap[i]],
        ] as [Card, Card][]) {
          const action: Action = {
            type: 'give',
            transfers: [
              { toSeat: give.toSeats[0], card: x },
              { toSeat: give.toSeats[1], card: y },
            ],
          };
          if (!gives.some((g) => JSON.stringify(g) === JSON.stringify(action))) gives.push(action);
        }
      }
    }
    gives.splice(12);
  } else {
    gives.push({ type: 'contract', amount: contractMin });
  }
  return gives;
}

/** Each option's summed utility per contract amount, and surrendering's, over sampled deals. */
function priceOptions(
  k: BotKnowledge,
  rng: Rng,
  opts: StrongOptions,
  iterations: number,
  gives: readonly Action[],
  amounts: readonly number[],
  canSurrender: boolean,
  rollout: Rollout,
): { table: number[][]; surrenderSum: number; samples: number } {
  const winBonus = opts.winBonus ?? 300;
  const bid = k.deal!.highestBid;
  const table = gives.map(() => amounts.map(() => 0));
  let surrenderSum = 0;
  const budget = new Budget(opts, iterations);
  let samples = 0;
  while (budget.more(samples)) {
    const world = buildWorld(k, rng);
    const seed = rng.u32();
    gives.forEach((g, gi) => {
      let state = world;
      if (g.type === 'give') {
        const r = apply(world, k.seat, g);
        if (!r.ok) throw new Error(`give refused: ${r.error.code}`);
        state = r.state;
      }
      const r2 = apply(state, k.seat, { type: 'contract', amount: bid });
      if (!r2.ok) throw new Error(`contract refused: ${r2.error.code}`);
      const outcome = rollout.points(r2.state, rngFromNumber(seed));
      if (!outcome) return;
      const maxAllowed = contractMax(state, k.seat);
      amounts.forEach((a, ai) => {
        table[gi][ai] +=
          a <= maxAllowed ? settleUtility(world, k.seat, a, false, outcome, winBonus) : -1e6;
      });
    });
    if (canSurrender) {
      surrenderSum += settleUtility(
        world,
        k.seat,
        bid,
        true,
        { points: [0, 0, 0, 0], tricks: [1, 1, 1, 1] },
        winBonus,
      );
    }
    samples++;
  }
  return { table, surrenderSum, samples };
}
