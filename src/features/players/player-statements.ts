// Every statement on players and their tokens. Each runs as a named prepared statement
// (DatabasePool.prepared).

/** Serialises one address's player creations (on every instance) while its count is checked. */
export const LOCK_CREATOR = `SELECT pg_advisory_xact_lock(hashtextextended('players.creator:' || $1, 0))`;

/** How many players the address made since $2 (counting at most $3), and when the oldest was. */
export const RECENT_PLAYERS_OF = `
  SELECT count(*)::int AS n, min(created_at) AS oldest FROM (
    SELECT created_at FROM players
     WHERE creator = $1 AND created_at > $2::timestamptz
     ORDER BY created_at DESC LIMIT $3) recent`;

export const CREATE_PLAYER = `
  INSERT INTO players (id, name, token_hash, creator, created_at, updated_at, kind, owner,
                       description)
  VALUES ($1::uuid, $2, $3, $4, $5::timestamptz, $5::timestamptz, $6, $7, $8)`;

const PLAYER_COLUMNS = `p.id, p.name, p.bot_level AS "botLevel", p.created_at AS "createdAt",
  p.kind, p.owner, p.description, p.paused_reason AS "pausedReason", p.paused_at AS "pausedAt"`;

export const PLAYER_BY_TOKEN = `SELECT ${PLAYER_COLUMNS} FROM players p WHERE p.token_hash = $1`;

export const PLAYER_BY_ID = `SELECT ${PLAYER_COLUMNS} FROM players p WHERE p.id = $1::uuid`;

/**
 * The player holding a token and, when $2 names a game, the token hash of the seat the player
 * holds there (null: none), in one round trip.
 */
export const CREDENTIAL = `
  SELECT p.id, p.name, p.created_at AS "createdAt", p.kind,
         (SELECT s.token_hash FROM seats s
           WHERE s.game_id = $2::uuid AND s.player_id = p.id) AS "seatTokenHash"
    FROM players p WHERE p.token_hash = $1`;

export const RENAME = `
  UPDATE players SET name = $2, updated_at = $3::timestamptz WHERE id = $1::uuid
  RETURNING ${PLAYER_COLUMNS.replace(/p\./g, '')}`;

/**
 * A new token in place of the one of hash $4: the old hash is gone with this statement, so the old
 * token stops at once; of two calls with one token, only the first finds it.
 */
export const ROTATE_TOKEN = `
  UPDATE players SET token_hash = $2, updated_at = $3::timestamptz
   WHERE id = $1::uuid AND token_hash = $4
  RETURNING id`;

/**
 * With a replaced token go the stream tickets issued before: the player stream's, and those of
 * the player's seats (a player token's game ticket names the seat's token; one issued with the
 * seat token itself goes too, as nothing tells them apart, and lives a minute anyway). Each
 * answers how many it dropped.
 */
export const DROP_PLAYER_TICKETS = `
  WITH dropped AS (DELETE FROM player_stream_tickets WHERE player_id = $1::uuid RETURNING 1)
  SELECT count(*)::int AS n FROM dropped`;
export const DROP_SEAT_TICKETS = `
  WITH dropped AS (
    DELETE FROM stream_tickets t USING seats s
     WHERE s.player_id = $1::uuid AND t.game_id = s.game_id AND t.token_hash = s.token_hash
    RETURNING 1)
  SELECT count(*)::int AS n FROM dropped`;

/**
 * The seat tokens of the player's seats (joined, rematched or queued with its token) die with
 * it: each seat's token hash becomes SHA-256 of a secret made for this replacement ($2, never
 * stored or answered), its game and its seat, which no token hashes to. The player token stands
 * for these seats as before, so the new one reaches them; whoever kept a seat token of them (a
 * thief who joined with the stolen player token) is refused from then on, on every instance
 * (a cached game is used only while its seats still hold the caller's token hash). Seat presence
 * follows the hash (ON UPDATE CASCADE), so DROP_SEAT_PRESENCE runs after this.
 */
export const REVOKE_SEAT_TOKENS = `
  WITH revoked AS (
    UPDATE seats
       SET token_hash = encode(sha256(convert_to($2 || ':' || game_id::text || ':' || seat::text,
                                                 'UTF8')), 'hex')
     WHERE player_id = $1::uuid
    RETURNING 1)
  SELECT count(*)::int AS n FROM revoked`;

/** The player's seats show no open stream: every stream of them was opened with the old token. */
export const DROP_SEAT_PRESENCE = `
  DELETE FROM seat_presence p USING seats s
   WHERE s.player_id = $1::uuid AND p.token_hash = s.token_hash`;

/**
 * Deletes the player's waiting entry, if any, and answers how many (0 or 1): a replaced player
 * token takes with it the entry it may have made (issue 42, item 2). The rotation's own statement
 * on the queue's table: the players feature does not import the queue, which imports it.
 * A matched entry stays: its game is made.
 */
export const DROP_WAITING_OF_PLAYER = `
  WITH dropped AS (
    DELETE FROM queue_entries WHERE waiting_player_id = $1::uuid AND status = 'waiting' RETURNING 1)
  SELECT count(*)::int AS n FROM dropped`;
