import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { LobbyModule } from '../lobby/lobby.module.js';
import { MessagesModule } from '../messages/messages.module.js';
import { BotLimits } from './bot-limits.js';
import { ChallengesController } from './challenges.controller.js';
import { ChallengesService } from './challenges.service.js';
import { ChallengesStore } from './challenges.store.js';

/** Challenges between players, and the bounds of bot accounts (README, "Bots from outside"). */
@Module({
  imports: [GamesModule, LobbyModule, MessagesModule],
  controllers: [ChallengesController],
  providers: [ChallengesService, ChallengesStore, BotLimits],
  exports: [BotLimits],
})
export class ChallengesModule {}
