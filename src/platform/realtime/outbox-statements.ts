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
