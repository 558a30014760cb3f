import { Module } from '@nestjs/common';
import { GamesModule } from '../../features/games/games.module.js';
import { HistoryModule } from '../../features/history/history.module.js';
import { PlayModule } from '../../features/play/play.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { SeatPresence } from './seat-presence.service.js';
import { StreamLimits } from './stream-limits.js';
import { StreamTicketsController } from './stream-tickets.controller.js';
import { StreamTicketsService } from './stream-tickets.service.js';
import { StreamTicketsStore } from './stream-tickets.store.js';
import { StreamsController } from './streams.controller.js';

@Module({
  imports: [GamesModule, HistoryModule, PlayModule, RealtimeModule],
  controllers: [StreamsController, StreamTicketsController],
  providers: [StreamLimits, StreamTicketsService, StreamTicketsStore, SeatPresence],
})
export class StreamsModule {}
