// The `strong` level's simulation: playing a sampled deal out with the `basic` policy and pricing
// its result, and the sampling budget (strong.ts).

import {
  apply,
  settleDeal,
  type GameEvent,
  type GameState,
  type ScoreRow,
  type Seat,
} from '../engine/index.js';
import { basicDecide } from './basic.js';
import type { Rng } from './rng.js';
import { situationFromState } from './situation.js';
import type { StrongOptions } from './strong-options.js';

const MAX_PLAYOUT_ACTIONS = 200;

/** Own change in total minus the others' average, plus the game-win term. */
export function utilityOf(
  row: ScoreRow,
  before: readonly number[],
  seat: Seat,
  winner: Seat | null,
  winBonus: number,
): number {
  let own = 0;
  let others = 0;
  let count = 0;
  for (const e of row.entries) {
    const delta = e.total - before[e.seat];
    if (e.seat === seat) own = delta;
    else {
      others += delta;
      count++;
    }
  }
  let u = own - (count > 0 ? others / count : 0);
  if (winner === seat) u += winBonus;
  else if (winner !== null) u -= winBonus;
  return u;
}

export function scoredIn(
  events: readonly GameEvent[],
): { row: ScoreRow; winner: Seat | null } | null {
  let row: ScoreRow | null = null;
  let winner: Seat | null = null;
  for (const e of events) {
    if (e.type === 'deal_scored') row = e.row;
    else if (e.type === 'game_over') winner = e.winner;
  }
  return row ? { row, winner } : null;
}

/**
 * Plays the deal out from `state` with the basic policy; returns the final utility for `seat`.
 * `valued` may end the play-out early with a utility of its own (the expert's solver: src/core/expert).
 */
export function playout(
  state: GameState,
  seat: Seat,
  rng: Rng,
  winBonus: number,
  bidLimit?: number,
  valued?: (state: GameState) => number | null,
): number {
  const before = state.totals;
  for (let i = 0; i < MAX_PLAYOUT_ACTIONS; i++) {
    const deal = state.deal;
    if (!deal) return 0;
    const early = valued?.(state) ?? null;
    if (early !== null) return early;
    const turn = deal.turn;
    const opts = turn === seat && bidLimit !== undefined ? { bidLimit } : {};
    const { action } = basicDecide(situationFromState(state, turn), rng, opts);
    const result = apply(state, turn, action);
    if (!result.ok)
      throw new Error(`playout action refused: ${result.error.code} (${JSON.stringify(action)})`);
    const scored = scoredIn(result.events);
    if (scored) return utilityOf(scored.row, before, seat, scored.winner, winBonus);
    state = result.state;
  }
  throw new Error('playout did not finish the deal');
}

/** Plays out with basic and returns each seat's points (tricks + marriages) and tricks taken. */
export function playOutPoints(
  state: GameState,
  rng: Rng,
): { points: number[]; tricks: number[] } | null {
  const d = state.deal!;
  const points = d.points.slice();
  for (const m of d.marriages) points[m.seat] += m.value;
  const tricks = d.tricksTaken.slice();
  for (let i = 0; i < MAX_PLAYOUT_ACTIONS; i++) {
    const deal = state.deal!;
    const turn = deal.turn;
    const { action } = basicDecide(situationFromState(state, turn), rng);
    const result = apply(state, turn, action);
    if (!result.ok) throw new Error(`playout action refused: ${result.error.code}`);
    for (const e of result.events) {
      if (e.type === 'trick_won') {
        points[e.winner] += e.points;
        tricks[e.winner] += 1;
      } else if (e.type === 'marriage_declared') {
        points[e.seat] += e.value;
      } else if (e.type === 'deal_scored') {
        return { points, tricks };
      }
    }
    state = result.state;
  }
  return null;
}

/** `seat`'s utility of the deal scored by the engine; `declarer` is `seat` unless given. */
export function settleUtility(
  world: GameState,
  seat: Seat,
  contract: number,
  surrendered: boolean,
  outcome: { points: number[]; tricks: number[] },
  winBonus: number,
  declarer: Seat = seat,
): number {
  const d = world.deal!;
  const settled = settleDeal(
    world.rules,
    { totals: world.totals, bolts: world.bolts, barrel: world.barrel },
    {
      deal: d.number,
      dealer: d.dealer,
      sittingOut: d.sittingOut,
      declarer,
      contract,
      surrendered,
      points: outcome.points,
      tricks: outcome.tricks,
    },
  );
  return utilityOf(settled.row, world.totals, seat, settled.winner, winBonus);
}

/**
 * How a sampled deal is carried on to its end: `strong` plays it out with the `basic` policy; the
 * `expert` level (src/core/expert) values the play with the exact solver instead.
 */
export interface Rollout {
  /** `seat`'s utility of the deal carried on from `state` (raising to `bidLimit` in an auction). */
  utility(state: GameState, seat: Seat, rng: Rng, winBonus: number, bidLimit?: number): number;
  /** Each seat's points and tricks at the deal's end, from the start of its play. */
  points(state: GameState, rng: Rng): { points: number[]; tricks: number[] } | null;
}

export const BASIC_ROLLOUT: Rollout = { utility: playout, points: playOutPoints };

export class Budget {
  private readonly start: number;
  constructor(
    private readonly opts: StrongOptions,
    private readonly iterations: number,
  ) {
    this.start = opts.now ? opts.now() : 0;
  }
  more(done: number): boolean {
    if (done >= this.iterations) return false;
    if (done < (this.opts.minIterations ?? 1) || !this.opts.now) return true;
    return this.opts.now() - this.start < (this.opts.timeBudgetMs ?? 150);
  }
}

export function sign(x: number): string {
  const r = Math.round(x);
  return r >= 0 ? `+${r}` : `${r}`;
}

export function best<T extends { sum: number; n: number }>(cands: readonly T[]): T {
  let top = cands[0];
  for (const c of cands) if (c.n > 0 && c.sum / c.n > top.sum / Math.max(1, top.n)) top = c;
  return top;
}
