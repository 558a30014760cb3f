import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../database/database-pool.js';
import type { Commit } from '../realtime/game-announcements.js';
import type { BoundSeat, RatingChange } from './player-message.js';
import * as SQL from './player-message-statements.js';

/** Games whose bindings this instance remembers (the oldest are forgotten first). */
const REMEMBERED = 10_000;

/** The events by which a seat's player may change: joining and leaving. */
const SEATING = new Set(['player_joined', 'player_left']);
/** The only events of a game that waits for its players; any other says it is under way. */
const WAITING = new Set([...SEATING, 'game_closed']);

/**
 * Which players hold a game's seats (seats.player_id), read once a game has all its seats: from
 * then on a seat changes hands only by an event this class is shown (a `player_left` freeing a
 * waiting game's seat does not happen in a running one). While a game waits, other instances may
 * seat players in it unseen here, so its bindings are read on every change until it starts.
 */
@Injectable()
export class BoundPlayers {
  private readonly known = new Map<string, BoundSeat[]>();

  constructor(private readonly database: DatabasePool) {}

  async of(gameId: string, commit: Commit): Promise<BoundSeat[]> {
    const events = commit.written?.events ?? null;
    const changed = events === null || events.some((e) => SEATING.has(e.type));
    const cached = this.known.get(gameId);
    if (cached && !changed) return cached;
    const rows = await this.database.prepared<{ seat: number; player_id: string }>(
      'players_of_game',
      SQL.PLAYERS_OF_GAME,
      [gameId],
    );
    const bound = rows.map((r) => ({ seat: r.seat, playerId: r.player_id }));
    this.known.delete(gameId);
    // Under way (all seats taken): its bindings are settled.
    if (events?.some((e) => !WAITING.has(e.type))) {
      this.known.set(gameId, bound);
      if (this.known.size > REMEMBERED) this.known.delete(this.known.keys().next().value!);
    }
    return bound;
  }

  /** What the game's finish did to its players' ratings, by player (empty when unrated). */
  async ratingChanges(gameId: string): Promise<Map<string, RatingChange>> {
    const rows = await this.database.prepared<RatingRow>('rating_changes_of_game', SQL.RATINGS, [
      gameId,
    ]);
    return new Map(rows.map((r) => [r.player_id, changeOf(r)]));
  }
}

interface RatingRow {
  player_id: string;
  pool: number;
  mu_before: number;
  sigma_before: number;
  mu_after: number;
  sigma_after: number;
}

/** The ordinal is mu - 3 sigma, as the ratings show it (src/ratings). */
function changeOf(r: RatingRow): RatingChange {
  return {
    pool: r.pool,
    muBefore: r.mu_before,
    sigmaBefore: r.sigma_before,
    muAfter: r.mu_after,
    sigmaAfter: r.sigma_after,
    ordinalBefore: r.mu_before - 3 * r.sigma_before,
    ordinalAfter: r.mu_after - 3 * r.sigma_after,
  };
}
