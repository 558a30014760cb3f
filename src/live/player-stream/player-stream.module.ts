import { Module } from '@nestjs/common';
import { GamesModule } from '../../features/games/games.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { StreamLimits } from '../streams/stream-limits.js';
import { MessagesModule } from '../../features/messages/messages.module.js';
import { PlayerStreamController } from './player-stream.controller.js';
import { PlayerStreamTickets } from './player-stream-tickets.js';

/** The player's stream: its messages as they are told, tickets for browsers. */
@Module({
  imports: [GamesModule, RealtimeModule, MessagesModule],
  controllers: [PlayerStreamController],
  providers: [PlayerStreamTickets, StreamLimits],
})
export class PlayerStreamModule {}
