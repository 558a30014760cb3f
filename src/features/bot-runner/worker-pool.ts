import type { OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ProblemError } from '../../core/table/problem.js';
import { Clock, type ClockTimer } from '../../platform/clock/clock.js';
import { projectRoot } from '../../platform/database/project-root.js';
import type { DecisionReply, WorkerReady, WorkerTask } from './decision-messages.js';

/** The code of a task abandoned after its pool's timeout. */
export const DECISION_TIMED_OUT = 'decision_timed_out';

/** How a pool runs its tasks: the decisions' (decision-pool.ts) or the analyses' (analysis-pool.ts). */
export interface PoolSettings {
  /** Threads at most; 0 runs every task on the event loop (for comparison only). */
  workers: number;
  /** Longest a worker may spend on one task, in ms: then it is replaced and the asker told 503. */
  timeoutMs: number;
  /** The threads' nice value, 0 (as the event loop) to 19 (only what the others leave). */
  niceness: number;
}

/** Where a task may wait: ahead of every task of a higher rank, if fewer than `room` wait. */
export interface Admit {
  rank: number;
  room: number;
  /** Why a task that finds no room is refused (503 `overloaded`), and when to come back. */
  full: string;
  retryAfterS: number;
}

interface Pending {
  task: WorkerTask;
  rank: number;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  /** Set while a worker has the task: the pool's timeout, then the worker is replaced. */
  timer?: ClockTimer;
}

/**
 * The compiled worker next to this module. When this module runs from the TypeScript sources (the
 * tests), the worker's own source, loaded through the hooks the tests load TypeScript with
 * (test/setup/register-typescript.mjs), so a spec needs no build and never runs a stale one.
 */
function workerEntry(): { file: URL; execArgv?: string[] } {
  const sibling = new URL('./decision-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(sibling))) return { file: sibling };
  const hooks = pathToFileURL(join(projectRoot(), 'test', 'setup', 'register-typescript.mjs'));
  return {
    file: new URL('./decision-worker.ts', import.meta.url),
    execArgv: ['--import', hooks.href],
  };
}

/**
 * Tasks on up to `workers` worker threads (node:worker_threads), in one queue ordered by rank.
 * Workers start on first use and are replaced when one dies, or when one spends more than
 * `timeoutMs` on a task: a stuck search would otherwise hold its worker, and every task queued
 * behind it, for ever; its asker gets 503 `decision_timed_out`. Two pools never share a thread, so
 * the tasks of one (the analyses of old deals, a second or more each) never delay the other's
 * (bots' moves and hints): issue 42 saw three looping analyses take a bystander's bot answers from
 * 18 ms to 2.5 s when they shared one.
 */
export abstract class WorkerPool implements OnModuleDestroy {
  private readonly live = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly working = new Map<Worker, Pending>();
  /** Workers still loading: a task's timeout starts once its worker is ready. */
  private readonly booting = new Set<Worker>();
  /** The nice value each ready worker read back (on Linux, a thread's own). */
  private readonly nice = new Map<Worker, number | null>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private decided = 0;

  constructor(
    private readonly settings: PoolSettings,
    private readonly clock: Clock,
  ) {}

  /** `taskWith`'s task on a worker, or `onEventLoop` when the pool has no workers. */
  protected async run<T>(
    admit: Admit,
    taskWith: (id: number) => WorkerTask,
    onEventLoop: () => T,
  ): Promise<T> {
    if (this.settings.workers === 0) {
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
    if (this.queue.length >= admit.room) {
      throw new ProblemError(503, 'overloaded', 'Service Unavailable', admit.full).retryAfter(
        admit.retryAfterS,
      );
    }
    const task = taskWith(this.nextId++);
    const result = await new Promise<unknown>((resolve, reject) => {
      const pending = { task, rank: admit.rank, resolve, reject };
      const behind = this.queue.findIndex((waiting) => waiting.rank > admit.rank);
      if (behind >= 0) this.queue.splice(behind, 0, pending);
      else this.queue.push(pending);
      this.dispatch();
    });
    this.decided++;
    return result as T;
  }

  /** Workers running, tasks waiting and tasks done (tests and benchmarks read it). */
  stats(): { workers: number; queued: number; decided: number } {
    return { workers: this.live.size, queued: this.queue.length, decided: this.decided };
  }

  /** The nice value of each ready worker (null where the platform has none per thread). */
  niceness(): (number | null)[] {
    return [...this.nice.values()];
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

  /** A new worker (a test replaces it with one that never answers). */
  protected startWorker(): Worker {
    const { file, execArgv } = workerEntry();
    return new Worker(file, { execArgv, workerData: { niceness: this.settings.niceness } });
  }

  private spawn(): Worker | null {
    if (this.closed || this.live.size >= this.settings.workers) return null;
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
        this.nice.set(worker, reply.niceness ?? null);
        const task = this.working.get(worker);
        if (task) this.startTimer(worker, task);
        return;
      }
      const pending = this.working.get(worker);
      this.working.delete(worker);
      this.idle.push(worker);
      if (pending) {
        this.clock.clear(pending.timer);
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
   * Counts the timeout of a task its worker has begun. The clock's timers keep no stopping
   * process alive, and a hint or an analysis is awaited by its request anyway.
   */
  private startTimer(worker: Worker, pending: Pending): void {
    pending.timer = this.clock.setTimeout(() => this.timeOut(worker), this.settings.timeoutMs);
  }

  /** A worker died: its task fails, and the queue goes on with a new one. */
  private lose(worker: Worker, error: Error): void {
    this.booting.delete(worker);
    this.nice.delete(worker);
    if (!this.live.delete(worker)) return;
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    const pending = this.working.get(worker);
    this.working.delete(worker);
    this.clock.clear(pending?.timer);
    pending?.reject(error);
    this.dispatch();
  }

  /**
   * A worker took longer than the pool's timeout: it is stopped and forgotten at once, so the next
   * task starts on a new one, and the asker is told to retry (a bot's runner plays a random move
   * instead: bot-runner.service.ts).
   */
  private timeOut(worker: Worker): void {
    if (!this.live.has(worker)) return;
    this.lose(
      worker,
      new ProblemError(
        503,
        DECISION_TIMED_OUT,
        'Service Unavailable',
        'The computation took too long and was abandoned: retry in a second.',
      ).retryAfter(1),
    );
    void worker.terminate();
  }
}
