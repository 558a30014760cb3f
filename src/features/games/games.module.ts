import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../platform/idempotency/idempotency.module.js';
import { EventLog } from '../../platform/realtime/event-log.js';
import { MissedEvents } from '../../platform/realtime/missed-events.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { GameCommits } from './game-commits.service.js';
import { GameFactory } from './game-factory.js';
import { GameQueries } from './game-queries.service.js';
import { GameCache } from './store/game-cache.js';
import { VersionProbes } from './store/version-probes.js';
import { GameStore } from './store/game-store.js';
import { OnlineStore } from './store/online-store.js';

/**
 * The games' records and their reading: the store the table's features (lobby, play, history)
 * write through, and GameQueries for every other module (docs/architecture.md "Layers").
 */
@Module({
  imports: [IdempotencyModule, RealtimeModule],
  providers: [
    GameQueries,
    GameStore,
    OnlineStore,
    GameCommits,
    GameCache,
    VersionProbes,
    GameFactory,
    MissedEvents,
    // Missed events are read from the log through the store, which only the games' features reach.
    { provide: EventLog, useExisting: GameStore },
  ],
  exports: [
    GameQueries,
    GameCommits,
    GameStore,
    OnlineStore,
    GameFactory,
    MissedEvents,
    IdempotencyModule,
    RealtimeModule,
  ],
})
export class GamesModule {}
