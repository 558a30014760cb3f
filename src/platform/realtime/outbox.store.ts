import { Injectable } from '@nestjs/common';
import type { SeatRecord } from '../../core/table/game-record.js';
import { DatabasePool } from '../database/database-pool.js';
import { sql } from '../database/named-sql.js';

/** Rows told, by what they tell (outbox-deliveries.ts). */
export interface DeliveredRows {
  /** Each game's rows up to the sequence number announced. */
  games: Map<string, number>;
  /** Each player's rows up to the sequence number announced. */
  players: Map<string, number>;
  /** Rows named by id (a replaced token's). */
  ids: string[];
}

/** One row or more taken over: what it tells, about whom, up to which sequence number. */
export type UntoldRow =
  | { kind: 'game_committed'; gameId: string; playerId: null; seq: number; id: null }
  | { kind: 'player_message'; gameId: null; playerId: string; seq: number; id: null }
  | { kind: 'player_token_replaced'; gameId: null; playerId: string; seq: null; id: string };

/**
 * Deletes the rows told: each game's and player's up to the sequence number announced, and by id.
 * The lists are read through sub-selects so that one prepared plan serves every call (see
 * GAME_VERSIONS in src/features/games/store/game-statements.ts): planned anew each time, this
 * statement cost PostgreSQL 120 us more a call.
 */
export const DELIVERED = sql(
  'outbox_delivered',
  `
  WITH games AS (
    DELETE FROM outbox o USING unnest((SELECT :gameIds::uuid[]), (SELECT :gameSeqs::int[])) AS d(game_id, seq)
     WHERE o.kind = 'game_committed' AND o.game_id = d.game_id AND o.seq <= d.seq
    RETURNING 1
  ), players AS (
    DELETE FROM outbox o USING unnest((SELECT :playerIds::uuid[]), (SELECT :playerSeqs::int[])) AS d(player_id, seq)
     WHERE o.kind = 'player_message' AND o.player_id = d.player_id AND o.seq <= d.seq
    RETURNING 1
  ), named AS (
    DELETE FROM outbox WHERE id IN (SELECT unnest((SELECT :ids::bigint[]))) RETURNING 1
  )
  SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM players) + (SELECT count(*) FROM named)
    AS n`,
);

/**
 * Takes over the rows nobody told within OUTBOX_GRACE_MS (SKIP LOCKED: instances sweeping at once
 * share them out): each game's and player's newest sequence number once, each replaced token's row.
 */
const TAKE_UNTOLD = sql(
  'outbox_take_untold',
  `
  WITH taken AS (
    DELETE FROM outbox WHERE id IN (
      SELECT id FROM outbox WHERE created_at < now() - make_interval(secs => (:graceMs)::float8 / 1000)
       ORDER BY id LIMIT :batch FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, game_id, player_id, seq)
  SELECT kind, game_id AS "gameId", player_id AS "playerId", max(seq)::int AS seq,
         CASE WHEN kind = 'player_token_replaced' THEN id::text END AS id
    FROM taken
   GROUP BY kind, game_id, player_id, CASE WHEN kind = 'player_token_replaced' THEN id::text END`,
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

  async delivered(rows: DeliveredRows): Promise<void> {
    await this.database.run(DELIVERED, {
      gameIds: [...rows.games.keys()],
      gameSeqs: [...rows.games.values()],
      playerIds: [...rows.players.keys()],
      playerSeqs: [...rows.players.values()],
      ids: rows.ids,
    });
  }

  takeUntold(graceMs: number, batch: number): Promise<UntoldRow[]> {
    return this.database.run(TAKE_UNTOLD.rows<UntoldRow>(), { graceMs, batch });
  }

  seatsOf(gameIds: string[]): Promise<(SeatRecord & { gameId: string })[]> {
    return this.database.run(SEATS_OF.rows<SeatRecord & { gameId: string }>(), { gameIds });
  }
}
