import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { GameNotificationsService } from '../realtime/notice-listener.js';
import { SeatPresence } from './seat-presence.service.js';
import { StreamLimits } from './stream-limits.js';
import { StreamTicketsController } from './stream-tickets.controller.js';
import { StreamTicketsService } from './stream-tickets.service.js';
import { StreamTicketsStore } from './stream-tickets.store.js';
import { StreamsController } from './streams.controller.js';

@Module({
  imports: [GamesModule],
  controllers: [StreamsController, StreamTicketsController],
  providers: [
    GameNotificationsService,
    StreamLimits,
    StreamTicketsService,
    StreamTicketsStore,
    SeatPresence,
  ],
  exports: [GameNotificationsService],
})
export class StreamsModule {}
