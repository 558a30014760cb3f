import { Injectable } from '@nestjs/common';
import { ProblemError } from '../common/problem.js';
import { AnalysisPool } from '../bot-runner/analysis-pool.js';
import { DealPlays } from '../history/deal-plays.service.js';
import type { DealAnalysis as Measured } from '../solver/analysis.js';

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
 * answer on every instance. A kept analysis costs no worker and counts against no bound. First
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
   * The deal's analysis for a caller at `address`; `computing` is called when it has to be
   * computed, as it is handed to the analysis pool, whose own bounds hold it from then on.
   */
  async analysis(
    gameId: string,
    deal: number,
    address: string,
    computing: () => void = () => undefined,
  ): Promise<DealAnalysis> {
    const kept = (await this.plays.kept(gameId, deal)) as DealAnalysis | null;
    if (kept && isCurrent(kept)) return kept;
    // The address's place is taken before the game is replayed, so refusals cost no replay.
    const giveBack = this.pool.take(address);
    let measured: Measured | null;
    try {
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
      measured = await answer;
    } finally {
      giveBack();
    }
    if (!measured) throw new Error(`deal ${deal} of game ${gameId} has no declarer`);
    const analysis = { deal, ...measured };
    await this.plays.keep(gameId, deal, analysis, kept !== null);
    const now = (await this.plays.kept(gameId, deal)) as DealAnalysis | null;
    return now && isCurrent(now) ? now : analysis;
  }
}
