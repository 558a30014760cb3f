import { Module } from '@nestjs/common';
import { AnalysisPool } from '../bot-runner/analysis-pool.js';
import { GamesModule } from '../games/games.module.js';
import { HistoryModule } from '../history/history.module.js';
import { AnalysisStore } from './analysis.store.js';
import { DealPlays } from './deal-plays.service.js';
import { AnalysisController } from './analysis.controller.js';
import { DealAnalysisService } from './deal-analysis.service.js';

/** Finished deals' analyses: the deal's plays from the history, the solver on analysis workers of their own. */
@Module({
  imports: [GamesModule, HistoryModule],
  controllers: [AnalysisController],
  providers: [DealAnalysisService, AnalysisPool, AnalysisStore, DealPlays],
  exports: [AnalysisPool],
})
export class AnalysisModule {}
