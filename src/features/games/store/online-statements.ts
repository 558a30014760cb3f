// The statements of online play (docs/online-play.md): claiming passed deadlines, changes the
// service makes without a move (a player leaving or coming back, a forfeit), closing waiting games
// nobody filled, and linking a rematch. Timestamps come from the service's Clock as ISO strings.
import { remembering } from '../../../platform/idempotency/idempotency-statements.js';
import { GAME_COLUMNS, seatUpdates } from './game-statements.js';

/**
 * Claims games whose deadline passed ($1: now) for `$2` (the claim's end), at most $3 of them.
 * SKIP LOCKED lets instances sweeping at once divide the games among themselves; the claim keeps
 * others off a game until its timeout move is written (which clears it) or the claim runs out.
 */
export const CLAIM_DEADLINES = `
  WITH due AS (
    SELECT id FROM games
     WHERE deadline <= $1::timestamptz AND status = 'playing'
       AND (deadline_claimed_until IS NULL OR deadline_claimed_until <= $1::timestamptz)
     ORDER BY deadline
     LIMIT $3
       FOR UPDATE SKIP LOCKED
  )
  UPDATE games g SET deadline_claimed_until = $2::timestamptz
    FROM due WHERE g.id = due.id
  RETURNING g.id, g.version`;

/**
 * Claims the deadline of one game at version $2 ($3: the claim's end, $4: now) unless another
 * instance holds it: the bot runner's claim on a bot's move it timed itself, so that the sweep
 * (CLAIM_DEADLINES) or a runner elsewhere does not decide the same move too.
 */
export const CLAIM_DEADLINE = `
  UPDATE games SET deadline_claimed_until = $3::timestamptz
   WHERE id = $1::uuid AND version = $2 AND status = 'playing'
     AND (deadline_claimed_until IS NULL OR deadline_claimed_until <= $4::timestamptz)
  RETURNING id`;

/**
 * A change without an engine move, written only if the game is still at version $2: status,
 * winner, result and deadline; seats' flags ($8); a seat freed ($9, or null); its events ($7); the request's remembered answer ($10-$14).
 * The presence of a seat whose player left goes with the leaving, whatever instance holds its
 * streams (those of a freed seat go with the seat: seat_presence.token_hash cascades).
 */
export const WRITE_CHANGE = `
  WITH changed AS (
    UPDATE games
       SET status = $3, winner = $4, result = $5::jsonb, deadline = $6::timestamptz,
           deadline_claimed_until = NULL, version = version + 1,
           event_seq = event_seq + jsonb_array_length($7::jsonb), updated_at = now()
     WHERE id = $1::uuid AND version = $2
    RETURNING id, version, event_seq - jsonb_array_length($7::jsonb) AS seq0
  ), seat_flags AS (${seatUpdates('$1', '$8')}),
  freed AS (
    DELETE FROM seats WHERE game_id = $1::uuid AND seat = $9 AND EXISTS (SELECT 1 FROM changed)
  ), gone AS (
    DELETE FROM seat_presence p USING jsonb_to_recordset($8::jsonb) AS x(seat int, "left" boolean)
     WHERE p.game_id = $1::uuid AND p.seat = x.seat AND x."left" AND EXISTS (SELECT 1 FROM changed)
  ), events AS (
    INSERT INTO game_events (game_id, seq, version, type, payload)
    SELECT changed.id, changed.seq0 + e.ord, changed.version, e.val->>'type', e.val
      FROM changed, jsonb_array_elements($7::jsonb) WITH ORDINALITY AS e(val, ord)
  ), remembered AS (${remembering(10)})
  SELECT version FROM changed`;

/** Closes up to $2 waiting games created at $1 or before (none filled them), each with its event. */
export const CLOSE_EXPIRED = `
  WITH due AS (
    SELECT id FROM games
     WHERE status = 'waiting' AND created_at <= ($1::timestamptz AT TIME ZONE 'UTC')
     ORDER BY created_at
     LIMIT $2
       FOR UPDATE SKIP LOCKED
  ), changed AS (
    UPDATE games g SET status = 'closed', version = g.version + 1, event_seq = g.event_seq + 1,
                       deadline = NULL, updated_at = now()
      FROM due WHERE g.id = due.id
    RETURNING g.id, g.version, g.event_seq
  ), events AS (
    INSERT INTO game_events (game_id, seq, version, type, payload)
    SELECT id, event_seq, version, 'game_closed', '{"type":"game_closed","reason":"not_filled"}'::jsonb
      FROM changed
  )
  SELECT id, event_seq AS seq FROM changed`;

/** The finished game a rematch is made of, locked: two first calls at once make one rematch. */
export const LOCK_FOR_REMATCH = `
  SELECT ${GAME_COLUMNS}, g.first_dealer FROM games g WHERE g.id = $1::uuid FOR UPDATE`;

/** Names the rematch in the finished game, with its event. */
export const LINK_REMATCH = `
  WITH changed AS (
    UPDATE games SET rematch_id = $2::uuid, version = version + 1, event_seq = event_seq + 1,
                     updated_at = now()
     WHERE id = $1::uuid AND rematch_id IS NULL
    RETURNING id, version, event_seq
  ), events AS (
    INSERT INTO game_events (game_id, seq, version, type, payload)
    SELECT id, event_seq, version, 'rematch_created',
           jsonb_build_object('type', 'rematch_created', 'gameId', $2::text)
      FROM changed
  )
  SELECT id FROM changed`;

/** The first dealer of a game, from its game_started event. */
export const FIRST_DEALER = `
  SELECT (payload->>'firstDealer')::int AS first_dealer FROM game_events
   WHERE game_id = $1::uuid AND type = 'game_started' LIMIT 1`;

/**
 * Whether a token holds a seat of a game now: its seat and whether its player left, with the
 * game's status (no row: no such game; a null seat: the token holds none of its seats).
 */
export const SEAT_OF_TOKEN = `
  SELECT s.seat, coalesce(s.left_game, false) AS "left", g.status
    FROM games g LEFT JOIN seats s ON s.game_id = g.id AND s.token_hash = $2
   WHERE g.id = $1::uuid`;
