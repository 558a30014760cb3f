import { afterEach, describe, expect, it } from '@jest/globals';
import { Worker } from 'node:worker_threads';
import { decideFor } from '../../core/computer/index.js';
import { visibleDealEvents } from '../../core/computer/table.js';
import { loadConfig, type AppConfig } from '../../platform/config/app-config.js';
import { currentTurn, DEFAULT_RULES, newGame, viewFor } from '../../core/engine/index.js';
import type { DealSteps } from '../../core/solver/analysis.js';
import { ANALYSIS_NICENESS, AnalysisPool } from './analysis-pool.js';
import { DecisionPool } from './decision-pool.js';

// The workers run from the TypeScript sources here, as this spec does: see worker-pool.ts.
const { state, events } = newGame({ rules: DEFAULT_RULES, seed: 'analysis-pool' });
const seat = currentTurn(state)!;
const view = viewFor(state, seat);
const seen = visibleDealEvents(events, seat);
/** A deal with no play measures as null at once: what is tested is the pool, not the solver. */
const NO_PLAY: DealSteps = { plays: [], choices: [] };

/** A worker that loads, then takes every task and never answers, as a long analysis would. */
const SILENT_WORKER = `const port = require('node:worker_threads').parentPort;
port.postMessage({ ready: true, niceness: null });
port.on('message', () => undefined);`;

/** An analysis pool whose every analysis computes until its timeout. */
class EndlessAnalyses extends AnalysisPool {
  protected override startWorker(): Worker {
    return new Worker(SILENT_WORKER, { eval: true });
  }
}

/** The promise's outcome, or 'pending' if it has none within `ms` (so a hang fails, not stalls). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'pending'>((r) => (timer = setTimeout(() => r('pending'), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What a refusal says: its status, code and Retry-After. */
const refusal = (error: { status?: number; code?: string; retryAfterS?: number }) => ({
  status: error.status,
  code: error.code,
  retryAfterS: error.retryAfterS,
});

describe('AnalysisPool', () => {
  let open: (AnalysisPool | DecisionPool)[] = [];
  const config = (overrides: Partial<AppConfig>): AppConfig => ({
    ...loadConfig({}),
    ...overrides,
  });
  const keep = <P extends AnalysisPool | DecisionPool>(pool: P): P => {
    open.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(open.map((p) => p.onModuleDestroy()));
    open = [];
  });

  it('answers a bot decision at once while every analysis worker is busy', async () => {
    const settings = config({ decisionWorkers: 1, analysisWorkers: 1 });
    const analyses = keep(new EndlessAnalyses(settings));
    const decisions = keep(new DecisionPool(settings));
    const analysing = analyses.analyse(NO_PLAY, 'game/1');
    analysing.catch(() => undefined);
    expect(analyses.stats()).toMatchObject({ workers: 1, queued: 0 });
    // On one shared worker (before issue 42) this decision waited for the analysis.
    const decided = await within(decisions.decide('strong', view, seen, 'bystander'), 10_000);
    expect(decided).toEqual(decideFor('strong', view, seen, 'bystander'));
    expect(await within(analysing, 0)).toBe('pending');
  });

  it('runs its threads at the lowest priority, the decisions at the event loop’s', async () => {
    const settings = config({ decisionWorkers: 1, analysisWorkers: 1 });
    const analyses = keep(new AnalysisPool(settings));
    const decisions = keep(new DecisionPool(settings));
    await expect(analyses.analyse(NO_PLAY, 'game/1')).resolves.toBeNull();
    await decisions.decide('basic', view, seen, 'nice');
    const linux = process.platform === 'linux';
    expect(analyses.niceness()).toEqual([linux ? ANALYSIS_NICENESS : null]);
    expect(decisions.niceness()).toEqual([linux ? 0 : null]);
  });

  it('refuses an address a place past ANALYSES_PER_ADDRESS with 429, others still served', () => {
    const analyses = keep(new AnalysisPool(config({ analysesPerAddress: 2 })));
    const refused = (address: string) => {
      try {
        analyses.take(address);
        return null;
      } catch (error) {
        return refusal(error as { status: number });
      }
    };
    const first = analyses.take('a');
    analyses.take('a');
    expect(refused('a')).toEqual({ status: 429, code: 'too_many_analyses', retryAfterS: 5 });
    expect(analyses.underWay('a')).toBe(2);
    // Another address has places of its own.
    expect(refused('b')).toBeNull();
    expect(analyses.underWay('b')).toBe(1);
    // A place given back (twice by mistake: once) lets the address ask again, once.
    first();
    first();
    expect(analyses.underWay('a')).toBe(1);
    expect(refused('a')).toBeNull();
    expect(refused('a')).toMatchObject({ status: 429 });
  });

  it('abandons an analysis past ANALYSIS_TIMEOUT_MS, with every asker of its deal', async () => {
    const analyses = keep(
      new EndlessAnalyses(config({ analysisWorkers: 1, analysisTimeoutMs: 300 })),
    );
    const asked = [analyses.analyse(NO_PLAY, 'game/1'), analyses.analyse(NO_PLAY, 'game/1')];
    const abandoned = { status: 503, code: 'decision_timed_out', retryAfterS: 1 };
    for (const answer of asked)
      expect(await within(answer.catch(refusal), 10_000)).toEqual(abandoned);
    // The next deal starts on a new worker.
    const next = analyses.analyse(NO_PLAY, 'game/2').catch(refusal);
    expect(await within(next, 10_000)).toEqual(abandoned);
  });

  it('refuses with 503 overloaded past ANALYSIS_QUEUE_MAX waiting analyses', async () => {
    const analyses = keep(new EndlessAnalyses(config({ analysisWorkers: 1, analysisQueueMax: 1 })));
    // One computes, one waits, the third finds the queue full.
    analyses.analyse(NO_PLAY, 'game/1').catch(() => undefined);
    analyses.analyse(NO_PLAY, 'game/2').catch(() => undefined);
    const refused = await analyses.analyse(NO_PLAY, 'game/3').catch(refusal);
    expect(refused).toEqual({ status: 503, code: 'overloaded', retryAfterS: 5 });
    expect(analyses.stats()).toMatchObject({ workers: 1, queued: 1 });
  });

  it('computes a deal asked for twice meanwhile once, then afresh', async () => {
    const analyses = keep(new AnalysisPool(config({ analysisWorkers: 1 })));
    const both = await Promise.all([
      analyses.analyse(NO_PLAY, 'game/1'),
      analyses.analyse(NO_PLAY, 'game/1'),
    ]);
    expect(both).toEqual([null, null]);
    expect(analyses.stats().decided).toBe(1);
    await analyses.analyse(NO_PLAY, 'game/1');
    expect(analyses.stats().decided).toBe(2);
  });

  it('with ANALYSIS_WORKERS=0 measures on the event loop', async () => {
    const analyses = keep(new AnalysisPool(config({ analysisWorkers: 0 })));
    await expect(analyses.analyse(NO_PLAY, 'game/1')).resolves.toBeNull();
    expect(analyses.stats()).toEqual({ workers: 0, queued: 0, decided: 1 });
  });
});
