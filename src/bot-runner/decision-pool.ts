import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { decideFor, type DecisionLevel, type Decision } from '../bots/index.js';
import { ProblemError } from '../common/problem.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { projectRoot } from '../database/project-root.js';
import type { SeatView, VisibleEvent } from '../engine/index.js';
import { analyseDeal, type DealAnalysis, type DealSteps } from '../solver/analysis.js';
import { CHOICE_OPTIONS } from './analysis-options.js';
import { DECISION_OPTIONS } from './decision-options.js';
import type { DecisionReply, WorkerReady, WorkerTask } from './decision-messages.js';

/** Retry-After of an analysis refused because others are under way: one takes a second or more. */
const ANALYSIS_RETRY_SECONDS = 5;

/** The code of a decision abandoned after DECISION_TIMEOUT_MS. */
export const DECISION_TIMED_OUT = 'decision_timed_out';

/**
 * A bot's own move goes before any hint, and a hint before any deal's analysis: a table must never
 * stall because hints were asked, and a person asking for a hint must not wait for analyses of old
 * deals, which anyone may ask for (an outside trial's 8 at once held a hint for 12.9 s).
 */
export type DecisionPriority = 'move' | 'hint' | 'analysis';

const RANK: Record<DecisionPriority, number> = { move: 0, hint: 1, analysis: 2 };

interface Pending {
  task: WorkerTask;
  priority: DecisionPriority;
  resolve: (result: Decision | DealAnalysis | null) => void;
  reject: (error: Error) => void;
  /** Set while a worker has the task: DECISION_TIMEOUT_MS, then the worker is replaced. */
  timer?: NodeJS.Timeout;
}

/**
 * The compiled worker next to this module; when this module runs from the TypeScript sources (the
 * tests, which `npm test` builds first), the production build's copy.
 */
function workerFile(): URL {
  const sibling = new URL('./decision-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(sibling))) return sibling;
  return pathToFileURL(join(projectRoot(), 'dist', 'src', 'bot-runner', 'decision-worker.js'));
}

/**
 * Bot decisions and hints on `DECISION_WORKERS` worker threads (node:worker_threads), so that a
 * strong bot's 54-77 ms of search never holds up the event loop: three clients asking for hints
 * pushed /health's p99 from 6 ms to 219 ms when they ran on it. Tasks wait in one queue of at most
 * `DECISION_QUEUE_MAX`; past it a decision is refused with 503 `overloaded` at once. Bots' moves
 * wait ahead of hints, and hints may fill only half of the queue, so that callers asking for hints
 * as fast as the rate limit lets them cannot keep bots from playing; the same question asked again
 * while it is being answered (same level and seed: same game version and seat) shares the one
 * answer, so repeating a hint costs nothing. Workers start
 * on first use and are replaced when one dies, or when one spends more than `DECISION_TIMEOUT_MS`
 * on a decision: a stuck search would otherwise hold its worker, and every decision queued behind
 * it, for ever; its asker gets 503 `decision_timed_out`. With `DECISION_WORKERS=0` decisions run on the
 * event loop as before (to measure the difference: bench/hints.ts).
 */
@Injectable()
export class DecisionPool implements OnModuleDestroy {
  private readonly live = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly working = new Map<Worker, Pending>();
  /** Workers still loading the bots: a task's timeout starts once its worker is ready. */
  private readonly booting = new Set<Worker>();
  private readonly queue: Pending[] = [];
  private readonly asked = new Map<string, Promise<Decision>>();
  /** Analyses queued or computing, by deal: a deal asked for again shares its computation. */
  private readonly analysing = new Map<string, Promise<DealAnalysis | null>>();
  private nextId = 1;
  private closed = false;
  private decided = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

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
    const answer = this.enqueue(
      priority,
      (id) => ({ id, kind: 'decide', level, view, events, seed }),
      () => decideFor(level, view, events, seed, DECISION_OPTIONS),
    ) as Promise<Decision>;
    this.asked.set(key, answer);
    const forget = () => this.asked.delete(key);
    answer.then(forget, forget);
    return answer;
  }

  /**
   * A finished deal measured by the solver (analyseDeal), on a worker, behind every move and hint.
   * Each takes a worker for a second or more, so at most one more than there are workers wait or
   * compute at once: past that a busy pool refuses with 503 `overloaded`, and a hint waits for at
   * most the analysis a worker has begun. `seed` names the deal: asked again meanwhile, it shares
   * the one computation.
   */
  analyse(steps: DealSteps, seed: string): Promise<DealAnalysis | null> {
    const same = this.analysing.get(seed);
    if (same) return same;
    if (this.config.decisionWorkers > 0 && this.analysing.size > this.config.decisionWorkers) {
      return Promise.reject(
        new ProblemError(
          503,
          'overloaded',
          'Service Unavailable',
          'Other deals are being analysed: retry in a few seconds.',
        ).retryAfter(ANALYSIS_RETRY_SECONDS),
      );
    }
    const answer = this.enqueue(
      'analysis',
      (id) => ({ id, kind: 'analyse', steps, seed }),
      () => analyseDeal(steps, seed, CHOICE_OPTIONS),
    ) as Promise<DealAnalysis | null>;
    this.analysing.set(seed, answer);
    const forget = () => this.analysing.delete(seed);
    answer.then(forget, forget);
    return answer;
  }

  private async enqueue(
    priority: DecisionPriority,
    taskWith: (id: number) => WorkerTask,
    onEventLoop: () => Decision | DealAnalysis | null,
  ): Promise<Decision | DealAnalysis | null> {
    if (this.config.decisionWorkers === 0) {
      this.decided++;
      return onEventLoop();
    }
    if (this.closed) {
      throw new ProblemError(
        503,
        'shutting_down',
        'Service Unavailable',
        'The service is stopping.',
      );
    }
    const room =
      priority === 'move'
        ? this.config.decisionQueueMax
        : Math.ceil(this.config.decisionQueueMax / 2);
    if (this.queue.length >= room) {
      throw new ProblemError(
        503,
        'overloaded',
        'Service Unavailable',
        'Too many bot decisions and hints are waiting: retry in a second.',
      ).retryAfter(1);
    }
    const task = taskWith(this.nextId++);
    const decision = await new Promise<Decision | DealAnalysis | null>((resolve, reject) => {
      const pending = { task, priority, resolve, reject };
      const behind = this.queue.findIndex((waiting) => RANK[waiting.priority] > RANK[priority]);
      if (behind >= 0) this.queue.splice(behind, 0, pending);
      else this.queue.push(pending);
      this.dispatch();
    });
    this.decided++;
    return decision;
  }

  /** Workers running, decisions waiting and decisions made (tests and benchmarks read it). */
  stats(): { workers: number; queued: number; decided: number } {
    return { workers: this.live.size, queued: this.queue.length, decided: this.decided };
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) {
      pending.reject(
        new ProblemError(503, 'shutting_down', 'Service Unavailable', 'The service is stopping.'),
      );
    }
    await Promise.all([...this.live].map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? this.spawn();
      if (!worker) return;
      const pending = this.queue.shift()!;
      this.working.set(worker, pending);
      if (!this.booting.has(worker)) this.startTimer(worker, pending);
      worker.postMessage(pending.task);
    }
  }

  /** A new decision worker (a test replaces it with one that never answers). */
  protected startWorker(): Worker {
    return new Worker(workerFile());
  }

  private spawn(): Worker | null {
    if (this.closed || this.live.size >= this.config.decisionWorkers) return null;
    const worker = this.startWorker();
    // An idle pool must not keep a stopping process alive; a busy one is awaited by a request.
    worker.unref();
    this.live.add(worker);
    this.booting.add(worker);
    worker.on('message', (reply: DecisionReply | WorkerReady) => {
      // A late answer from a worker abandoned by timeOut: its asker has been answered already.
      if (!this.live.has(worker)) return;
      if ('ready' in reply) {
        this.booting.delete(worker);
        const task = this.working.get(worker);
        if (task) this.startTimer(worker, task);
        return;
      }
      const pending = this.working.get(worker);
      this.working.delete(worker);
      this.idle.push(worker);
      if (pending) {
        clearTimeout(pending.timer);
        if ('error' in reply) pending.reject(new Error(reply.error));
        else pending.resolve(reply.result);
      }
      this.dispatch();
    });
    worker.on('error', (error) => this.lose(worker, error));
    worker.on('exit', (code) => this.lose(worker, new Error(`decision worker exited (${code})`)));
    return worker;
  }

  /**
   * Counts DECISION_TIMEOUT_MS for a task its worker has begun. Unref'd: a bot's decision keeps
   * no stopping process alive, and a hint is awaited by its request anyway.
   */
  private startTimer(worker: Worker, pending: Pending): void {
    pending.timer = setTimeout(() => this.timeOut(worker), this.config.decisionTimeoutMs);
    pending.timer.unref();
  }

  /** A worker died: its task fails, and the queue goes on with a new one. */
  private lose(worker: Worker, error: Error): void {
    this.booting.delete(worker);
    if (!this.live.delete(worker)) return;
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    const pending = this.working.get(worker);
    this.working.delete(worker);
    clearTimeout(pending?.timer);
    pending?.reject(error);
    this.dispatch();
  }

  /**
   * A worker took longer than DECISION_TIMEOUT_MS (a strong decision takes 54-77 ms): it is
   * stopped and forgotten at once, so the next decision starts on a new one, and the asker is told
   * to retry (a bot's runner plays a random move instead: bot-runner.service.ts).
   */
  private timeOut(worker: Worker): void {
    if (!this.live.has(worker)) return;
    this.lose(
      worker,
      new ProblemError(
        503,
        DECISION_TIMED_OUT,
        'Service Unavailable',
        'The decision took too long and was abandoned: retry in a second.',
      ).retryAfter(1),
    );
    void worker.terminate();
  }
}
