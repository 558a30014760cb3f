import { Injectable } from '@nestjs/common';
import { ProblemError } from '../common/problem.js';
import { DecisionPool } from '../bot-runner/decision-pool.js';
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
 * A finished deal's analysis: computed by the solver on a decision worker the first time it is
 * asked for (after bots' moves and hints; a busy pool answers 503 `overloaded` with Retry-After),
 * then kept. First askers at once on one instance share a computation; on two instances both may
 * compute it, and the first kept is the one answered.
 */
@Injectable()
export class DealAnalysisService {
  constructor(
    private readonly plays: DealPlays,
    private readonly pool: DecisionPool,
  ) {}

  async analysis(gameId: string, deal: number): Promise<DealAnalysis> {
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
    const measured = await this.pool.analyse(steps, `${gameId}/${deal}`);
    if (!measured) throw new Error(`deal ${deal} of game ${gameId} has no declarer`);
    const analysis = { deal, ...measured };
    await this.plays.keep(gameId, deal, analysis, kept !== null);
    const now = (await this.plays.kept(gameId, deal)) as DealAnalysis | null;
    return now && isCurrent(now) ? now : analysis;
  }
}
