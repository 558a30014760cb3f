import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { BotsController } from './bots.controller.js';
import { LobbyController } from './lobby.controller.js';
import { LobbyService } from './lobby.service.js';
import { RematchController } from './rematch.controller.js';
import { RematchService } from './rematch.service.js';

/** Creating games, taking and leaving seats before play, computer seats, rematches. */
@Module({
  imports: [GamesModule],
  controllers: [LobbyController, RematchController, BotsController],
  providers: [LobbyService, RematchService],
  exports: [LobbyService],
})
export class LobbyModule {}
