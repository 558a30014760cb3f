import { afterEach, describe, expect, it } from '@jest/globals';
import { Worker } from 'node:worker_threads';
import { BOT_LEVELS, decideFor } from '../../core/computer/index.js';
import { visibleDealEvents } from '../../core/computer/table.js';
import { loadConfig, type AppConfig } from '../../platform/config/app-config.js';
import { apply, currentTurn, DEFAULT_RULES, newGame, viewFor } from '../../core/engine/index.js';
import { ManualClock } from '../../platform/clock/manual-clock.js';
import { DecisionPool } from './decision-pool.js';

// The worker runs from the TypeScript sources here, as this spec does: see workerEntry().
const { state, events } = newGame({ rules: DEFAULT_RULES, seed: 'pool' });
const seat = currentTurn(state)!;
const view = viewFor(state, seat);
const seen = visibleDealEvents(events, seat);

function pool(overrides: Partial<AppConfig>): DecisionPool {
  return new DecisionPool({ ...loadConfig({}), ...overrides });
}

/** A worker that loads, then takes every task and never answers, as a search stuck in a loop would. */
const SILENT_WORKER = `const port = require('node:worker_threads').parentPort;
port.postMessage({ ready: true });
port.on('message', () => undefined);`;

/** A pool whose first worker never answers; the ones that replace it are the real ones. */
class FirstWorkerStuck extends DecisionPool {
  readonly started: Worker[] = [];
  protected override startWorker(): Worker {
    const worker =
      this.started.length === 0 ? new Worker(SILENT_WORKER, { eval: true }) : super.startWorker();
    this.started.push(worker);
    return worker;
  }
}

/** The promise's outcome, or 'pending' if it has none within `ms` (so a hang fails, not stalls). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'pending'>((r) => (timer = setTimeout(() => r('pending'), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Event-loop turns taken while `work` is under way: none when it runs on the loop itself. */
async function loopTurnsDuring<T>(work: () => Promise<T>): Promise<{ turns: number; value: T }> {
  let turns = 0;
  let done = false;
  const spin = () => {
    if (done) return;
    turns++;
    setImmediate(spin);
  };
  const promise = work();
  setImmediate(spin);
  const value = await promise;
  done = true;
  return { turns, value };
}

describe('DecisionPool', () => {
  let open: DecisionPool[] = [];
  const make = (overrides: Partial<AppConfig>) => {
    const p = pool(overrides);
    open.push(p);
    return p;
  };
  afterEach(async () => {
    await Promise.all(open.map((p) => p.onModuleDestroy()));
    open = [];
  });

  it('answers exactly what decideFor answers, for every level', async () => {
    // The expert samples for a time budget on the workers (decision-options.ts), so its answer
    // is not repeatable: it is held to being a legal move below.
    const repeatable = BOT_LEVELS.filter((level) => level !== 'expert');
    const workers = make({ decisionWorkers: 2 });
    for (const level of repeatable) {
      const expected = decideFor(level, view, seen, `same:${level}`);
      expect(await workers.decide(level, view, seen, `same:${level}`)).toEqual(expected);
    }
    // One at a time: a second worker starts only when a decision finds the first one busy.
    expect(workers.stats()).toEqual({ workers: 1, queued: 0, decided: repeatable.length });
    const together = await Promise.all(
      repeatable.map((level) => workers.decide(level, view, seen, `same:${level}`)),
    );
    expect(together).toEqual(
      repeatable.map((level) => decideFor(level, view, seen, `same:${level}`)),
    );
    expect(workers.stats()).toEqual({ workers: 2, queued: 0, decided: 2 * repeatable.length });
    const expert = await workers.decide('expert', view, seen, 'same:expert');
    expect(apply(state, seat, expert.action).ok).toBe(true);
  });

  it('decides off the event loop, which keeps turning meanwhile', async () => {
    const workers = make({ decisionWorkers: 1 });
    const off = await loopTurnsDuring(() => workers.decide('strong', view, seen, 'loop'));
    expect(off.turns).toBeGreaterThan(0);
    // The detector: on the event loop (DECISION_WORKERS=0), not one turn passes.
    const inline = make({ decisionWorkers: 0 });
    const on = await loopTurnsDuring(() => inline.decide('strong', view, seen, 'loop'));
    expect(on.turns).toBe(0);
    expect(on.value).toEqual(off.value);
  });

  it('passes a refusal back as an error and goes on', async () => {
    const workers = make({ decisionWorkers: 1 });
    const other = (seat + 1) % 3;
    const notMine = viewFor(state, other);
    await expect(workers.decide('basic', notMine, seen, 'x')).rejects.toThrow(/turn/);
    expect((await workers.decide('basic', view, seen, 'x')).action).toBeDefined();
  });

  it('refuses with 503 overloaded past DECISION_QUEUE_MAX waiting decisions', async () => {
    const workers = make({ decisionWorkers: 1, decisionQueueMax: 2 });
    const asked = Array.from({ length: 4 }, (_, i) =>
      workers.decide('strong', view, seen, `q${i}`).then(
        () => 'decided',
        (error: { code?: string }) => error.code ?? 'failed',
      ),
    );
    // The first goes to the worker at once, two wait, the fourth finds the queue full.
    expect(await Promise.all(asked)).toEqual(['decided', 'decided', 'decided', 'overloaded']);
  });

  it('answers a question asked again while it is being answered once, for both askers', async () => {
    const workers = make({ decisionWorkers: 1 });
    const [first, again] = await Promise.all([
      workers.decide('strong', view, seen, 'twice', 'hint'),
      workers.decide('strong', view, seen, 'twice', 'hint'),
    ]);
    expect(again).toEqual(first);
    expect(workers.stats().decided).toBe(1);
    // Once answered, the same question is computed afresh.
    await workers.decide('strong', view, seen, 'twice', 'hint');
    expect(workers.stats().decided).toBe(2);
  });

  it('keeps half the queue and the front of it for bots: hints cannot stall a table', async () => {
    const workers = make({ decisionWorkers: 1, decisionQueueMax: 4 });
    const order: string[] = [];
    const ask = (name: string, priority: 'move' | 'hint') =>
      workers.decide('strong', view, seen, name, priority).then(
        () => {
          order.push(name);
          return 'decided';
        },
        (error: { code?: string }) => error.code ?? 'failed',
      );
    // h0 goes to the worker; h1 and h2 fill the hints' half; h3 is refused; the move still
    // finds room and is answered before the hints that were waiting.
    const asked = [ask('h0', 'hint'), ask('h1', 'hint'), ask('h2', 'hint'), ask('h3', 'hint')];
    asked.push(ask('m0', 'move'));
    expect(await Promise.all(asked)).toEqual([
      'decided',
      'decided',
      'decided',
      'overloaded',
      'decided',
    ]);
    expect(order).toEqual(['h0', 'm0', 'h1', 'h2']);
  });

  it('replaces a worker that dies, failing only its own decision', async () => {
    const workers = make({ decisionWorkers: 1 });
    await workers.decide('random', view, seen, 'warm');
    const killed = workers.decide('strong', view, seen, 'killed');
    const worker = [
      ...(workers as unknown as { live: Set<{ terminate(): Promise<number> }> }).live,
    ][0];
    await worker.terminate();
    await expect(killed).rejects.toThrow(/exited/);
    expect((await workers.decide('random', view, seen, 'after')).action).toBeDefined();
    expect(workers.stats().workers).toBe(1);
  });

  it('abandons a decision past DECISION_TIMEOUT_MS: 503 to its asker, the worker replaced', async () => {
    // The timeout is counted on a clock the test moves: a loaded machine cannot make it fire on
    // the replacement's decision too.
    const clock = new ManualClock();
    const workers = new FirstWorkerStuck(
      { ...loadConfig({}), decisionWorkers: 1, decisionTimeoutMs: 200 },
      clock,
    );
    open.push(workers);
    let outcome = 'pending';
    const stuck = workers.decide('strong', view, seen, 'stuck').then(
      () => 'decided',
      (error: { status?: number; code?: string; retryAfterS?: number }) => ({
        status: error.status,
        code: error.code,
        retryAfterS: error.retryAfterS,
      }),
    );
    void stuck.then(() => (outcome = 'answered'));
    // Queued behind the stuck one, on the only worker: it must not wait for ever either.
    const behind = workers.decide('basic', view, seen, 'behind');
    // Its timeout starts once its (real) worker thread is ready: polled, not slept.
    for (let i = 0; i < 500 && clock.pending() === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    await clock.advance(199);
    expect(outcome).toBe('pending');
    await clock.advance(1);
    expect(await within(stuck, 5000)).toEqual({
      status: 503,
      code: 'decision_timed_out',
      retryAfterS: 1,
    });
    // Answered by the replacement, a real thread started just now: on a loaded machine its start
    // alone took over 5 s (1 run of 10 failed so), so the bound only catches a hang.
    expect(await within(behind, 60_000)).toEqual(decideFor('basic', view, seen, 'behind'));
    // The stuck thread was stopped, not left running beside its replacement.
    expect(workers.started).toHaveLength(2);
    // (a thread's id reads -1 once it has stopped)
    for (let i = 0; i < 100 && workers.started[0].threadId !== -1; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(workers.started[0].threadId).toBe(-1);
    expect(workers.stats().workers).toBe(1);
  });
});
