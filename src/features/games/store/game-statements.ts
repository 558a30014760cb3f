// Every statement on games, seats, actions and events, with named parameters
// (src/platform/database/named-sql.ts); each runs as a named prepared statement (DatabasePool.run):
// planned once per connection, not on every call.
import { sql } from '../../../platform/database/named-sql.js';
import { REMEMBERING } from '../../../platform/idempotency/idempotency-statements.js';
import { TELLING_EVENTS } from '../../../platform/realtime/outbox-statements.js';

// Fragments are `as const` so that a statement built of them keeps its text as a type, and tsc
// checks the names of its parameters (named-sql.ts).

// Timestamps are stored without a time zone, in UTC (as Prisma writes them); each statement says so,
// so the driver's local-time parsing cannot shift them.
const CREATED_AT = `(g.created_at AT TIME ZONE 'UTC') AS created_at`;
export const GAME_COLUMNS = `g.id, g.name, g.status, g.players, g.rules, g.version, g.event_seq,
  g.state, g.winner, g.server_commitment, ${CREATED_AT}, g.time_control, g.visibility, g.deadline,
  g.result, g.rematch_id, g.last_timeout, g.bot_pace_ms, g.rated` as const;

/**
 * A seat's `connected`: a stream renewed after :cutoff and opened with the token that holds the
 * seat now, while the game is not closed and its player has not left it. A stream whose token died
 * never counts, even before it has closed (on another instance, say): neither a left player's
 * nor a previous occupant's of the seat's number. `s` is the seat's row, `g` its game's.
 */
const PRESENT = `(NOT s.left_game AND g.status <> 'closed' AND EXISTS (
      SELECT 1 FROM seat_presence p
       WHERE p.game_id = s.game_id AND p.seat = s.seat AND p.token_hash = s.token_hash
         AND p.seen_at > :cutoff::timestamptz))` as const;

/** Whether seat `s` is a bot account's (issue 49): by its player's primary key. */
export const BOT_ACCOUNT = `EXISTS (SELECT 1 FROM players bp WHERE bp.id = s.player_id AND bp.kind = 'bot')`;

/** Seats as every read maps them (`g`: their game); `connected`: see PRESENT (:cutoff). */
export const SEAT_LINES = `json_agg(json_build_object('seat', s.seat, 'name', s.name,
      'botLevel', s.bot_level, 'away', s.away, 'left', s.left_game, 'timeouts', s.timeouts,
      'connected', ${PRESENT}, 'playerId', s.player_id, 'botAccount', ${BOT_ACCOUNT})
    ORDER BY s.seat)` as const;

/**
 * Sets the online flags of the seats of game :gameId listed in :seatFlags (a JSON array of
 * `{ seat, away, left, timeouts }`), only when the statement's `changed` row exists (the game was
 * still at the version decided on).
 */
export const SEAT_UPDATES = `
    UPDATE seats s SET away = x.away, left_game = x."left", timeouts = x.timeouts
      FROM jsonb_to_recordset(:seatFlags::jsonb) AS x(seat int, away boolean, "left" boolean, timeouts int)
     WHERE s.game_id = :gameId::uuid AND s.seat = x.seat AND EXISTS (SELECT 1 FROM changed)` as const;

/**
 * A new game (or a rematch), and the request's answer when it is to be remembered (REMEMBERING).
 * :creator: the creator's keyed address hash (null: counted against none).
 */
export const CREATE_GAME = sql(
  'create_game',
  `
  WITH changed AS (
    INSERT INTO games (id, name, status, players, rules, seed, version, event_seq, created_at,
                       updated_at, server_commitment, creator, time_control, visibility, first_dealer,
                       bot_pace_ms, rated, creator_player_id, bots_allowed)
    VALUES (:gameId::uuid, :name, 'waiting', :players, :rules::jsonb, :seed, 0, 0,
            (:createdAt::timestamptz AT TIME ZONE 'UTC'), now(), :serverCommitment, :creator,
            :timeControl::jsonb, :visibility, :firstDealer, :botPaceMs, :rated,
            :creatorPlayerId::uuid, :botsAllowed)
    RETURNING id
  ), remembered AS (${REMEMBERING})
  SELECT id FROM changed`,
);

/** Serialises one creator's game creations (on every instance) while its count is checked. */
export const LOCK_CREATOR = sql(
  'lock_creator',
  `SELECT pg_advisory_xact_lock(hashtextextended('games.creator:' || :creator, 0))`,
);

/**
 * How many games the creator made since :since (counting at most :limit), and when the oldest of
 * those was made: a place frees an hour after it.
 */
export const RECENT_GAMES_OF = sql(
  'recent_games_of',
  `
  SELECT count(*)::int AS n, min(created_at) AS oldest FROM (
    SELECT (created_at AT TIME ZONE 'UTC') AS created_at FROM games
     WHERE creator = :creator AND created_at > (:since::timestamptz AT TIME ZONE 'UTC')
     ORDER BY created_at DESC LIMIT :limit) recent`,
).rows<{ n: number; oldest: Date | null }>();

/**
 * The game (without its seed), its seats and the seat of a token hash (:tokenHash), in one round
 * trip. :cutoff: the presence cutoff (streams renewed after it count as connected).
 */
export const READ_GAME = sql(
  'read_game',
  `
  SELECT ${GAME_COLUMNS},
         (SELECT s.seat FROM seats s WHERE s.game_id = g.id AND s.token_hash = :tokenHash) AS caller_seat,
         (SELECT ${SEAT_LINES} FROM seats s WHERE s.game_id = g.id) AS seats
  FROM games g WHERE g.id = :gameId::uuid`,
);

/**
 * Versions and connected seats of several games (:gameIds) at once (see VersionProbes): the probe
 * of a cached game, with the seats connected now (presence is not versioned; `connected` as in
 * PRESENT) and its seats' token hashes now (neither are they: replacing a player token replaces
 * the seat tokens of its seats, src/features/players/player-statements.ts), from one scan of the
 * game's seats.
 *
 * The ids are joined as `unnest((SELECT :gameIds))` rather than `id = ANY(:gameIds)`: PostgreSQL
 * then cannot see how many there are when it plans, so the plan it prepares once serves every call.
 * With the ids in sight it planned every call anew (pg_prepared_statements: 0 generic plans in 8),
 * 100 us of its CPU each (docs/performance-history.md, issue 47); `test/generic-plans.e2e-spec.ts`.
 */
export const GAME_VERSIONS = sql(
  'game_versions',
  `
  SELECT g.id, g.version, seated.connected, seated.tokens
    FROM unnest((SELECT :gameIds::uuid[])) AS ids(id) JOIN games g ON g.id = ids.id
   CROSS JOIN LATERAL (
     SELECT coalesce(array_agg(s.seat) FILTER (WHERE ${PRESENT}), '{}') AS connected,
            coalesce(array_agg(s.token_hash), '{}') AS tokens
       FROM seats s WHERE s.game_id = g.id) AS seated`,
);

export const LOCK_GAME = sql(
  'lock_game',
  `
  SELECT ${GAME_COLUMNS}, g.seed, g.first_dealer, g.creator_player_id,
         g.bots_allowed
    FROM games g WHERE g.id = :gameId::uuid FOR UPDATE`,
);

/**
 * The seats as the lobby decides on them, with the seed each sent (for the first deal) and the
 * hash of each one's token (who may seat computer players in a rated game).
 */
export const SEATS = sql(
  'seats',
  `
  SELECT seat, name, bot_level AS "botLevel", client_seed AS "clientSeed", away,
         left_game AS "left", timeouts, false AS connected, player_id AS "playerId",
         token_hash AS "tokenHash", ${BOT_ACCOUNT} AS "botAccount"
    FROM seats s WHERE game_id = :gameId::uuid ORDER BY seat`,
);

/**
 * The events a write appends (:events, numbered after :afterSeq), at the version `changed` wrote;
 * a statement with it tells them (`told AS (${TELLING_EVENTS})`, outbox-statements.ts).
 */
const APPEND_EVENTS = `
    INSERT INTO game_events (game_id, seq, version, type, payload)
    SELECT changed.id, :afterSeq::int + e.ord, changed.version, e.val->>'type', e.val
      FROM changed, jsonb_array_elements(:events::jsonb) WITH ORDINALITY AS e(val, ord)
    RETURNING game_id, seq` as const;

/**
 * A taken seat and what it changed (maybe the first deal), under the game's row lock. The seat is
 * bound to player :playerId (null: anonymous; a bot's: its level's computer player). :afterSeq:
 * the game's newest sequence number before; :events: a JSON array of the events.
 */
export const TAKE_SEAT = sql(
  'take_seat',
  `
  WITH seat AS (
    INSERT INTO seats (game_id, seat, name, bot_level, token_hash, client_seed, player_id)
    VALUES (:gameId::uuid, :seat, :name, :botLevel, :tokenHash, :clientSeed, :playerId::uuid)
  ), changed AS (
    UPDATE games
       SET status = :status, state = :state::jsonb, version = version + 1,
           event_seq = event_seq + :eventCount, updated_at = now(),
           deadline = :deadline::timestamptz
     WHERE id = :gameId::uuid
    RETURNING id, version
  ), events AS (${APPEND_EVENTS}), told AS (${TELLING_EVENTS}),
  remembered AS (${REMEMBERING})
  SELECT version FROM changed`,
);

/**
 * A move: written only if the game is still at the version it was decided on (:version), with
 * the turn clock that follows it and the seats whose online flags it changed (:seatFlags, see
 * SEAT_UPDATES); a person's move (:moverToken: the hash of the token it came with) only while
 * that token still holds the seat, since a move may be decided on a cached game and a seat token
 * can be revoked without a new version (a replaced player token,
 * src/features/players/player-statements.ts).
 */
export const WRITE_MOVE = sql(
  'write_move',
  `
  WITH changed AS (
    UPDATE games
       SET state = :state::jsonb, status = :status, winner = :winner, version = version + 1,
           event_seq = event_seq + :eventCount, updated_at = now(),
           deadline = :deadline::timestamptz, deadline_claimed_until = NULL,
           result = :result::jsonb, last_timeout = coalesce(:lastTimeout::jsonb, last_timeout)
     WHERE id = :gameId::uuid AND version = :version
       AND (:moverToken::text IS NULL OR EXISTS (
             SELECT 1 FROM seats s
              WHERE s.game_id = :gameId::uuid AND s.seat = :seat AND s.token_hash = :moverToken))
    RETURNING id, version
  ), seat_flags AS (${SEAT_UPDATES}), act AS (
    INSERT INTO game_actions (game_id, version, seat, action)
    SELECT id, version, :seat, :action::jsonb FROM changed
  ), events AS (${APPEND_EVENTS}), told AS (${TELLING_EVENTS}),
  remembered AS (${REMEMBERING})
  SELECT version FROM changed`,
);

/** A page of games, newest first, after a (created_at, id) cursor when given. */
export const PAGE_GAMES = sql(
  'page_games',
  `
  SELECT g.id, g.name, g.status, g.players, g.version, g.winner, ${CREATED_AT},
         (SELECT count(*)::int FROM seats s WHERE s.game_id = g.id) AS seats_taken
    FROM games g
   WHERE (:status::text IS NULL OR g.status = :status)
     AND g.visibility = 'public'
     AND (:afterCreatedAt::timestamptz IS NULL
          OR (g.created_at, g.id) < ((:afterCreatedAt::timestamptz AT TIME ZONE 'UTC'), :afterId::uuid))
   ORDER BY g.created_at DESC, g.id DESC
   LIMIT :limit`,
);

export const EVENTS_AFTER = sql(
  'events_after',
  `
  SELECT seq, version, type, payload FROM game_events
   WHERE game_id = :gameId::uuid AND seq > :afterSeq ORDER BY seq LIMIT :limit`,
);

export const EVENTS_OF_TYPE = sql(
  'events_of_type',
  `
  SELECT payload FROM game_events
   WHERE game_id = :gameId::uuid AND type = :type
     AND (:deal::int IS NULL OR (payload->>'deal')::int = :deal)
   ORDER BY seq`,
);

/**
 * One deal's events, from its deal_started to its deal_revealed (none while it is still on: the
 * upper bound is then null).
 */
export const DEAL_LOG = sql(
  'deal_log',
  `
  WITH bounds AS (
    SELECT min(seq) FILTER (WHERE type = 'deal_started') AS first,
           min(seq) FILTER (WHERE type = 'deal_revealed') AS last
      FROM game_events
     WHERE game_id = :gameId::uuid AND type IN ('deal_started', 'deal_revealed')
       AND (payload->>'deal')::int = :deal
  )
  SELECT e.payload FROM game_events e, bounds
   WHERE e.game_id = :gameId::uuid AND e.seq BETWEEN bounds.first AND bounds.last
   ORDER BY e.seq`,
);

export const DEAL_START_SEQ = sql(
  'deal_start_seq',
  `
  SELECT coalesce(max(seq), 0) AS seq FROM game_events
   WHERE game_id = :gameId::uuid AND type = 'deal_started'`,
).rows<{ seq: number }>();

/** Games in play with a bot or away seat and a person seat: those whose bots the runner plays. */
export const PLAYING_GAMES_WITH_BOTS = sql(
  'playing_games_with_bots',
  `
  SELECT g.id FROM games g
   WHERE g.status = 'playing'
     AND EXISTS (SELECT 1 FROM seats s
                  WHERE s.game_id = g.id AND (s.bot_level IS NOT NULL OR s.away))
     AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.bot_level IS NULL)`,
).rows<{ id: string }>();
