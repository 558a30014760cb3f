import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../platform/database/database-pool.js';
import * as SQL from './rating-statements.js';
import type { AccountKind } from '../../core/table/player-kinds.js';

export interface PoolRatingRow {
  pool: number;
  mu: number;
  sigma: number;
  games: number;
}

export interface HistoryRow {
  day: string;
  mu: number;
  sigma: number;
  games: number;
}

export interface LeaderRow {
  id: string;
  name: string;
  botLevel: string | null;
  kind: AccountKind;
  mu: number;
  sigma: number;
  games: number;
}

/** Reads of ratings (their writes go with the game's finish: rating-writes.ts). */
@Injectable()
export class RatingsStore {
  constructor(private readonly database: DatabasePool) {}

  ratingsOf(playerId: string): Promise<PoolRatingRow[]> {
    return this.database.run(SQL.RATINGS_OF.rows<PoolRatingRow>(), { playerId });
  }

  history(playerId: string, pool: number, days: number): Promise<HistoryRow[]> {
    return this.database.run(SQL.HISTORY.rows<HistoryRow>(), { playerId, pool, days });
  }

  leaderboard(
    pool: number,
    minGames: number,
    limit: number,
    kind: AccountKind,
  ): Promise<LeaderRow[]> {
    return this.database.run(SQL.LEADERBOARD.rows<LeaderRow>(), { pool, minGames, limit, kind });
  }
}
