import { Injectable } from '@nestjs/common';
import { PROVISIONAL_GAMES, ratingView, type RatingView } from './rating-model.js';
import { RatingsStore } from './ratings.store.js';
import { kindOf, type AccountKind } from '../../core/table/player-kinds.js';

export type PoolRating = RatingView & { pool: number };

/** At most a year of daily points. */
const HISTORY_DAYS = 366;

/** Ratings as players read them: per pool, their history, the leaderboard. */
@Injectable()
export class RatingsService {
  constructor(private readonly store: RatingsStore) {}

  async ratingsOf(playerId: string): Promise<PoolRating[]> {
    const rows = await this.store.ratingsOf(playerId);
    return rows.map((r) => ({ pool: r.pool, ...ratingView(r, r.games) }));
  }

  async history(playerId: string, pool: number) {
    const rows = await this.store.history(playerId, pool, HISTORY_DAYS);
    return {
      pool,
      points: rows.map((r) => {
        const { mu, sigma, ordinal } = ratingView(r, r.games);
        return { day: r.day, mu, sigma, ordinal, games: r.games };
      }),
    };
  }

  async leaderboard(pool: number, limit: number, kind: AccountKind = 'person') {
    const rows = await this.store.leaderboard(pool, PROVISIONAL_GAMES, limit, kind);
    return {
      pool,
      kind,
      players: rows.map((r, i) => {
        const { mu, sigma, ordinal } = ratingView(r, r.games);
        return {
          rank: i + 1,
          id: r.id,
          name: r.name,
          bot: r.botLevel,
          kind: kindOf(r.botLevel, r.kind === 'bot'),
          mu,
          sigma,
          ordinal,
          games: r.games,
        };
      }),
    };
  }
}
