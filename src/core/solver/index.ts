// The exact solver of the play phase (docs/rules.md#play-of-the-cards) with every hand known:
// the declarer's final points of the deal (card points taken plus declared marriages, as the
// engine scores a deal) under best play by all sides, against the two defenders together.
// Pure: no I/O, no clock; it reads the engine's state and never changes it.

import type { Action, GameState } from '../engine/index.js';
import { actionOf, positionOf, type Move, type Position } from './position.js';
import { Search } from './search.js';

export interface SolveOptions {
  /** Off: no transposition table (for tests that it changes no result). Default on. */
  table?: boolean;
}

export interface Solution {
  /** The declarer's points at the end of the deal under best play. */
  value: number;
  /** Every move of the player to act that keeps `value` (a declaration is its own move). */
  best: Action[];
  /** Search nodes visited. */
  nodes: number;
}

let shared: Search | null = null;

/** One search object (its table is 2^18 entries, ~5 MB) serves every call; calls never overlap. */
function searchFor(p: Position, options: SolveOptions): Search {
  shared ??= new Search();
  shared.load(p);
  shared.useTable = options.table ?? true;
  return shared;
}

function positionOrThrow(state: GameState): Position {
  const p = positionOf(state);
  if (typeof p === 'string') throw new Error(p);
  return p;
}

/** The value, the best moves and the work done; throws outside the play phase. */
export function solve(state: GameState, options: SolveOptions = {}): Solution {
  const p = positionOrThrow(state);
  const search = searchFor(p, options);
  // One full-window search: with the cut-offs at 0 and the ceiling (search.ts) it visited fewer
  // nodes than MTD(f) from a fixed guess (28 passes on average, 53k nodes a deal against 30k) or a
  // bisection of the range, measured on bench/solver.ts's deals.
  const rest = search.value(-Infinity, Infinity);
  const maximising = (p.leader + p.trick.length) % 3 === p.declarer;
  const best: Move[] = [];
  for (const move of search.rootMoves()) {
    // A zero-window test per move: does it keep the value?
    const keeps = maximising
      ? search.after(move, rest - 1, rest) >= rest
      : search.after(move, rest, rest + 1) <= rest;
    if (keeps) best.push(move);
  }
  return { value: p.base + rest, best: best.map(actionOf), nodes: search.nodes };
}

/** The value alone (no best moves): the declarer's points at the end of the deal under best play. */
export function valueOf(state: GameState): number {
  const p = positionOrThrow(state);
  return p.base + searchFor(p, {}).value(-Infinity, Infinity);
}

/** Whether the declarer can end the deal with at least `target` points against any defence. */
export function canReach(state: GameState, target: number, options: SolveOptions = {}): boolean {
  const p = positionOrThrow(state);
  const needed = target - p.base;
  if (needed <= 0) return true;
  return searchFor(p, options).value(needed - 1, needed) >= needed;
}

export { positionOf } from './position.js';
export type { Position } from './position.js';
