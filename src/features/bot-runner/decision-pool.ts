import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { decideFor, type DecisionLevel, type Decision } from '../../core/computer/index.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import type { SeatView, VisibleEvent } from '../../core/engine/index.js';
import { DECISION_OPTIONS } from './decision-options.js';
import { WorkerPool } from './worker-pool.js';

export { DECISION_TIMED_OUT } from './worker-pool.js';

/**
 * A bot's own move goes before any hint: a table must never stall because hints were asked.
 * (Deals' analyses, which anyone may ask for, have a pool of their own: analysis-pool.ts.)
 */
export type DecisionPriority = 'move' | 'hint';

const RANK: Record<DecisionPriority, number> = { move: 0, hint: 1 };

/**
 * Bot decisions and hints on `DECISION_WORKERS` worker threads (node:worker_threads), so that a
 * strong bot's 54-77 ms of search never holds up the event loop: three clients asking for hints
 * pushed /health's p99 from 6 ms to 219 ms when they ran on it. Tasks wait in one queue of at most
 * `DECISION_QUEUE_MAX`; past it a decision is refused with 503 `overloaded` at once. Bots' moves
 * wait ahead of hints, and hints may fill only half of the queue, so that callers asking for hints
 * as fast as the rate limit lets them cannot keep bots from playing (and one address may have only
 * `HINTS_PER_ADDRESS` of them under way: hint-share.ts); the same question asked again while it is
 * being answered (same level and seed: same game version and seat) shares the one answer, so
 * repeating a hint costs nothing. A decision that keeps its worker past `DECISION_TIMEOUT_MS` is
 * abandoned (worker-pool.ts). With `DECISION_WORKERS=0` decisions run on the event loop as before
 * (to measure the difference: bench/hints.ts).
 */
@Injectable()
export class DecisionPool extends WorkerPool {
  private readonly asked = new Map<string, Promise<Decision>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    clock: Clock = new Clock(),
  ) {
    super(
      {
        workers: config.decisionWorkers,
        timeoutMs: config.decisionTimeoutMs,
        niceness: 0,
      },
      clock,
    );
  }

  /** decideFor(level, view, events, seed), on a worker. */
  decide(
    level: DecisionLevel,
    view: SeatView,
    events: readonly VisibleEvent[],
    seed: string,
    priority: DecisionPriority = 'move',
  ): Promise<Decision> {
    const key = `${level}:${seed}`;
    const same = this.asked.get(key);
    if (same) return same;
    const room =
      priority === 'move'
        ? this.config.decisionQueueMax
        : Math.ceil(this.config.decisionQueueMax / 2);
    const answer = this.run(
      {
        rank: RANK[priority],
        room,
        full: 'Too many bot decisions and hints are waiting: retry in a second.',
        retryAfterS: 1,
      },
      (id) => ({ id, kind: 'decide', level, view, events, seed }),
      () => decideFor(level, view, events, seed, DECISION_OPTIONS),
    );
    this.asked.set(key, answer);
    const forget = () => this.asked.delete(key);
    answer.then(forget, forget);
    return answer;
  }
}
