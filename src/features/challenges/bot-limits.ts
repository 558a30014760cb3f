import { Injectable } from '@nestjs/common';
import type { PlayerRef } from '../../platform/common/player-token.js';
import { BOT_OPEN_GAMES, tooManyBotGames } from '../../core/table/player-kinds.js';
import { ChallengesStore } from './challenges.store.js';

/** A bot account's bound on unfinished games (README, "Bots from outside"), before it takes one more. */
@Injectable()
export class BotLimits {
  constructor(private readonly store: ChallengesStore) {}

  /** 429 `too_many_bot_games` for a bot holding BOT_OPEN_GAMES unfinished games; people pass. */
  async mayTakeAGame(player: Pick<PlayerRef, 'id' | 'kind'>): Promise<void> {
    if (player.kind !== 'bot') return;
    if ((await this.store.openGamesOf(player.id)) >= BOT_OPEN_GAMES) throw tooManyBotGames();
  }
}
