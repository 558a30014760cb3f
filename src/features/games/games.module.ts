import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../platform/idempotency/idempotency.module.js';
import { EventLog } from '../../platform/realtime/event-log.js';
import { MissedEvents } from '../../platform/realtime/missed-events.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { GameFactory } from './game-factory.js';
import { GameHistoryService } from '../history/game-history.service.js';
import { GameQueries } from './game-queries.service.js';
import { LobbyController } from '../lobby/lobby.controller.js';
import { HistoryController } from '../history/history.controller.js';
import { LobbyService } from '../lobby/lobby.service.js';
import { MovesController } from '../play/moves.controller.js';
import { MovesService } from '../play/moves.service.js';
import { GameCache } from './store/game-cache.js';
import { VersionProbes } from './store/version-probes.js';
import { GameStore } from './store/game-store.js';
import { AnalysisStore } from '../analysis/analysis.store.js';
import { DealPlays } from '../analysis/deal-plays.service.js';
import { OnlineStore } from './store/online-store.js';
import { LeaveController } from '../play/leave.controller.js';
import { RematchController } from '../lobby/rematch.controller.js';
import { OnlinePlayService } from '../play/online-play.service.js';
import { RematchService } from '../lobby/rematch.service.js';

/** Games: other modules use its services, never its store. */
@Module({
  imports: [IdempotencyModule, RealtimeModule],
  controllers: [
    LobbyController,
    MovesController,
    HistoryController,
    LeaveController,
    RematchController,
  ],
  providers: [
    LobbyService,
    MovesService,
    GameQueries,
    GameHistoryService,
    GameStore,
    OnlineStore,
    OnlinePlayService,
    RematchService,
    GameCache,
    VersionProbes,
    GameFactory,
    MissedEvents,
    AnalysisStore,
    DealPlays,
    // Missed events are read from the log through the store, which only this module reaches.
    { provide: EventLog, useExisting: GameStore },
  ],
  exports: [
    LobbyService,
    MovesService,
    GameQueries,
    GameHistoryService,
    DealPlays,
    OnlinePlayService,
    IdempotencyModule,
  ],
})
export class GamesModule {}
