import { Module } from '@nestjs/common';
import { BotRunnerModule } from '../bot-runner/bot-runner.module.js';
import { GamesModule } from '../games/games.module.js';
import { PlayModule } from '../play/play.module.js';
import { TurnClock } from './turn-clock.service.js';

/** Turn clocks and waiting games' expiry (docs/online-play.md). */
@Module({
  imports: [GamesModule, PlayModule, BotRunnerModule],
  providers: [TurnClock],
  exports: [TurnClock],
})
export class TurnClockModule {}
