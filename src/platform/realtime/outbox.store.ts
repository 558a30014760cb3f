import { Injectable } from '@nestjs/common';
import type { SeatRecord } from '../../core/table/game-record.js';
import { DatabasePool } from '../database/database-pool.js';
import { sql } from '../database/named-sql.js';

/** Deletes the rows of commits told: each game's rows up to the sequence number announced. */
const DELIVERED = sql(
  'outbox_delivered',
  `
  DELETE FROM outbox o USING unnest(:gameIds::uuid[], :seqs::int[]) AS d(game_id, seq)
   WHERE o.game_id = d.game_id AND o.seq <= d.seq`,
);

/**
 * Takes over the rows nobody told within OUTBOX_GRACE_MS (SKIP LOCKED: instances sweeping at once
 * share them out), each game's newest sequence number once.
 */
const TAKE_UNTOLD = sql(
  'outbox_take_untold',
  `
  WITH taken AS (
    DELETE FROM outbox WHERE id IN (
      SELECT id FROM outbox WHERE created_at < now() - make_interval(secs => (:graceMs)::float8 / 1000)
       ORDER BY id LIMIT :batch FOR UPDATE SKIP LOCKED)
    RETURNING game_id, seq)
  SELECT game_id AS "gameId", max(seq)::int AS seq FROM taken GROUP BY game_id`,
);

/** The seats of the games taken over, for the announcement's listeners. */
const SEATS_OF = sql(
  'outbox_seats_of',
  `
  SELECT game_id AS "gameId", seat, name, bot_level AS "botLevel", away, left_game AS "left",
         timeouts, player_id AS "playerId"
    FROM seats WHERE game_id = ANY(:gameIds::uuid[]) ORDER BY game_id, seat`,
);

/** The statements on the outbox (OutboxRelay says what its rows mean). */
@Injectable()
export class OutboxStore {
  constructor(private readonly database: DatabasePool) {}

  async delivered(gameIds: string[], seqs: number[]): Promise<void> {
    await this.database.run(DELIVERED, { gameIds, seqs });
  }

  takeUntold(graceMs: number, batch: number): Promise<{ gameId: string; seq: number }[]> {
    return this.database.run(TAKE_UNTOLD.rows<{ gameId: string; seq: number }>(), {
      graceMs,
      batch,
    });
  }

  seatsOf(gameIds: string[]): Promise<(SeatRecord & { gameId: string })[]> {
    return this.database.run(SEATS_OF.rows<SeatRecord & { gameId: string }>(), { gameIds });
  }
}
