import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { GameNotificationsService } from './game-notifications.service.js';
import { StreamLimits } from './stream-limits.js';
import { StreamsController } from './streams.controller.js';

@Module({
  imports: [GamesModule],
  controllers: [StreamsController],
  providers: [GameNotificationsService, StreamLimits],
  exports: [GameNotificationsService],
})
export class StreamsModule {}
