import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { StreamLimits } from '../streams/stream-limits.js';
import { PlayerMessages } from './player-messages.service.js';
import { PlayerStreamController } from './player-stream.controller.js';
import { PlayerStreamTickets } from './player-stream-tickets.js';

/** The player's stream: its messages, their wake-ups across instances, tickets for browsers. */
@Module({
  imports: [GamesModule, RealtimeModule],
  controllers: [PlayerStreamController],
  providers: [PlayerMessages, PlayerStreamTickets, StreamLimits],
  exports: [PlayerMessages],
})
export class PlayerStreamModule {}
