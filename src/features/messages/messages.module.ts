import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { PlayerMessages } from './player-messages.service.js';
import { PlayerMessagesStore } from './player-messages.store.js';

/** A player's messages (your_turn, game_finished, matched, ...): written and told from commits. */
@Module({
  imports: [GamesModule, RealtimeModule],
  providers: [PlayerMessages, PlayerMessagesStore],
  exports: [PlayerMessages],
})
export class MessagesModule {}
