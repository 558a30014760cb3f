import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { LobbyModule } from '../lobby/lobby.module.js';
import { MessagesModule } from '../messages/messages.module.js';
import { QueueController } from './queue.controller.js';
import { QueueSeating } from './queue-seating.js';
import { QueueService } from './queue.service.js';
import { QueueStore } from './queue.store.js';
import { LadderPauseStore } from './ladder-pause.store.js';
import { LadderPauses } from './ladder-pauses.service.js';
import { ChallengesModule } from '../challenges/challenges.module.js';

/** "Play now": the queue (docs/architecture.md). */
@Module({
  imports: [GamesModule, LobbyModule, MessagesModule, ChallengesModule],
  controllers: [QueueController],
  providers: [QueueService, QueueSeating, QueueStore, LadderPauses, LadderPauseStore],
  exports: [QueueService],
})
export class QueueModule {}
