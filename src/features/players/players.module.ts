import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { RatingsModule } from '../ratings/ratings.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { IdempotencyModule } from '../../platform/idempotency/idempotency.module.js';
import { PlayerGamesService } from './player-games.service.js';
import { PlayerGamesController } from './player-games.controller.js';
import { PlayerTokenGuard } from './player-token.guard.js';
import { PlayersController } from './players.controller.js';
import { PlayersService } from './players.service.js';
import { PlayersStore } from './players.store.js';

/**
 * Players (src/features/players): their resources, and the authentication of player tokens that other
 * features use: PlayerTokenGuard is registered globally (app.module.ts) and resolves the token
 * on the routes marked by PlayerCaller / OptionalPlayerCaller (player-auth.ts) and by the seat
 * decorators (src/features/players/seat-auth.ts), so a feature needs only the decorator.
 */
@Module({
  imports: [GamesModule, RatingsModule, RealtimeModule, IdempotencyModule],
  controllers: [PlayersController, PlayerGamesController],
  providers: [PlayersService, PlayerGamesService, PlayersStore, PlayerTokenGuard],
  exports: [PlayersService, PlayersStore, PlayerTokenGuard],
})
export class PlayersModule {}
