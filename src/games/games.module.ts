import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { GameCommits } from './game-commits.js';
import { GameFactory } from './game-factory.js';
import { GameHistoryService } from './game-history.service.js';
import { GameQueries } from './game-queries.service.js';
import { GamesController } from './games.controller.js';
import { HistoryController } from './history.controller.js';
import { LobbyService } from './lobby.service.js';
import { MovesController } from './moves.controller.js';
import { MovesService } from './moves.service.js';
import { SharedLogReads } from './shared-log-reads.js';
import { GameCache } from './store/game-cache.js';
import { RecentEvents } from './store/recent-events.js';
import { VersionProbes } from './store/version-probes.js';
import { CommitNotices } from './store/commit-notices.js';
import { GameStore } from './store/game-store.js';
import { OnlineStore } from './store/online-store.js';
import { OnlineController } from './online.controller.js';
import { OnlinePlayService } from './online-play.service.js';
import { RematchService } from './rematch.service.js';

/** Games: other modules use its services, never its store. */
@Module({
  imports: [IdempotencyModule],
  controllers: [GamesController, MovesController, HistoryController, OnlineController],
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
    RecentEvents,
    VersionProbes,
    CommitNotices,
    GameFactory,
    GameCommits,
    SharedLogReads,
  ],
  exports: [
    LobbyService,
    MovesService,
    GameQueries,
    GameHistoryService,
    GameCommits,
    OnlinePlayService,
    IdempotencyModule,
  ],
})
export class GamesModule {}
