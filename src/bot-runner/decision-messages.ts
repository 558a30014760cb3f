import type { DecisionLevel, Decision } from '../bots/index.js';
import type { SeatView, VisibleEvent } from '../engine/index.js';

/** One decision asked of a worker: exactly the arguments of the bots' decideFor. */
export interface DecisionTask {
  id: number;
  level: DecisionLevel;
  view: SeatView;
  events: readonly VisibleEvent[];
  seed: string;
}

/** A worker's answer to one task: the decision, or why there is none. */
export type DecisionReply = { id: number; decision: Decision } | { id: number; error: string };

/** What a worker posts once, when it has loaded the bots and can start deciding. */
export interface WorkerReady {
  ready: true;
}
