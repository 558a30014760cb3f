import { Module } from '@nestjs/common';
import { GamesModule } from '../../features/games/games.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { MessagesModule } from '../../features/messages/messages.module.js';
import { StreamsModule } from '../streams/streams.module.js';
import { PlayerStreamController } from './player-stream.controller.js';
import { PlayerStreams } from './player-streams.service.js';
import { PlayerStreamTickets } from './player-stream-tickets.js';
import { PlayerStreamTicketsStore } from './player-stream-tickets.store.js';

/** The player's stream, on the streams' loop and open path: its messages, tickets for browsers. */
@Module({
  imports: [GamesModule, RealtimeModule, MessagesModule, StreamsModule],
  controllers: [PlayerStreamController],
  providers: [PlayerStreamTickets, PlayerStreamTicketsStore, PlayerStreams],
})
export class PlayerStreamModule {}
