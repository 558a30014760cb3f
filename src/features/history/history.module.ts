import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { GameHistoryService } from './game-history.service.js';
import { HistoryController } from './history.controller.js';

/** A game's events, deals, score table and proofs. */
@Module({
  imports: [GamesModule],
  controllers: [HistoryController],
  providers: [GameHistoryService],
  exports: [GameHistoryService],
})
export class HistoryModule {}
