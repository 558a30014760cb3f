// The `expert` level's rollout (bots/strong-playout.ts `Rollout`): a sampled deal is carried on
// by the `basic` policy only until its contract; from there the play is valued by the exact
// solver with every hand of the sample known (src/core/solver): the declarer names the highest
// contract its value reaches, or surrenders when it reaches none and may. The deal is then scored
// by the engine's own scoring (docs/rules.md#scoring-a-deal).
// The solver values the declarer's points only; the defenders' share of the rest is split evenly,
// which is what a defender's own score needs and no more.

import { apply, legalActions, type GameState, type Seat } from '../engine/index.js';
import {
  playout,
  scoredIn,
  settleUtility,
  utilityOf,
  type Rollout,
} from '../bots/strong-playout.js';
import { bestContract, valueAfterContract } from '../solver/choice-outcome.js';
import { valueOf } from '../solver/index.js';

/** Card points in the pack (docs/rules.md#cards). */
const PACK_POINTS = 120;

/**
 * Every seat's points at the deal's end when the declarer ends with `value` (cards and marriages):
 * the defenders share the card points the declarer does not take. Each seat is counted as having
 * taken a trick: the solver does not say who takes none, and a bolt guessed wrongly would weigh
 * more than the deal.
 */
export function solvedOutcome(
  state: GameState,
  value: number,
): { points: number[]; tricks: number[] } {
  const d = state.deal!;
  const declarer = d.declarer!;
  const marriages = d.points.map(() => 0);
  for (const m of d.marriages) marriages[m.seat] += m.value;
  const taken = d.active.reduce((sum, s) => sum + d.points[s], 0);
  const declarerCards = Math.max(d.points[declarer], value - marriages[declarer]);
  const left = Math.max(0, PACK_POINTS - taken - (declarerCards - d.points[declarer]));
  const points = d.points.map((p, s) => {
    if (s === declarer) return value;
    if (!d.active.includes(s)) return 0;
    return p + marriages[s] + left / 2;
  });
  return { points, tricks: d.points.map(() => 1) };
}

/** `seat`'s utility when the declarer ends the deal with `value` against `contract`. */
function settledUtility(
  state: GameState,
  seat: Seat,
  contract: number,
  value: number,
  winBonus: number,
): number {
  const outcome = solvedOutcome(state, value);
  return settleUtility(state, seat, contract, false, outcome, winBonus, state.deal!.declarer!);
}

/**
 * The solver's values of the last few contract-phase positions. The candidates of one decision
 * are tried on the same sample with the same seed, and most bids and passes lead to the same
 * declarer with the same hands: one solve then serves them all.
 */
const solvedContracts = new Map<string, number>();
const SOLVED_CONTRACTS_KEPT = 64;

function contractValue(state: GameState, min: number): number {
  const d = state.deal!;
  const { followRule, aceMarriage } = state.rules;
  const hands = d.active.map((s) => d.hands[s].join()).join('|');
  const key = `${followRule}|${aceMarriage}|${d.active.join()}|${d.declarer}|${min}|${hands}`;
  const known = solvedContracts.get(key);
  if (known !== undefined) return known;
  const value = valueAfterContract(state, min);
  if (solvedContracts.size >= SOLVED_CONTRACTS_KEPT) solvedContracts.clear();
  solvedContracts.set(key, value);
  return value;
}

/** The contract phase by the solver's value: the highest contract reached, or a surrender. */
function contractUtility(state: GameState, seat: Seat, winBonus: number): number {
  const declarer = state.deal!.declarer!;
  const legal = legalActions(state, declarer);
  const range = legal.find((a) => a.type === 'contract');
  if (range?.type !== 'contract') throw new Error('no contract to name');
  const value = contractValue(state, range.min);
  const contract = bestContract(value, range.min, range.max, range.step);
  if (contract === null && legal.some((a) => a.type === 'surrender')) {
    const result = apply(state, declarer, { type: 'surrender' });
    if (!result.ok) throw new Error(`surrender refused: ${result.error.code}`);
    const scored = scoredIn(result.events);
    if (scored) return utilityOf(scored.row, state.totals, seat, scored.winner, winBonus);
  }
  return settledUtility(state, seat, contract ?? range.min, value, winBonus);
}

/** The utility once the deal has reached its contract, by the solver; null before. */
function solvedUtility(state: GameState, seat: Seat, winBonus: number): number | null {
  const deal = state.deal!;
  if (deal.phase === 'playing')
    return settledUtility(state, seat, deal.contract!, valueOf(state), winBonus);
  if (deal.phase === 'contract') return contractUtility(state, seat, winBonus);
  return null;
}

export const SOLVED_ROLLOUT: Rollout = {
  utility: (state, seat, rng, winBonus, bidLimit) =>
    playout(state, seat, rng, winBonus, bidLimit, (s) => solvedUtility(s, seat, winBonus)),
  points: (state) => solvedOutcome(state, valueOf(state)),
};
