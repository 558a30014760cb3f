import { Module } from '@nestjs/common';
import { GamesModule } from '../../features/games/games.module.js';
import { HistoryModule } from '../../features/history/history.module.js';
import { PlayModule } from '../../features/play/play.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { GameStreams } from './game-streams.service.js';
import { SeatPresence } from './seat-presence.service.js';
import { SeatPresenceStore } from './seat-presence.store.js';
import { StreamLimits } from './stream-limits.js';
import { StreamPlaces } from './stream-places.js';
import { StreamPlacesStore } from './stream-places.store.js';
import { StreamOpening } from './stream-opening.js';
import { StreamTicketsController } from './stream-tickets.controller.js';
import { StreamTicketsService } from './stream-tickets.service.js';
import { StreamTicketsStore } from './stream-tickets.store.js';
import { StreamsController } from './streams.controller.js';

/**
 * The event streams: the one loop (EventStream) and open path (StreamOpening) with the places
 * they count (StreamLimits), which the player's stream uses too; a game's streams, their tickets
 * and the seats' presence.
 */
@Module({
  imports: [GamesModule, HistoryModule, PlayModule, RealtimeModule],
  controllers: [StreamsController, StreamTicketsController],
  providers: [
    StreamLimits,
    StreamPlaces,
    StreamPlacesStore,
    StreamOpening,
    GameStreams,
    StreamTicketsService,
    StreamTicketsStore,
    SeatPresence,
    SeatPresenceStore,
  ],
  exports: [StreamOpening, StreamLimits],
})
export class StreamsModule {}
