import { Injectable } from '@nestjs/common';
import { ProblemError } from '../../core/table/problem.js';
import { AnalysisPool } from '../bot-runner/analysis-pool.js';
import { DealPlays } from './deal-plays.service.js';
import type { DealAnalysis as Measured } from '../../core/solver/analysis.js';

export type DealAnalysis = Measured & { deal: number };

/**
 * Whether a kept analysis has every part of today's answer: analyses kept before `bestMoves` or
 * `choices` are computed again (and replaced) when next asked for.
 */
function isCurrent(kept: DealAnalysis): boolean {
  return Array.isArray(kept.choices) && kept.cards.every((c) => Array.isArray(c.bestMoves));
}

/**
 * A finished deal's analysis: computed by the solver on an analysis worker the first time it is
 * asked for (analysis-pool.ts: apart from the bots' moves and hints, bounded per address), then
 * kept in PostgreSQL (deal_analyses), which is the cache: a finished deal never changes, and its
 * choices are sampled within a time budget, so two computations may differ and the one kept is the
 * answer on every instance. A kept analysis costs no worker (only a read). First
 * askers at once on one instance share a computation; on two instances both may compute it, and
 * the first kept is the one answered.
 */
@Injectable()
export class DealAnalysisService {
  constructor(
    private readonly plays: DealPlays,
    private readonly pool: AnalysisPool,
  ) {}

  /**
   * The deal's analysis for a caller at `address`, who holds one of its `ANALYSES_PER_ADDRESS`
   * places until it is answered, kept or not: the place is taken before anything is read, so a
   * refusal (429 `too_many_analyses`) costs no read and no replay (three loops asking again at
   * once after each refusal slowed a bystander's bots by half while a refusal still read the
   * deal: docs/performance-history.md). `computing` is called when the analysis has to be
   * computed, as it is handed to the analysis pool, whose own bounds hold it from then on.
   */
  async analysis(
    gameId: string,
    deal: number,
    address: string,
    computing: () => void = () => undefined,
  ): Promise<DealAnalysis> {
    const giveBack = this.pool.take(address);
    try {
      const kept = (await this.plays.kept(gameId, deal)) as DealAnalysis | null;
      if (kept && isCurrent(kept)) return kept;
      const steps = await this.plays.steps(gameId, deal);
      if (!steps.plays.length) {
        throw new ProblemError(
          404,
          'analysis_not_available',
          'Not Found',
          `Deal ${deal} had no play of the cards (surrendered or redealt): there is nothing to analyse.`,
        );
      }
      const answer = this.pool.analyse(steps, `${gameId}/${deal}`);
      computing();
      const measured = await answer;
      if (!measured) throw new Error(`deal ${deal} of game ${gameId} has no declarer`);
      const analysis = { deal, ...measured };
      await this.plays.keep(gameId, deal, analysis, kept !== null);
      const now = (await this.plays.kept(gameId, deal)) as DealAnalysis | null;
      return now && isCurrent(now) ? now : analysis;
    } finally {
      giveBack();
    }
  }
}
