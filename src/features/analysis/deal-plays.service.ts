import { Injectable } from '@nestjs/common';
import { GameFactory } from '../games/game-factory.js';
import { AnalysisStore } from './analysis.store.js';
import { dealStepsOf, type DealSteps } from '../../core/solver/analysis.js';
import { GameHistoryService } from '../history/game-history.service.js';

/**
 * A finished deal's plays, each with the state it was played in, for its analysis (src/features/analysis):
 * the game's actions replayed from its first state with the game factory, as the moves were
 * decided. Readable by whoever may read the deal's replay, once the deal is over; the analysis,
 * once computed, is kept here too.
 */
@Injectable()
export class DealPlays {
  constructor(
    private readonly history: GameHistoryService,
    private readonly store: AnalysisStore,
    private readonly factory: GameFactory,
  ) {}

  /** The analysis kept for the deal, if any; throws as the replay does when the deal is not over. */
  async kept(gameId: string, deal: number): Promise<unknown> {
    await this.history.replay(gameId, deal);
    return this.store.cached(gameId, deal);
  }

  /** The deal's plays and choices in order (no plays when it was surrendered or redealt). */
  async steps(gameId: string, deal: number): Promise<DealSteps> {
    const inputs = await this.store.replayInputs(gameId);
    if (!inputs) throw new Error(`game ${gameId} vanished while its deal was analysed`);
    const first = this.factory.start(
      inputs.rules,
      inputs.seed,
      inputs.clientSeeds,
      inputs.firstDealer,
    );
    const steps = dealStepsOf(first, inputs.actions, deal, (state, seat, action) =>
      this.factory.apply(state, seat, action),
    );
    if (!steps) throw new Error(`the actions of game ${gameId} do not replay`);
    return steps;
  }

  /** Keeps a first analysis, or with `replacing` one computed again over a stale one. */
  keep(gameId: string, deal: number, analysis: unknown, replacing = false): Promise<void> {
    return replacing
      ? this.store.replace(gameId, deal, analysis)
      : this.store.save(gameId, deal, analysis);
  }
}
