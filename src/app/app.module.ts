import { DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.tokens.js';
import { KnownSeats } from '../platform/http/known-seats.js';
import { AddressHash } from '../platform/http/address-hash.js';
import { AddressHashStore } from '../platform/http/address-hash.store.js';
import { ClientCountsStore } from '../platform/limits/client-counts.store.js';
import { SharedCounts } from '../platform/limits/shared-counts.js';
import { BotRunnerModule } from '../features/bot-runner/bot-runner.module.js';
import { AnalysisModule } from '../features/analysis/analysis.module.js';
import { GamesModule } from '../features/games/games.module.js';
import { HistoryModule } from '../features/history/history.module.js';
import { LobbyModule } from '../features/lobby/lobby.module.js';
import { PlayModule } from '../features/play/play.module.js';
import { HealthModule } from '../platform/health/health.module.js';
import { ProblemsModule } from '../platform/problems/problems.module.js';
import { ShutdownState } from '../platform/lifecycle/shutdown-state.js';
import { PINO_LOGGER } from '../platform/logging/logger.js';
import { GLOBAL_ENHANCER_PROVIDERS } from './global-enhancers.js';
import { DatabaseModule } from '../platform/database/database.module.js';
import { StreamsModule } from '../live/streams/streams.module.js';
import { TurnClockModule } from '../features/turn-clock/turn-clock.module.js';
import { Clock } from '../platform/clock/clock.js';
import { Sweeps } from '../platform/sweeps/sweeps.js';
import { Admission } from '../platform/http/admission-places.js';
import { PlayerStreamModule } from '../live/player-stream/player-stream.module.js';
import { QueueModule } from '../features/queue/queue.module.js';
import { ChallengesModule } from '../features/challenges/challenges.module.js';
import { PlayersModule } from '../features/players/players.module.js';
import { RatingsModule } from '../features/ratings/ratings.module.js';

/**
 * The whole application. The global pipeline is registered as providers so that e2e tests,
 * which build this same module, run exactly what production runs.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule,
        HealthModule,
        ProblemsModule,
        GamesModule,
        LobbyModule,
        PlayModule,
        HistoryModule,
        StreamsModule,
        BotRunnerModule,
        TurnClockModule,
        AnalysisModule,
        PlayersModule,
        PlayerStreamModule,
        QueueModule,
        RatingsModule,
        ChallengesModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: PINO_LOGGER, useValue: logger },
        ...GLOBAL_ENHANCER_PROVIDERS,
        ShutdownState,
        KnownSeats,
        AddressHash,
        AddressHashStore,
        ClientCountsStore,
        SharedCounts,
        Admission,
        Clock,
        Sweeps,
      ],
      exports: [
        APP_CONFIG,
        PINO_LOGGER,
        ShutdownState,
        KnownSeats,
        AddressHash,
        Admission,
        Clock,
        Sweeps,
      ],
    };
  }
}
