// Every statement on player_messages, player_message_counters and player_stream_tickets, with
// named parameters (src/platform/database/named-sql.ts).
import { sql } from '../../platform/database/named-sql.js';

/**
 * Appends messages (:messages, a JSON array of {playerId, type, gameId, dedupe, payload}) to their
 * players' streams. A message already written (same player and dedupe key: two instances, or a
 * retried seating, deriving the same one) is skipped. Each player's counter row is bumped, which
 * locks it to the commit: two transactions writing to one player's stream take their sequence
 * numbers one after the other and commit in that order, so a reader that has seen number n never
 * sees a smaller one appear later (a gap, left by a skipped duplicate, is harmless).
 * Rows are taken in player order, so transactions writing to several players never deadlock.
 */
export const APPEND = sql(
  'append_player_messages',
  `
  WITH input AS (
    SELECT x.*, ord FROM jsonb_array_elements(:messages::jsonb) WITH ORDINALITY AS e(val, ord),
         jsonb_to_record(e.val) AS x("playerId" uuid, type text, "gameId" uuid, dedupe text,
                                     payload jsonb)
  ), fresh AS (
    SELECT i.* FROM input i
     WHERE NOT EXISTS (SELECT 1 FROM player_messages m
                        WHERE m.player_id = i."playerId" AND m.dedupe = i.dedupe)
  ), counts AS (
    SELECT "playerId" AS player_id, count(*)::int AS n FROM fresh GROUP BY "playerId"
  ), bumped AS (
    INSERT INTO player_message_counters (player_id, last_seq)
    SELECT player_id, n FROM counts ORDER BY player_id
    ON CONFLICT (player_id) DO UPDATE
      SET last_seq = player_message_counters.last_seq + excluded.last_seq
    RETURNING player_id, last_seq
  ), numbered AS (
    SELECT f.*, b.last_seq - (count(*) OVER (PARTITION BY f."playerId")) +
           row_number() OVER (PARTITION BY f."playerId" ORDER BY f.ord) AS seq
      FROM fresh f JOIN bumped b ON b.player_id = f."playerId"
  )
  INSERT INTO player_messages (player_id, seq, type, game_id, dedupe, payload, created_at)
  SELECT "playerId", seq, type, "gameId", dedupe,
         payload || jsonb_build_object('seq', seq), :createdAt::timestamptz
    FROM numbered
  ON CONFLICT (player_id, dedupe) DO NOTHING
  RETURNING player_id, seq`,
);

/**
 * A player's messages after :afterSeq, at most :limit, in order. A `game_finished` stored before
 * its rating change carried a place and a weight (src/features/messages/stream-rating-change.ts)
 * comes with those of its game_ratings row (the player's first seat, as My games lists a game);
 * any other message looks nothing up.
 */
export const AFTER = sql(
  'player_messages_after',
  `
  SELECT m.seq, m.payload, r.place, r.weight FROM player_messages m
    LEFT JOIN LATERAL (
      SELECT g.place, g.weight FROM game_ratings g
       WHERE m.type = 'game_finished' AND jsonb_typeof(m.payload -> 'ratingChange') = 'object'
         AND NOT (m.payload -> 'ratingChange') ? 'place'
         AND g.game_id = m.game_id AND g.player_id = m.player_id
       ORDER BY g.seat LIMIT 1) r ON true
   WHERE m.player_id = :playerId::uuid AND m.seq > :afterSeq ORDER BY m.seq LIMIT :limit`,
);

/** The newest sequence number of a player's stream (0: none yet). */
export const LAST_SEQ = sql(
  'player_last_seq',
  `
  SELECT coalesce((SELECT last_seq FROM player_message_counters WHERE player_id = :playerId::uuid), 0)
    AS last_seq`,
);

/** Messages older than :before are dropped (PLAYER_MESSAGES_KEPT in player-messages.ts). */
export const PURGE = sql(
  'player_messages_purge',
  `DELETE FROM player_messages WHERE created_at < :before::timestamptz`,
);

/**
 * A ticket for the player holding the token of hash :tokenHash now: none is written when the token was
 * replaced meanwhile (the guard read it before the replacement committed).
 */
export const ISSUE_TICKET = sql(
  'issue_player_ticket',
  `
  INSERT INTO player_stream_tickets (ticket_hash, player_id, expires_at, token_hash)
  SELECT :ticketHash, p.id, now() + :ttlMs::int * interval '1 millisecond', p.token_hash
    FROM players p WHERE p.id = :playerId::uuid AND p.token_hash = :tokenHash
  RETURNING expires_at`,
);

/**
 * Checks and spends a ticket in one statement: two streams racing for it cannot both win. Only
 * while its player still holds the token it was issued with (issue 42: a ticket asked for while
 * the token was being replaced outlived the replacement).
 */
export const CONSUME_TICKET = sql(
  'consume_player_ticket',
  `
  DELETE FROM player_stream_tickets t USING players p
   WHERE t.ticket_hash = :ticketHash AND t.expires_at > now() AND p.id = t.player_id
     AND p.token_hash = t.token_hash
  RETURNING p.id, p.name, p.created_at AS "createdAt", p.token_hash AS "tokenHash"`,
);

/** Whether the player still holds the token of hash :tokenHash (an open stream's check after it opened). */
export const HOLDS_TOKEN = sql(
  'player_holds_token',
  `SELECT 1 FROM players WHERE id = :playerId::uuid AND token_hash = :tokenHash`,
);

export const SWEEP_TICKETS = sql(
  'player_tickets_sweep',
  `DELETE FROM player_stream_tickets WHERE expires_at <= now()`,
);

/** What a finished rated game did to its players' ratings (game_ratings, src/features/ratings). */
export const RATINGS = sql(
  'rating_changes_of_game',
  `
  SELECT player_id, pool, place, mu_before AS "muBefore", sigma_before AS "sigmaBefore",
         mu_after AS "muAfter", sigma_after AS "sigmaAfter", weight
    FROM game_ratings WHERE game_id = :gameId::uuid`,
);
