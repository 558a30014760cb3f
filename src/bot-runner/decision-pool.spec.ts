import { afterEach, describe, expect, it } from '@jest/globals';
import { BOT_LEVELS, decideFor } from '../bots/index.js';
import { visibleDealEvents } from '../bots/table.js';
import { loadConfig, type AppConfig } from '../config/app-config.js';
import { currentTurn, DEFAULT_RULES, newGame, viewFor } from '../engine/index.js';
import { DecisionPool } from './decision-pool.js';

// The worker runs the production build (`npm test` builds first): see workerFile().
const { state, events } = newGame({ rules: DEFAULT_RULES, seed: 'pool' });
const seat = currentTurn(state)!;
const view = viewFor(state, seat);
const seen = visibleDealEvents(events, seat);

function pool(overrides: Partial<AppConfig>): DecisionPool {
  return new DecisionPool({ ...loadConfig({}), ...overrides });
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
    const workers = make({ decisionWorkers: 2 });
    for (const level of BOT_LEVELS) {
      const expected = decideFor(level, view, seen, `same:${level}`);
      expect(await workers.decide(level, view, seen, `same:${level}`)).toEqual(expected);
    }
    // One at a time: a second worker starts only when a decision finds the first one busy.
    expect(workers.stats()).toEqual({ workers: 1, queued: 0, decided: 3 });
    const together = await Promise.all(
      BOT_LEVELS.map((level) => workers.decide(level, view, seen, `same:${level}`)),
    );
    expect(together).toEqual(
      BOT_LEVELS.map((level) => decideFor(level, view, seen, `same:${level}`)),
    );
    expect(workers.stats()).toEqual({ workers: 2, queued: 0, decided: 6 });
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
});
