// Every statement on games, seats, actions and events. Each runs as a named prepared statement
// (see DatabasePool.prepared): planned once per connection, not on every call.
import { remembering } from '../../../platform/idempotency/idempotency-statements.js';

// Timestamps are stored without a time zone, in UTC (as Prisma writes them); each statement says so,
// so the driver's local-time parsing cannot shift them.
const CREATED_AT = `(g.created_at AT TIME ZONE 'UTC') AS created_at`;
export const GAME_COLUMNS = `g.id, g.name, g.status, g.players, g.rules, g.version, g.event_seq,
  g.state, g.winner, g.server_commitment, ${CREATED_AT}, g.time_control, g.visibility, g.deadline,
  g.result, g.rematch_id, g.last_timeout, g.bot_pace_ms, g.rated`;

/**
 * A seat's `connected`: a stream renewed after $cutoff and opened with the token that holds the
 * seat now, while the game is not closed and its player has not left it. A stream whose token died
 * never counts, even before it has closed (on another instance, say): neither a left player's
 * nor a previous occupant's of the seat's number. `s` is the seat's row, `g` its game's.
 */
function presentIn(cutoff: string): string {
  return `(NOT s.left_game AND g.status <> 'closed' AND EXISTS (
      SELECT 1 FROM seat_presence p
       WHERE p.game_id = s.game_id AND p.seat = s.seat AND p.token_hash = s.token_hash
         AND p.seen_at > ${cutoff}::timestamptz))`;
}

/** Whether seat `s` is a bot account's (issue 49): by its player's primary key. */
export const BOT_ACCOUNT = `EXISTS (SELECT 1 FROM players bp WHERE bp.id = s.player_id AND bp.kind = 'bot')`;

/** Seats as every read maps them (`g`: their game); `connected`: see presentIn. */
export function seatLines(cutoff: string): string {
  return `json_agg(json_build_object('seat', s.seat, 'name', s.name, 'botLevel', s.bot_level,
      'away', s.away, 'left', s.left_game, 'timeouts', s.timeouts,
      'connected', ${presentIn(cutoff)}, 'playerId', s.player_id, 'botAccount', ${BOT_ACCOUNT})
    ORDER BY s.seat)`;
}

/**
 * Sets the online flags of the seats listed in a JSON array of `{ seat, away, left, timeouts }`,
 * only when the statement's `changed` row exists (the game was still at the version decided on).
 */
export function seatUpdates(gameId: string, list: string): string {
  return `
    UPDATE seats s SET away = x.away, left_game = x."left", timeouts = x.timeouts
      FROM jsonb_to_recordset(${list}::jsonb) AS x(seat int, away boolean, "left" boolean, timeouts int)
     WHERE s.game_id = ${gameId}::uuid AND s.seat = x.seat AND EXISTS (SELECT 1 FROM changed)`;
}

export const CREATE_GAME = `
  WITH changed AS (
    INSERT INTO games (id, name, status, players, rules, seed, version, event_seq, created_at,
                       updated_at, server_commitment, creator, time_control, visibility, first_dealer,
                       bot_pace_ms, rated, creator_player_id, bots_allowed)
    VALUES ($1::uuid, $2, 'waiting', $3, $4::jsonb, $5, 0, 0, ($6::timestamptz AT TIME ZONE 'UTC'), now(),
            $7, $8, $15::jsonb, $16, $17, $18, $19, $20::uuid, $21)
    RETURNING id
  ), remembered AS (${remembering(9)})
  SELECT id FROM changed`;

/** Serialises one creator's game creations (on every instance) while its count is checked. */
export const LOCK_CREATOR = `SELECT pg_advisory_xact_lock(hashtextextended('games.creator:' || $1, 0))`;

/**
 * How many games the creator made since the cutoff (counting at most $3), and when the oldest of
 * those was made: a place frees an hour after it.
 */
export const RECENT_GAMES_OF = `
  SELECT count(*)::int AS n, min(created_at) AS oldest FROM (
    SELECT (created_at AT TIME ZONE 'UTC') AS created_at FROM games
     WHERE creator = $1 AND created_at > ($2::timestamptz AT TIME ZONE 'UTC')
     ORDER BY created_at DESC LIMIT $3) recent`;

/**
 * The game (without its seed), its seats and the seat of a token hash, in one round trip. $3: the
 * presence cutoff (streams renewed after it count as connected).
 */
export const READ_GAME = `
  SELECT ${GAME_COLUMNS},
         (SELECT s.seat FROM seats s WHERE s.game_id = g.id AND s.token_hash = $2) AS caller_seat,
         (SELECT ${seatLines('$3')} FROM seats s WHERE s.game_id = g.id) AS seats
  FROM games g WHERE g.id = $1::uuid`;

/**
 * Versions and connected seats of several games at once (see VersionProbes): the probe of a cached
 * game, with the seats connected now (presence is not versioned; `connected` as in presentIn) and
 * its seats' token hashes now (neither are they: replacing a player token replaces the seat
 * tokens of its seats, src/features/players/player-statements.ts).
 */
export const GAME_VERSIONS = `
  SELECT g.id, g.version,
         ARRAY(SELECT s.seat FROM seats s
                WHERE s.game_id = g.id AND ${presentIn('$2')}) AS connected,
         ARRAY(SELECT s.token_hash FROM seats s WHERE s.game_id = g.id) AS tokens
    FROM games g WHERE g.id = ANY($1::uuid[])`;

export const LOCK_GAME = `
  SELECT ${GAME_COLUMNS}, g.seed, g.first_dealer, g.creator_player_id,
         g.bots_allowed
    FROM games g WHERE g.id = $1::uuid FOR UPDATE`;

/**
 * Locks a bot account's players row ($1) to the commit, so its seatings on every instance are
 * decided one after the other, and counts the unfinished games (waiting or playing) other than $2
 * in which it holds a seat it has not left: its bound (README, "Bots from outside").
 */
export const LOCK_HOLDER = `SELECT id FROM players WHERE id = $1::uuid FOR UPDATE`;
export const HELD_GAMES = `
  SELECT count(DISTINCT s.game_id)::int AS n FROM seats s JOIN games g ON g.id = s.game_id
   WHERE s.player_id = $1::uuid AND NOT s.left_game AND g.id <> $2::uuid
     AND g.status IN ('waiting', 'playing')`;

/**
 * The seats as the lobby decides on them, with the seed each sent (for the first deal) and the
 * hash of each one's token (who may seat computer players in a rated game).
 */
export const SEATS = `
  SELECT seat, name, bot_level AS "botLevel", client_seed AS "clientSeed", away,
         left_game AS "left", timeouts, false AS connected, player_id AS "playerId",
         token_hash AS "tokenHash", ${BOT_ACCOUNT} AS "botAccount"
    FROM seats s WHERE game_id = $1::uuid ORDER BY seat`;

/**
 * A taken seat and what it changed (maybe the first deal), under the game's row lock. The seat is
 * bound to player $19 (null: anonymous; a bot's: its level's computer player).
 */
export const TAKE_SEAT = `
  WITH seat AS (
    INSERT INTO seats (game_id, seat, name, bot_level, token_hash, client_seed, player_id)
    VALUES ($1::uuid, $2, $3, $4, $5, $11,
            $19::uuid)
  ), changed AS (
    UPDATE games
       SET status = $6, state = $7::jsonb, version = version + 1,
           event_seq = event_seq + $8, updated_at = now(), deadline = $18::timestamptz
     WHERE id = $1::uuid
    RETURNING id, version
  ), events AS (
    INSERT INTO game_events (game_id, seq, version, type, payload)
    SELECT changed.id, $9::int + e.ord, changed.version, e.val->>'type', e.val
      FROM changed, jsonb_array_elements($10::jsonb) WITH ORDINALITY AS e(val, ord)
  ), remembered AS (${remembering(12)})
  SELECT version FROM changed`;

/**
 * A move: written only if the game is still at the version it was decided on, with the turn
 * clock that follows it and the seats whose online flags it changed ($17, see seatUpdates); a
 * person's move ($21: the hash of the token it came with) only while that token still holds the
 * seat, since a move may be decided on a cached game and a seat token can be revoked without a
 * new version (a replaced player token, src/features/players/player-statements.ts).
 */
export const WRITE_MOVE = `
  WITH changed AS (
    UPDATE games
       SET state = $3::jsonb, status = $4, winner = $5, version = version + 1,
           event_seq = event_seq + $6, updated_at = now(), deadline = $18::timestamptz,
           deadline_claimed_until = NULL, result = $19::jsonb,
           last_timeout = coalesce($20::jsonb, last_timeout)
     WHERE id = $1::uuid AND version = $2
       AND ($21::text IS NULL OR EXISTS (
             SELECT 1 FROM seats s WHERE s.game_id = $1::uuid AND s.seat = $7 AND s.token_hash = $21))
    RETURNING id, version
  ), seat_flags AS (${seatUpdates('$1', '$17')}), act AS (
    INSERT INTO game_actions (game_id, version, seat, action)
    SELECT id, version, $7, $8::jsonb FROM changed
  ), events AS (
    INSERT INTO game_events (game_id, seq, version, type, payload)
    SELECT changed.id, $9::int + e.ord, changed.version, e.val->>'type', e.val
      FROM changed, jsonb_array_elements($10::jsonb) WITH ORDINALITY AS e(val, ord)
  ), remembered AS (${remembering(11)})
  SELECT version FROM changed`;

/** A page of games, newest first, after a (created_at, id) cursor when given. */
export const PAGE_GAMES = `
  SELECT g.id, g.name, g.status, g.players, g.version, g.winner, ${CREATED_AT},
         (SELECT count(*)::int FROM seats s WHERE s.game_id = g.id) AS seats_taken
    FROM games g
   WHERE ($1::text IS NULL OR g.status = $1)
     AND g.visibility = 'public'
     AND ($2::timestamptz IS NULL
          OR (g.created_at, g.id) < (($2::timestamptz AT TIME ZONE 'UTC'), $3::uuid))
   ORDER BY g.created_at DESC, g.id DESC
   LIMIT $4`;

export const EVENTS_AFTER = `
  SELECT seq, version, type, payload FROM game_events
   WHERE game_id = $1::uuid AND seq > $2 ORDER BY seq LIMIT $3`;

export const EVENTS_OF_TYPE = `
  SELECT payload FROM game_events
   WHERE game_id = $1::uuid AND type = $2 AND ($3::int IS NULL OR (payload->>'deal')::int = $3)
   ORDER BY seq`;

/**
 * One deal's events, from its deal_started to its deal_revealed (none while it is still on: the
 * upper bound is then null).
 */
export const DEAL_LOG = `
  WITH bounds AS (
    SELECT min(seq) FILTER (WHERE type = 'deal_started') AS first,
           min(seq) FILTER (WHERE type = 'deal_revealed') AS last
      FROM game_events
     WHERE game_id = $1::uuid AND type IN ('deal_started', 'deal_revealed')
       AND (payload->>'deal')::int = $2
  )
  SELECT e.payload FROM game_events e, bounds
   WHERE e.game_id = $1::uuid AND e.seq BETWEEN bounds.first AND bounds.last
   ORDER BY e.seq`;

export const DEAL_START_SEQ = `
  SELECT coalesce(max(seq), 0) AS seq FROM game_events
   WHERE game_id = $1::uuid AND type = 'deal_started'`;

/** Games in play with a bot or away seat and a person seat: those whose bots the runner plays. */
export const PLAYING_GAMES_WITH_BOTS = `
  SELECT g.id FROM games g
   WHERE g.status = 'playing'
     AND EXISTS (SELECT 1 FROM seats s
                  WHERE s.game_id = g.id AND (s.bot_level IS NOT NULL OR s.away))
     AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.bot_level IS NULL)`;
