import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { LeaveController } from './leave.controller.js';
import { MovesController } from './moves.controller.js';
import { MovesService } from './moves.service.js';
import { AbsencesService } from './absences.service.js';

/** Moves at the table, and leaving, forfeiting and closing a game under way. */
@Module({
  imports: [GamesModule],
  controllers: [MovesController, LeaveController],
  providers: [MovesService, AbsencesService],
  exports: [MovesService, AbsencesService],
})
export class PlayModule {}
