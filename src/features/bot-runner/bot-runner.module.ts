import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { BotDecisions } from './bot-decisions.service.js';
import { BotRunner } from './bot-runner.service.js';
import { DecisionPool } from './decision-pool.js';
import { HistoryModule } from '../history/history.module.js';
import { PlayModule } from '../play/play.module.js';
import { HintController } from './hint.controller.js';
import { HintShare } from './hint-share.js';

@Module({
  imports: [GamesModule, PlayModule, HistoryModule, RealtimeModule],
  controllers: [HintController],
  providers: [BotDecisions, BotRunner, DecisionPool, HintShare],
  exports: [BotRunner, BotDecisions, DecisionPool],
})
export class BotRunnerModule {}
