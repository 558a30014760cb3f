import { Injectable } from '@nestjs/common';
import { decodeCursor, encodeCursor } from '../../platform/common/listing-cursor.js';
import type { GameStatus } from '../../core/table/game-status.js';
import { UUID } from '../../core/table/game-problems.js';
import { playerNotFound } from './player-problems.js';
import { playerGameOf, type PlayerGame } from './player-games.js';
import { PlayersStore } from './players.store.js';

export interface PlayerGamePage {
  games: PlayerGame[];
  nextCursor: string | null;
}

/** A player's games, newest first: its own list, and the public list others read. */
@Injectable()
export class PlayerGamesService {
  constructor(private readonly store: PlayersStore) {}

  /**
   * A page of the games `playerId` holds a seat of. `viewer`: the player asking (null: anyone),
   * who sees a private game only when it holds a seat of it too.
   */
  async page(
    playerId: string,
    viewer: string | null,
    query: { status?: GameStatus; limit?: number; cursor?: string },
  ): Promise<PlayerGamePage> {
    if (!UUID.test(playerId) || !(await this.store.byId(playerId))) {
      throw playerNotFound(playerId);
    }
    const limit = query.limit ?? 20;
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = await this.store.games(playerId, query.status ?? null, viewer, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      games: page.map(playerGameOf),
      nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
    };
  }
}
