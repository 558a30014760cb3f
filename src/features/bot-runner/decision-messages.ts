import type { DecisionLevel, Decision } from '../../core/computer/index.js';
import type { SeatView, VisibleEvent } from '../../core/engine/index.js';
import type { DealAnalysis, DealSteps } from '../../core/solver/analysis.js';

/** One decision asked of a worker: exactly the arguments of the bots' decideFor. */
export interface DecisionTask {
  id: number;
  kind: 'decide';
  level: DecisionLevel;
  view: SeatView;
  events: readonly VisibleEvent[];
  seed: string;
}

/** A finished deal to measure with the solver: the solver's analyseDeal(steps, seed, ...). */
export interface AnalysisTask {
  id: number;
  kind: 'analyse';
  steps: DealSteps;
  seed: string;
}

export type WorkerTask = DecisionTask | AnalysisTask;

/** A worker's answer to one task: its result (a decision or an analysis), or why there is none. */
export type DecisionReply =
  { id: number; result: Decision | DealAnalysis | null } | { id: number; error: string };

/** What a worker posts once, when it has loaded the bots and can start deciding. */
export interface WorkerReady {
  ready: true;
  /** The thread's nice value as it reads it back (null: the platform has none per thread). */
  niceness?: number | null;
}
