// The score table's vocabulary: rows, entries, score events and the barrel state. A module of its
// own with no imports but cards.ts, so the state, the scoring and the barrel can all name these
// types without importing one another (see imports.spec.ts).

import type { Seat } from './cards.js';

export const DEAL_RESULTS = ['made', 'failed', 'surrendered', 'redealt'] as const;
export type DealResult = (typeof DEAL_RESULTS)[number];

export interface BarrelState {
  /** Deals still to come in which the player may win from the barrel. */
  dealsLeft: number;
}

/** Everything that changed a total besides the deal score carries its `points`. */
export type ScoreEvent =
  | { type: 'sat_out' }
  | { type: 'barrel_no_score' }
  | { type: 'bolt'; count: number }
  | { type: 'third_bolt'; points: number }
  | { type: 'win' }
  | { type: 'barrel_on'; points: number; dealsLeft: number }
  | { type: 'barrel_short'; points: number }
  | { type: 'barrel_countdown'; dealsLeft: number }
  | { type: 'barrel_fall'; points: number }
  | { type: 'barrel_off_lost' }
  | { type: 'barrel_collision'; points: number }
  | { type: 'dump_truck'; points: number };

export type ScoreEventType = ScoreEvent['type'];

export interface ScoreEntry {
  seat: Seat;
  /** The deal's score; null for a bolt, a sitting-out dealer, an opponent on the barrel, a redeal. */
  score: number | null;
  bolt: boolean;
  events: ScoreEvent[];
  /** The total after this deal. */
  total: number;
}

export interface ScoreRow {
  deal: number;
  dealer: Seat;
  declarer: Seat | null;
  contract: number | null;
  result: DealResult;
  entries: ScoreEntry[];
}

export interface ScoreTable {
  rows: ScoreRow[];
  totals: number[];
  winner: Seat | null;
}
