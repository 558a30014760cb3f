// Every statement on queue_entries (src/features/queue), but the count of an address's charges, which
// counts with its games (src/features/games/store/creator-quota.ts). Times come from the service's Clock as
// ISO strings. Every statement names its parameters (src/platform/database/named-sql.ts).
import { sql } from '../../platform/database/named-sql.js';
import { gamesHeldBy } from '../games/store/bot-hold-statements.js';

const ENTRY_COLUMNS = `
  id, player_id, players, rules, time_control, rated, fill_after_seconds, rating, status,
  game_id, seat, created_at, matched_at` as const;

/**
 * A new waiting entry, unless the player has one waiting already (waiting_player_id is unique
 * while it waits, null once matched): then nothing is written and the answer is empty.
 */
export const INSERT_ENTRY = sql(
  'queue_insert',
  `INSERT INTO queue_entries (id, player_id, waiting_player_id, players, rules, time_control,
                              rated, fill_after_seconds, bucket, rating, status, created_at,
                              fill_due_at, creator)
   VALUES (:id::uuid, :playerId::uuid, :playerId::uuid, :players, :rules::jsonb, :timeControl::jsonb,
           :rated, :fillAfterSeconds::int, :bucket, :rating, 'waiting', :createdAt::timestamptz,
           :createdAt::timestamptz + make_interval(secs => :fillAfterSeconds::int), :creator)
   ON CONFLICT (waiting_player_id) DO NOTHING
   RETURNING ${ENTRY_COLUMNS}`,
);

/** How many entries the player made since :since (withdrawn ones are deleted), and the oldest. */
export const ENTRIES_SINCE = sql(
  'queue_entries_since',
  `
  SELECT count(*)::int AS n, min(created_at) AS oldest FROM queue_entries
   WHERE player_id = :playerId::uuid AND created_at > :since::timestamptz`,
).rows<{ n: number; oldest: Date | null }>();

/** The player's waiting entry (the one that keeps a new one out). */
export const WAITING_OF_PLAYER = sql(
  'queue_waiting_of',
  `SELECT id FROM queue_entries WHERE waiting_player_id = :playerId::uuid`,
).rows<{ id: string }>();

/** One entry of one player. */
export const ENTRY = sql(
  'queue_entry',
  `
  SELECT ${ENTRY_COLUMNS} FROM queue_entries WHERE id = :id::uuid AND player_id = :playerId::uuid`,
);

/**
 * Withdraws the player's entry while it waits, locked, so a match being made cannot take it
 * meanwhile (the matcher's SKIP LOCKED passes it over, and once withdrawn it is gone).
 */
export const LOCK_OWN = sql(
  'queue_lock_own',
  `
  SELECT status, game_id, seat FROM queue_entries
   WHERE id = :id::uuid AND player_id = :playerId::uuid FOR UPDATE`,
);
export const DELETE_ENTRY = sql('queue_delete', `DELETE FROM queue_entries WHERE id = :id::uuid`);

/**
 * Not an entry of a bot paused from the ladder since parameter `since` (now less the pause's
 * length, :since): a pause withdraws the bot's waiting entry, and this passes over one it made while the
 * pause was being written (src/features/queue/ladder-pauses.service.ts).
 */
const NOT_PAUSED = `NOT EXISTS (SELECT 1 FROM players p
                    WHERE p.id = q.player_id AND p.paused_at > :since::timestamptz)` as const;

/**
 * The oldest waiting entries of a bucket that no other transaction holds (SKIP LOCKED: two
 * instances matching at once each take their own entries, never the same one), locked to this
 * transaction's end.
 */
export const CLAIM_BUCKET = sql(
  'queue_claim_bucket',
  `
  SELECT q.id, q.player_id, q.fill_after_seconds, q.created_at, q.players, q.rules,
         q.time_control, q.rated, q.rating,
         (SELECT p.kind FROM players p WHERE p.id = q.player_id) AS kind
    FROM queue_entries q
   WHERE q.status = 'waiting' AND q.bucket = :bucket AND ${NOT_PAUSED}
   ORDER BY q.created_at, q.id
   LIMIT :limit
     FOR UPDATE OF q SKIP LOCKED`,
);

/**
 * Locks the players rows of the bots :ids to the round's commit, as a seat decision does
 * (LOCK_HOLDER), so neither counts a bot's games before the other's are written; SKIP LOCKED: a
 * bot being seated, or paused, right now is left for the next round (waiting for it could
 * deadlock with a pause, which locks the bot before its entry).
 */
export const LOCK_BOTS = sql(
  'queue_lock_bots',
  `
  SELECT id FROM players WHERE id IN (SELECT unnest((SELECT :ids::uuid[])))
   ORDER BY id FOR UPDATE SKIP LOCKED`,
).rows<{ id: string }>();

/**
 * Which of the bots :ids hold :bound unfinished games already (gamesHeldBy): a round passes over
 * their entries, which wait for a game of theirs to end (a table matched with one of them could
 * never be seated, and its other players' entries would be spent on it).
 */
export const BOTS_AT_BOUND = sql(
  'queue_bots_at_bound',
  `
  SELECT p.id FROM players p
   WHERE p.id IN (SELECT unnest((SELECT :ids::uuid[])))
     AND (SELECT count(*) FROM (${gamesHeldBy('p.id')}) held) >= :bound`,
).rows<{ id: string }>();

/** How many entries of the bucket wait, locked by others or not (to tell that some were skipped). */
export const COUNT_BUCKET = sql(
  'queue_count_bucket',
  `
  SELECT count(*)::int AS n FROM queue_entries q
   WHERE q.status = 'waiting' AND q.bucket = :bucket AND ${NOT_PAUSED}`,
).rows<{ n: number }>();

/**
 * Marks entries matched (:placements: JSON [{id, gameId, seat}]) at :at, claimed for seating
 * until :until: the game's id and each seat are fixed here, so a seating retried after a crash
 * seats the same game.
 */
export const MARK_MATCHED = sql(
  'queue_mark_matched',
  `
  UPDATE queue_entries q
     SET status = 'matched', waiting_player_id = NULL, game_id = x."gameId", seat = x.seat,
         matched_at = :at::timestamptz, claimed_until = :until::timestamptz
    FROM jsonb_to_recordset(:placements::jsonb) AS x(id uuid, "gameId" uuid, seat int)
   WHERE q.id = x.id AND q.status = 'waiting'
  RETURNING q.id`,
);

/**
 * The entries of one address (:creator) that wait, and the oldest's making (one may be withdrawn
 * by QUEUE_ENTRY_TTL after it): QUEUE_ENTRIES_PER_ADDRESS.
 */
export const WAITING_OF_CREATOR = sql(
  'queue_waiting_of_creator',
  `
  SELECT count(*)::int AS n, min(created_at) AS oldest FROM queue_entries
   WHERE creator = :creator AND status = 'waiting'`,
).rows<{ n: number; oldest: Date | null }>();

/**
 * The buckets a sweep has something to do in at :now: one whose entry's fill delay has passed
 * (computer players may complete its table), or one with enough waiting entries for a table of
 * people (their rating windows widen each second, so it is looked at again until they sit). A
 * bucket of fewer entries than a table, none of them due, is left alone: nothing there can change
 * before an entry arrives (whose own round matches it) or a fill delay passes.
 */
export const DUE_BUCKETS = sql(
  'queue_due_buckets',
  `
  SELECT bucket FROM queue_entries WHERE status = 'waiting' AND fill_due_at <= :now::timestamptz
  UNION
  SELECT bucket FROM queue_entries WHERE status = 'waiting'
   GROUP BY bucket HAVING count(*) >= max(players)`,
).rows<{ bucket: string }>();

/**
 * Withdraws up to :limit entries still waiting that were made at or before :cutoff
 * (QUEUE_ENTRY_TTL ago), passing over those a matching round holds (it may be seating them now);
 * answers whose they were.
 */
export const EXPIRE = sql(
  'queue_expire',
  `
  WITH gone AS (
    SELECT id FROM queue_entries
     WHERE status = 'waiting' AND created_at <= :cutoff::timestamptz
     ORDER BY created_at LIMIT :limit
       FOR UPDATE SKIP LOCKED
  )
  DELETE FROM queue_entries q USING gone WHERE q.id = gone.id
  RETURNING q.id, q.player_id`,
).rows<{ id: string; player_id: string }>();

/**
 * Matched games whose seating was not finished by the instance that matched them (it died, or a
 * step failed) once its claim ran out at :now: claimed again until :until, at most :limit games.
 */
export const CLAIM_UNSEATED = sql(
  'queue_claim_unseated',
  `
  WITH due AS (
    SELECT id FROM queue_entries
     WHERE status = 'matched' AND NOT seated AND claimed_until <= :now::timestamptz
     LIMIT :limit
       FOR UPDATE SKIP LOCKED
  )
  UPDATE queue_entries q SET claimed_until = :until::timestamptz FROM due WHERE q.id = due.id
  RETURNING q.game_id`,
).rows<{ game_id: string }>();

/** Every entry of one matched game, in seat order. */
export const ENTRIES_OF_GAME = sql(
  'queue_entries_of_game',
  `
  SELECT q.id, q.player_id, q.seat, q.players, q.rules, q.time_control, q.rated, p.name, p.kind
    FROM queue_entries q JOIN players p ON p.id = q.player_id
   WHERE q.game_id = :gameId::uuid ORDER BY q.seat`,
);

export const MARK_SEATED = sql(
  'queue_mark_seated',
  `
  UPDATE queue_entries SET seated = true, claimed_until = NULL WHERE game_id = :gameId::uuid`,
);

/** Seated entries matched before :cutoff are forgotten (QUEUE_ENTRIES_KEPT in queue.service.ts). */
export const PURGE = sql(
  'queue_purge',
  `
  DELETE FROM queue_entries
   WHERE status = 'matched' AND seated AND matched_at < :cutoff::timestamptz`,
);

/** The player's ordinal (mu - 3 sigma) in a pool; no row: a new player, ordinal 0. */
export const RATING = sql(
  'queue_rating',
  `
  SELECT coalesce((SELECT mu - 3 * sigma FROM player_ratings
                    WHERE player_id = :playerId::uuid AND pool = :pool), 0)::float8 AS rating`,
).rows<{ rating: number }>();
