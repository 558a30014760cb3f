// The statements of the bot ladder's pause (ladder-pause.store.ts; the policy is
// src/core/table/ladder-pause.ts).
import { sql } from '../../platform/database/named-sql.js';

/** The bot's stored pause, its row locked until the transaction ends (one decision at a time). */
export const LOCK_PAUSE = sql(
  'ladder_lock_pause',
  `SELECT paused_reason AS reason, paused_at AS at FROM players WHERE id = :playerId::uuid FOR UPDATE`,
);

/**
 * Turns the bot let time out in its last :games games made after :since (the end of its last
 * pause): each `turn_timed_out` event of one of its seats counts.
 */
export const TIMEOUTS = sql(
  'ladder_timeouts',
  `WITH recent AS (
     SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id
      WHERE s.player_id = :playerId::uuid AND g.created_at > (:since::timestamptz AT TIME ZONE 'UTC')
      ORDER BY g.created_at DESC LIMIT :games)
   SELECT count(*)::int AS n FROM recent r JOIN game_events e ON e.game_id = r.game_id
    WHERE e.type = 'turn_timed_out' AND (e.payload->>'seat')::int = r.seat`,
);

export const PAUSE = sql(
  'ladder_pause',
  `UPDATE players SET paused_reason = :reason, paused_at = :at::timestamptz WHERE id = :playerId::uuid`,
);

/** A paused bot waits no more: its waiting entry goes (a matched one is its table's already). */
export const WITHDRAW_WAITING = sql(
  'ladder_withdraw_waiting',
  `DELETE FROM queue_entries WHERE player_id = :playerId::uuid AND status = 'waiting'`,
);
