// Every statement on players and their tokens, with named parameters
// (src/platform/database/named-sql.ts). Each runs as a named prepared statement (DatabasePool.run).
import { sql } from '../../platform/database/named-sql.js';

/** Serialises one address's player creations (on every instance) while its count is checked. */
export const LOCK_CREATOR = sql(
  'lock_player_creator',
  `SELECT pg_advisory_xact_lock(hashtextextended('players.creator:' || :creator, 0))`,
);

/**
 * How many players the address (:creator) made since :since (counting at most :limit), and when
 * the oldest was.
 */
export const RECENT_PLAYERS_OF = sql(
  'recent_players_of',
  `
  SELECT count(*)::int AS n, min(created_at) AS oldest FROM (
    SELECT created_at FROM players
     WHERE creator = :creator AND created_at > :since::timestamptz
     ORDER BY created_at DESC LIMIT :limit) recent`,
).rows<{ n: number; oldest: Date | null }>();

export const CREATE_PLAYER = sql(
  'create_player',
  `
  INSERT INTO players (id, name, token_hash, creator, created_at, updated_at, kind, owner,
                       description)
  VALUES (:id::uuid, :name, :tokenHash, :creator, :createdAt::timestamptz, :createdAt::timestamptz,
          :kind, :owner, :description)`,
);

const PLAYER_COLUMNS = `p.id, p.name, p.bot_level AS "botLevel", p.created_at AS "createdAt",
  p.kind, p.owner, p.description, p.paused_reason AS "pausedReason", p.paused_at AS "pausedAt"`;

/** PLAYER_COLUMNS of an UPDATE's RETURNING (no alias there). */
const RETURNED_COLUMNS = `id, name, bot_level AS "botLevel", created_at AS "createdAt",
  kind, owner, description, paused_reason AS "pausedReason", paused_at AS "pausedAt"`;

export const PLAYER_BY_TOKEN = sql(
  'player_by_token',
  `SELECT ${PLAYER_COLUMNS} FROM players p WHERE p.token_hash = :tokenHash`,
);

export const PLAYER_BY_ID = sql(
  'player_by_id',
  `SELECT ${PLAYER_COLUMNS} FROM players p WHERE p.id = :id::uuid`,
);

/**
 * The player holding a token (:tokenHash) and, when :gameId names a game, the token hash of the
 * seat the player holds there (null: none), in one round trip.
 */
export const CREDENTIAL = sql(
  'player_credential',
  `
  SELECT p.id, p.name, p.created_at AS "createdAt", p.kind,
         (SELECT s.token_hash FROM seats s
           WHERE s.game_id = :gameId::uuid AND s.player_id = p.id) AS "seatTokenHash"
    FROM players p WHERE p.token_hash = :tokenHash`,
);

/** A player's own change (PATCH /players/me): each of name, owner and description when given. */
export const UPDATE_PLAYER = sql(
  'update_player',
  `
  UPDATE players SET name = coalesce(:name, name), owner = coalesce(:owner, owner),
                     description = coalesce(:description, description), updated_at = :at::timestamptz
   WHERE id = :id::uuid
  RETURNING ${RETURNED_COLUMNS}`,
);

/**
 * A new token (:newHash) in place of the one of hash :oldHash: the old hash is gone with this
 * statement, so the old token stops at once; of two calls with one token, only the first finds it.
 */
export const ROTATE_TOKEN = sql(
  'rotate_player_token',
  `
  UPDATE players SET token_hash = :newHash, updated_at = :at::timestamptz
   WHERE id = :id::uuid AND token_hash = :oldHash
  RETURNING id`,
);

/**
 * With a replaced token go the stream tickets issued before: the player stream's, and those of
 * the player's seats (a player token's game ticket names the seat's token; one issued with the
 * seat token itself goes too, as nothing tells them apart, and lives a minute anyway). Each
 * answers how many it dropped.
 */
export const DROP_PLAYER_TICKETS = sql(
  'drop_player_tickets',
  `
  WITH dropped AS (DELETE FROM player_stream_tickets WHERE player_id = :id::uuid RETURNING 1)
  SELECT count(*)::int AS n FROM dropped`,
).rows<{ n: number }>();
export const DROP_SEAT_TICKETS = sql(
  'drop_seat_tickets_of_player',
  `
  WITH dropped AS (
    DELETE FROM stream_tickets t USING seats s
     WHERE s.player_id = :id::uuid AND t.game_id = s.game_id AND t.token_hash = s.token_hash
    RETURNING 1)
  SELECT count(*)::int AS n FROM dropped`,
).rows<{ n: number }>();

/**
 * The seat tokens of the player's seats (joined, rematched or queued with its token) die with
 * it: each seat's token hash becomes SHA-256 of a secret made for this replacement (:secret, never
 * stored or answered), its game and its seat, which no token hashes to. The player token stands
 * for these seats as before, so the new one reaches them; whoever kept a seat token of them (a
 * thief who joined with the stolen player token) is refused from then on, on every instance
 * (a cached game is used only while its seats still hold the caller's token hash). Seat presence
 * follows the hash (ON UPDATE CASCADE), so DROP_SEAT_PRESENCE runs after this.
 */
export const REVOKE_SEAT_TOKENS = sql(
  'revoke_seat_tokens',
  `
  WITH revoked AS (
    UPDATE seats
       SET token_hash = encode(sha256(convert_to(:secret || ':' || game_id::text || ':' || seat::text,
                                                 'UTF8')), 'hex')
     WHERE player_id = :id::uuid
    RETURNING 1)
  SELECT count(*)::int AS n FROM revoked`,
).rows<{ n: number }>();

/** The player's seats show no open stream: every stream of them was opened with the old token. */
export const DROP_SEAT_PRESENCE = sql(
  'drop_seat_presence',
  `
  DELETE FROM seat_presence p USING seats s
   WHERE s.player_id = :id::uuid AND p.token_hash = s.token_hash`,
);

/**
 * Deletes the player's waiting entry, if any, and answers how many (0 or 1): a replaced player
 * token takes with it the entry it may have made (issue 42, item 2). The rotation's own statement
 * on the queue's table: the players feature does not import the queue, which imports it.
 * A matched entry stays: its game is made.
 */
export const DROP_WAITING_OF_PLAYER = sql(
  'drop_waiting_of_player',
  `
  WITH dropped AS (
    DELETE FROM queue_entries WHERE waiting_player_id = :id::uuid AND status = 'waiting' RETURNING 1)
  SELECT count(*)::int AS n FROM dropped`,
).rows<{ n: number }>();
