import { sql } from '../database/named-sql.js';

/**
 * A replaced token's outbox row (docs/architecture.md, "One commit, told once"), written by the
 * replacement's own transaction (src/features/players): answers its id, so the replacing instance
 * deletes it once it told everyone.
 */
export const TOKEN_REPLACED_ROW = sql(
  'outbox_token_replaced',
  `INSERT INTO outbox (kind, player_id) VALUES ('player_token_replaced', :playerId::uuid)
   RETURNING id::text AS id`,
);

/**
 * A game's `game_committed` row, in the statement that appends its events: the CTE
 * `told AS (${TELLING_EVENTS})` after an `events` CTE that inserts into game_events `RETURNING
 * game_id, seq`, one row per game with the newest sequence number appended. Every statement that
 * appends events has it (`test/outbox-rows.e2e-spec.ts`). Written in the statement rather than by
 * a trigger on game_events: the trigger's transition table and function call cost PostgreSQL
 * about 35 us of a move's 190 (docs/performance-history.md, "The twenty-second session").
 */
export const TELLING_EVENTS = `
    INSERT INTO outbox (game_id, seq) SELECT game_id, max(seq) FROM events GROUP BY game_id` as const;
