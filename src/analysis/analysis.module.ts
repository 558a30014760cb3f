import { Module } from '@nestjs/common';
import { BotRunnerModule } from '../bot-runner/bot-runner.module.js';
import { GamesModule } from '../games/games.module.js';
import { AnalysisController } from './analysis.controller.js';
import { DealAnalysisService } from './deal-analysis.service.js';

/** Finished deals' analyses: the deal's plays from the history, the solver on the decision workers. */
@Module({
  imports: [GamesModule, BotRunnerModule],
  controllers: [AnalysisController],
  providers: [DealAnalysisService],
})
export class AnalysisModule {}
