import { Module } from '@nestjs/common';
import { IdempotencySweeper } from '../idempotency/idempotency-sweeper.js';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import { GameCache } from './game-cache.js';
import { GameCommits } from './game-commits.js';
import { GameFactory } from './game-factory.js';
import { GameHistoryService } from './game-history.service.js';
import { GameSnapshots } from './game-snapshot.js';
import { GamesController } from './games.controller.js';
import { GamesRepository } from './games.repository.js';
import { GamesService } from './games.service.js';
import { SharedLogReads } from './shared-log-reads.js';

@Module({
  controllers: [GamesController],
  providers: [
    GamesService,
    GameHistoryService,
    GamesRepository,
    GameSnapshots,
    GameCache,
    GameFactory,
    IdempotencyService,
    IdempotencySweeper,
    GameCommits,
    SharedLogReads,
  ],
  exports: [
    GameHistoryService,
    GamesService,
    GamesRepository,
    GameSnapshots,
    GameCommits,
    IdempotencyService,
  ],
})
export class GamesModule {}
