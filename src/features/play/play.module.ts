import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { LeaveController } from './leave.controller.js';
import { MovesController } from './moves.controller.js';
import { MovesService } from './moves.service.js';
import { OnlinePlayService } from './online-play.service.js';

/** Moves at the table, and leaving, forfeiting and closing a game under way. */
@Module({
  imports: [GamesModule],
  controllers: [MovesController, LeaveController],
  providers: [MovesService, OnlinePlayService],
  exports: [MovesService, OnlinePlayService],
})
export class PlayModule {}
