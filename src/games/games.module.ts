import { Module } from '@nestjs/common';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import { GameFactory } from './game-factory.js';
import { GamesController } from './games.controller.js';
import { GamesRepository } from './games.repository.js';
import { GamesService } from './games.service.js';

@Module({
  controllers: [GamesController],
  providers: [GamesService, GamesRepository, GameFactory, IdempotencyService],
  exports: [GamesService, GamesRepository],
})
export class GamesModule {}
