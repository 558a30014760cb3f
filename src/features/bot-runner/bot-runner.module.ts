import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { IdempotencyModule } from '../../platform/idempotency/idempotency.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { BotDecisions } from './bot-decisions.service.js';
import { BotRunner } from './bot-runner.service.js';
import { DecisionPool } from './decision-pool.js';
import { BotsController } from './bots.controller.js';

@Module({
  imports: [GamesModule, IdempotencyModule, RealtimeModule],
  controllers: [BotsController],
  providers: [BotDecisions, BotRunner, DecisionPool],
  exports: [BotRunner, BotDecisions, DecisionPool],
})
export class BotRunnerModule {}
