// The statements of online play (docs/online-play.md): claiming passed deadlines, changes the
// service makes without a move (a player leaving or coming back, a forfeit), closing waiting games
// nobody filled, and linking a rematch. Timestamps come from the service's Clock as ISO strings.
import { sql } from '../../../platform/database/named-sql.js';
import { REMEMBERING } from '../../../platform/idempotency/idempotency-statements.js';
import { TELLING_EVENTS } from '../../../platform/realtime/outbox-statements.js';
import { GAME_COLUMNS, SEAT_UPDATES } from './game-statements.js';

/**
 * Claims games whose deadline passed (:now) until :until (the claim's end), at most :limit of
 * them. SKIP LOCKED lets instances sweeping at once divide the games among themselves; the claim
 * keeps others off a game until its timeout move is written (which clears it) or the claim runs
 * out.
 */
export const CLAIM_DEADLINES = sql(
  'claim_deadlines',
  `
  WITH due AS (
    SELECT id FROM games
     WHERE deadline <= :now::timestamptz AND status = 'playing'
       AND (deadline_claimed_until IS NULL OR deadline_claimed_until <= :now::timestamptz)
     ORDER BY deadline
     LIMIT :limit
       FOR UPDATE SKIP LOCKED
  )
  UPDATE games g SET deadline_claimed_until = :until::timestamptz
    FROM due WHERE g.id = due.id
  RETURNING g.id, g.version`,
).rows<{ id: string; version: number }>();

/**
 * Up to :limit running games whose person's clock (`time_control`) runs out after :since and by
 * :until, in (deadline, id) order after the cursor (:afterDeadline, :afterId; null: from the
 * start): the turns the turn clock starts over after the database was out of reach (TurnClock).
 * Only turns that began before :startedBefore (when the database was last seen out of reach: a
 * turn's start is its deadline less `moveSeconds`): a turn begun since, by a move through another
 * instance or by another instance's restart of it (every instance that saw the outage looks), is
 * left alone.
 */
export const CLOCKS_RUNNING_BETWEEN = sql(
  'clocks_running_between',
  `
  SELECT id, version, deadline FROM games
   WHERE status = 'playing' AND time_control IS NOT NULL
     AND deadline > :since::timestamptz AND deadline <= :until::timestamptz
     AND deadline - make_interval(secs => (time_control->>'moveSeconds')::int)
         < :startedBefore::timestamptz
     AND (:afterDeadline::timestamptz IS NULL
          OR (deadline, id) > (:afterDeadline::timestamptz, :afterId::uuid))
   ORDER BY deadline, id
   LIMIT :limit`,
).rows<{ id: string; version: number; deadline: Date }>();

/**
 * Claims the deadline of one game at :version until :until unless another instance holds it at
 * :now: the bot runner's claim on a bot's move it timed itself, so that the sweep
 * (CLAIM_DEADLINES) or a runner elsewhere does not decide the same move too.
 */
export const CLAIM_DEADLINE = sql(
  'claim_deadline',
  `
  UPDATE games SET deadline_claimed_until = :until::timestamptz
   WHERE id = :gameId::uuid AND version = :version AND status = 'playing'
     AND (deadline_claimed_until IS NULL OR deadline_claimed_until <= :now::timestamptz)
  RETURNING id`,
);

/**
 * A change without an engine move, written only if the game is still at :version: status,
 * winner, result and deadline; seats' flags (:seatFlags); a seat freed (:freedSeat, or null); its
 * events (:events); the request's remembered answer (REMEMBERING).
 * The presence of a seat whose player left goes with the leaving, whatever instance holds its
 * streams (those of a freed seat go with the seat: seat_presence.token_hash cascades).
 */
export const WRITE_CHANGE = sql(
  'write_change',
  `
  WITH changed AS (
    UPDATE games
       SET status = :status, winner = :winner, result = :result::jsonb,
           deadline = :deadline::timestamptz, deadline_claimed_until = NULL,
           version = version + 1,
           event_seq = event_seq + jsonb_array_length(:events::jsonb), updated_at = now()
     WHERE id = :gameId::uuid AND version = :version
    RETURNING id, version, event_seq - jsonb_array_length(:events::jsonb) AS seq0
  ), seat_flags AS (${SEAT_UPDATES}),
  freed AS (
    DELETE FROM seats
     WHERE game_id = :gameId::uuid AND seat = :freedSeat AND EXISTS (SELECT 1 FROM changed)
  ), gone AS (
    DELETE FROM seat_presence p
     USING jsonb_to_recordset(:seatFlags::jsonb) AS x(seat int, "left" boolean)
     WHERE p.game_id = :gameId::uuid AND p.seat = x.seat AND x."left"
       AND EXISTS (SELECT 1 FROM changed)
  ), events AS (
    INSERT INTO game_events (game_id, seq, version, type, payload)
    SELECT changed.id, changed.seq0 + e.ord, changed.version, e.val->>'type', e.val
      FROM changed, jsonb_array_elements(:events::jsonb) WITH ORDINALITY AS e(val, ord)
    RETURNING game_id, seq
  ), told AS (${TELLING_EVENTS}), remembered AS (${REMEMBERING})
  SELECT version FROM changed`,
);

/**
 * Closes up to :limit waiting games created at :cutoff or before (none filled them), each with
 * its event.
 */
export const CLOSE_EXPIRED = sql(
  'close_expired',
  `
  WITH due AS (
    SELECT id FROM games
     WHERE status = 'waiting' AND created_at <= (:cutoff::timestamptz AT TIME ZONE 'UTC')
     ORDER BY created_at
     LIMIT :limit
       FOR UPDATE SKIP LOCKED
  ), changed AS (
    UPDATE games g SET status = 'closed', version = g.version + 1, event_seq = g.event_seq + 1,
                       deadline = NULL, updated_at = now()
      FROM due WHERE g.id = due.id
    RETURNING g.id, g.version, g.event_seq
  ), events AS (
    INSERT INTO game_events (game_id, seq, version, type, payload)
    SELECT id, event_seq, version, 'game_closed',
           jsonb_build_object('type', 'game_closed', 'reason', 'not_filled')
      FROM changed
    RETURNING game_id, seq
  ), told AS (${TELLING_EVENTS})
  SELECT id, event_seq AS seq FROM changed`,
).rows<{ id: string; seq: number }>();

/** The finished game a rematch is made of, locked: two first calls at once make one rematch. */
export const LOCK_FOR_REMATCH = sql(
  'lock_for_rematch',
  `SELECT ${GAME_COLUMNS}, g.first_dealer FROM games g WHERE g.id = :gameId::uuid FOR UPDATE`,
);

/** Names the rematch (:rematchId) in the finished game, with its event. */
export const LINK_REMATCH = sql(
  'link_rematch',
  `
  WITH changed AS (
    UPDATE games SET rematch_id = :rematchId::uuid, version = version + 1,
                     event_seq = event_seq + 1, updated_at = now()
     WHERE id = :gameId::uuid AND rematch_id IS NULL
    RETURNING id, version, event_seq
  ), events AS (
    INSERT INTO game_events (game_id, seq, version, type, payload)
    SELECT id, event_seq, version, 'rematch_created',
           jsonb_build_object('type', 'rematch_created', 'gameId', :rematchId::text)
      FROM changed
    RETURNING game_id, seq
  ), told AS (${TELLING_EVENTS})
  SELECT id FROM changed`,
);

/** The first dealer of a game, from its game_started event. */
export const FIRST_DEALER = sql(
  'first_dealer',
  `
  SELECT (payload->>'firstDealer')::int AS first_dealer FROM game_events
   WHERE game_id = :gameId::uuid AND type = 'game_started' LIMIT 1`,
).rows<{ first_dealer: number }>();

/**
 * Whether a token (:tokenHash) holds a seat of a game now: its seat and whether its player left,
 * with the game's status (no row: no such game; a null seat: the token holds none of its seats).
 */
export const SEAT_OF_TOKEN = sql(
  'seat_of_token',
  `
  SELECT s.seat, coalesce(s.left_game, false) AS "left", g.status
    FROM games g LEFT JOIN seats s ON s.game_id = g.id AND s.token_hash = :tokenHash
   WHERE g.id = :gameId::uuid`,
).rows<{ seat: number | null; left: boolean; status: string }>();
