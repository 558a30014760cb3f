import { Module } from '@nestjs/common';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { PlayerMessages } from './player-messages.service.js';
import { PlayerMessagesStore } from './player-messages.store.js';

/** A player's messages (your_turn, game_finished, matched, ...): written in the transactions of what they tell. */
@Module({
  imports: [RealtimeModule],
  providers: [PlayerMessages, PlayerMessagesStore],
  exports: [PlayerMessages],
})
export class MessagesModule {}
