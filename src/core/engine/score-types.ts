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

/** Every score event type, in the order a deal's scoring can produce them. */
export const SCORE_EVENT_TYPES = [
  'sat_out',
  'barrel_no_score',
  'bolt',
  'third_bolt',
  'win',
  'barrel_on',
  'barrel_short',
  'barrel_countdown',
  'barrel_fall',
  'barrel_off_lost',
  'barrel_collision',
  'dump_truck',
] as const satisfies readonly ScoreEventType[];

// Fails to compile when a score event type is missing from the list above.
const everyTypeListed: Exclude<ScoreEventType, (typeof SCORE_EVENT_TYPES)[number]> extends never
  ? true
  : never = true;
void everyTypeListed;

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
