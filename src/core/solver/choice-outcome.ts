// One sampled deal carried on after a choice, to the deal's score for the seat that chose
// (docs/rules.md#scoring-a-deal: the declarer ±contract, an opponent its points rounded to 5, a
// surrender's shares). The auction and the declarer's cards to give go on by the `basic` policy;
// from the contract on the hands are played as the exact solver plays them with every card known:
// the declarer names the highest contract its value reaches (or surrenders when none), and the
// cards follow the solver's best moves. Pure: the engine's apply, the bots' basic, the solver.

import {
  apply,
  legalActions,
  type Action,
  type GameEvent,
  type GameState,
  type Seat,
} from '../engine/index.js';
import { basicDecide } from '../bots/basic.js';
import type { Rng } from '../bots/rng.js';
import { situationFromState } from '../bots/situation.js';
import { solve, valueOf } from './index.js';

const MAX_ACTIONS = 120;

/** The seat's score in the deal's score row, if the events scored the deal (a bolt counts 0). */
function scoreIn(events: readonly GameEvent[], seat: Seat): number | null {
  for (const e of events) {
    if (e.type !== 'deal_scored') continue;
    return e.row.entries.find((x) => x.seat === seat)?.score ?? 0;
  }
  return null;
}

/** Applies an action the policy or the solver chose; such an action is always legal. */
function step(
  state: GameState,
  seat: Seat,
  action: Action,
): { state: GameState; events: GameEvent[] } {
  const result = apply(state, seat, action);
  if (!result.ok) throw new Error(`refused: ${result.error.code} (${JSON.stringify(action)})`);
  return { state: result.state, events: result.events };
}

/** The contracts the declarer may name now (the contract phase's legal action). */
function contractRange(state: GameState): { min: number; max: number; step: number } {
  const deal = state.deal!;
  const legal = legalActions(state, deal.turn).find((a) => a.type === 'contract');
  if (legal?.type !== 'contract') throw new Error('no contract to name');
  return legal;
}

const maySurrender = (state: GameState) =>
  legalActions(state, state.deal!.turn).some((a) => a.type === 'surrender');

/** The deal's value with every hand known, once the contract is named (any contract: play is the same). */
export function valueAfterContract(state: GameState, min: number): number {
  const played = step(state, state.deal!.turn, { type: 'contract', amount: min });
  return valueOf(played.state);
}

/** The highest contract of [min, max] in steps that `value` reaches, or null when none. */
export function bestContract(value: number, min: number, max: number, by: number): number | null {
  if (value < min) return null;
  return Math.min(max, min + Math.floor((value - min) / by) * by);
}

/** Plays the cards by the solver's best moves to the deal's end; the seat's score. */
function solvedScore(state: GameState, seat: Seat): number {
  for (let i = 0; i < 30; i++) {
    const deal = state.deal!;
    const move = solve(state).best[0];
    const next = step(state, deal.turn, move);
    const score = scoreIn(next.events, seat);
    if (score !== null) return score;
    state = next.state;
  }
  throw new Error('the solved play did not end the deal');
}

/** The declarer's contract and the value of the play, with every hand known. */
function namedContract(state: GameState): { contract: number | null; value: number } {
  const deal = state.deal!;
  if (deal.phase === 'playing') return { contract: deal.contract, value: valueOf(state) };
  const { min, max, step: by } = contractRange(state);
  const value = valueAfterContract(state, min);
  return { contract: bestContract(value, min, max, by), value };
}

/** `seat`'s score in the deal from `state` on (after its choice). */
export function outcomeFrom(state: GameState, seat: Seat, rng: Rng): number {
  for (let i = 0; i < MAX_ACTIONS; i++) {
    const deal = state.deal;
    if (!deal) throw new Error('the deal ended without a score');
    if (deal.phase === 'contract' || deal.phase === 'playing') {
      const declarer = deal.declarer!;
      const { contract, value } = namedContract(state);
      if (contract === null || (value < contract && maySurrender(state))) {
        // No contract is reached: the declarer surrenders (it scores the same −contract as
        // failing, and the opponents get their shares).
        const surrendered = step(state, declarer, { type: 'surrender' });
        return scoreIn(surrendered.events, seat) ?? 0;
      }
      if (seat === declarer) return value >= contract ? contract : -contract;
      const named =
        deal.phase === 'contract'
          ? step(state, declarer, { type: 'contract', amount: contract }).state
          : state;
      return solvedScore(named, seat);
    }
    const { action } = basicDecide(situationFromState(state, deal.turn), rng);
    const next = step(state, deal.turn, action);
    const score = scoreIn(next.events, seat);
    if (score !== null) return score;
    state = next.state;
  }
  throw new Error('the deal did not reach its contract');
}
