import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { ProblemError } from '../../core/table/problem.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { analyseDeal, type DealAnalysis, type DealSteps } from '../../core/solver/analysis.js';
import { CHOICE_OPTIONS } from './analysis-options.js';
import { WorkerPool } from './worker-pool.js';

/** Retry-After of an analysis refused because others are under way: one takes a second or more. */
export const ANALYSIS_RETRY_SECONDS = 5;

/**
 * The analyses' threads run at the lowest priority (nice 19): on a busy machine they get what the
 * event loop, the bots' worker and PostgreSQL leave, so a bot's move or a hint takes as long with
 * analyses running as without.
 */
export const ANALYSIS_NICENESS = 19;

/**
 * Finished deals measured by the solver (analyseDeal) on `ANALYSIS_WORKERS` threads of their own,
 * never the bots' (decision-pool.ts): anyone may ask for the analysis of any public finished deal,
 * each takes a second or more, and on the bots' one worker three looping requests from one
 * address took a bystander's bot answers from p50 18 ms to 2.5 s and hints from 3 ms to 1.3 s
 * (issue 42). At most `ANALYSIS_QUEUE_MAX` wait for a thread (past it 503 `overloaded`), and one
 * address may have `ANALYSES_PER_ADDRESS` waiting or computing (past it 429
 * `too_many_analyses`), so one address cannot fill the queue for everyone else. The same deal
 * asked for meanwhile shares the one computation.
 */
@Injectable()
export class AnalysisPool extends WorkerPool {
  /** Analyses queued or computing, by deal. */
  private readonly analysing = new Map<string, Promise<DealAnalysis | null>>();
  /** Analyses waiting or computing, by the address that asked (only addresses with one). */
  private readonly byAddress = new Map<string, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    clock: Clock = new Clock(),
  ) {
    super(
      {
        workers: config.analysisWorkers,
        timeoutMs: config.analysisTimeoutMs,
        niceness: ANALYSIS_NICENESS,
      },
      clock,
    );
  }

  /**
   * One of the address's `ANALYSES_PER_ADDRESS` places (client-address.ts's network), held by an
   * analysis request from before anything is read until it is answered, or 429
   * `too_many_analyses` at once; the function returned gives it back (once).
   */
  take(address: string): () => void {
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.config.analysesPerAddress) {
      throw new ProblemError(
        429,
        'too_many_analyses',
        'Too Many Requests',
        `At most ${this.config.analysesPerAddress} analyses may be under way per address: ` +
          'retry once yours is answered.',
      ).retryAfter(ANALYSIS_RETRY_SECONDS);
    }
    this.byAddress.set(address, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }

  /**
   * The deal `seed` names measured; 503 `overloaded` while the queue is full. The same deal asked
   * for meanwhile shares the one computation.
   */
  analyse(steps: DealSteps, seed: string): Promise<DealAnalysis | null> {
    return this.analysing.get(seed) ?? this.start(steps, seed);
  }

  /** Analyses the address has waiting or computing (tests read it). */
  underWay(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  private start(steps: DealSteps, seed: string): Promise<DealAnalysis | null> {
    const answer = this.run(
      {
        rank: 0,
        room: this.config.analysisQueueMax,
        full: 'Other deals are being analysed: retry in a few seconds.',
        retryAfterS: ANALYSIS_RETRY_SECONDS,
      },
      (id) => ({ id, kind: 'analyse', steps, seed }),
      () => analyseDeal(steps, seed, CHOICE_OPTIONS),
    );
    this.analysing.set(seed, answer);
    const forget = () => this.analysing.delete(seed);
    answer.then(forget, forget);
    return answer;
  }
}
