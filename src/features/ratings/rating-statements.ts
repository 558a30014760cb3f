// The statements of ratings (src/features/ratings), with named parameters
// (src/platform/database/named-sql.ts). Each runs as a named prepared statement.
import { sql } from '../../platform/database/named-sql.js';

/**
 * Players of game :gameId without a rating in pool :pool yet get the starting one (:mu, :sigma).
 */
export const START_RATINGS = sql(
  'start_ratings',
  `
  INSERT INTO player_ratings (player_id, pool, mu, sigma, games)
  SELECT s.player_id, :pool, :mu, :sigma, 0 FROM seats s
   WHERE s.game_id = :gameId::uuid AND s.player_id IS NOT NULL
  ON CONFLICT (player_id, pool) DO NOTHING`,
);

/**
 * The rated seats of game :gameId with their players' ratings in pool :pool, locked in player
 * order (so two games finishing at once with a player in common wait for each other, never
 * deadlock).
 */
export const LOCK_SEAT_RATINGS = sql(
  'lock_seat_ratings',
  `
  SELECT s.seat, s.player_id AS "playerId", s.bot_level IS NULL AS person, s.left_game AS "left",
         s.bot_level AS "botLevel",
         EXISTS (SELECT 1 FROM players bp WHERE bp.id = s.player_id AND bp.kind = 'bot')
           AS "botAccount",
         r.mu, r.sigma, r.games, r.played
    FROM seats s JOIN player_ratings r ON r.player_id = s.player_id AND r.pool = :pool
   WHERE s.game_id = :gameId::uuid
   ORDER BY s.player_id
     FOR UPDATE OF r`,
);

/**
 * Deals scored in game :gameId (a redeal is none), from its event log, the finishing write's
 * included.
 */
export const PLAYED_DEALS = sql(
  'played_deals',
  `
  SELECT count(*)::int AS deals FROM game_events
   WHERE game_id = :gameId::uuid AND type = 'deal_scored'
     AND payload->'row'->>'result' <> 'redealt'`,
).rows<{ deals: number }>();

/**
 * What the rating policy (core/table/rating-policy.ts) needs of each person's seat of game :gameId
 * with a player: earlier rated games within :hours hours this player shared with a person of this
 * game (sharedGames), earlier rated games with another person made from this game's creating
 * address (addressGames), and earlier rated games in which another player was a newcomer then
 * (newcomerGames, from game_ratings.newcomer). Counted from game_ratings, whatever weight those
 * games had.
 */
export const SEAT_REPEATS = sql(
  'seat_repeats',
  `
  WITH here AS (
    SELECT s.seat, s.player_id, s.bot_level IS NULL AS person FROM seats s
     WHERE s.game_id = :gameId::uuid AND s.player_id IS NOT NULL
  ), creator AS (SELECT creator FROM games WHERE id = :gameId::uuid)
  SELECT h.seat,
         EXISTS (SELECT 1 FROM here o WHERE o.person AND o.player_id <> h.player_id)
           AS "personOpponent",
         (SELECT count(DISTINCT mine.game_id)::int FROM game_ratings mine
            JOIN game_ratings theirs ON theirs.game_id = mine.game_id
            JOIN here o ON o.player_id = theirs.player_id AND o.person
           WHERE mine.player_id = h.player_id AND mine.game_id <> :gameId::uuid
             AND theirs.player_id <> h.player_id
             AND mine.rated_at > now() - make_interval(hours => :hours)) AS "sharedGames",
         (SELECT count(DISTINCT mine.game_id)::int FROM game_ratings mine
            JOIN games g ON g.id = mine.game_id
           WHERE mine.player_id = h.player_id AND mine.game_id <> :gameId::uuid
             AND mine.rated_at > now() - make_interval(hours => :hours)
             AND g.creator = (SELECT creator FROM creator)
             AND EXISTS (SELECT 1 FROM seats p WHERE p.game_id = mine.game_id
                            AND p.bot_level IS NULL AND p.player_id <> h.player_id))
           AS "addressGames",
         (SELECT count(*)::int FROM game_ratings mine
           WHERE mine.player_id = h.player_id AND mine.game_id <> :gameId::uuid
             AND mine.rated_at > now() - make_interval(hours => :hours)
             AND EXISTS (SELECT 1 FROM game_ratings n WHERE n.game_id = mine.game_id
                            AND n.newcomer AND n.player_id <> h.player_id))
           AS "newcomerGames"
    FROM here h
   WHERE h.person`,
);

/**
 * The new ratings of a finished game's seats (:seats: a JSON array of { seat, playerId, place, mu,
 * sigma, muBefore, sigmaBefore, playerMu, playerSigma, weight, counted, establishes, newcomer }),
 * with the change kept per seat and the day's history point (the last value of the UTC day). A game
 * that `establishes` its player is one more played (rating-policy.ts NEWCOMER_GAMES).
 * game_ratings' key makes a second application fail rather than count.
 */
export const WRITE_RATINGS = sql(
  'write_ratings',
  `
  WITH x AS (
    SELECT * FROM jsonb_to_recordset(:seats::jsonb) AS x(seat int, "playerId" uuid, place int,
           mu float8, sigma float8, "muBefore" float8, "sigmaBefore" float8,
           "playerMu" float8, "playerSigma" float8, weight float8, counted boolean,
           establishes boolean, newcomer boolean)
  ), kept AS (
    INSERT INTO game_ratings (game_id, seat, player_id, pool, place, mu_before, sigma_before,
                              mu_after, sigma_after, weight, newcomer)
    SELECT :gameId::uuid, x.seat, x."playerId", :pool, x.place, x."muBefore", x."sigmaBefore",
           x.mu, x.sigma, x.weight, x.newcomer
      FROM x
  ), once AS (
    -- A computer player may hold two seats of a game: its rating moves once, by all of its
    -- seats (playerMu, playerSigma: playerMoves in rating-writes.ts). A player for whom the game
    -- did not count (weight 0 in every seat) keeps its rating and its count of games.
    SELECT DISTINCT ON ("playerId") * FROM x WHERE x.counted ORDER BY "playerId", seat
  ), rated AS (
    UPDATE player_ratings r
       SET mu = x."playerMu", sigma = x."playerSigma", games = r.games + 1,
           played = r.played + CASE WHEN x.establishes THEN 1 ELSE 0 END, updated_at = now()
      FROM once x WHERE r.player_id = x."playerId" AND r.pool = :pool
    RETURNING r.player_id, r.mu, r.sigma, r.games
  )
  INSERT INTO rating_history (player_id, pool, day, mu, sigma, games)
  SELECT player_id, :pool, (now() AT TIME ZONE 'UTC')::date, mu, sigma, games FROM rated
  ON CONFLICT (player_id, pool, day)
  DO UPDATE SET mu = EXCLUDED.mu, sigma = EXCLUDED.sigma, games = EXCLUDED.games`,
);

/** A player's ratings, one row per pool played. */
export const RATINGS_OF = sql(
  'ratings_of',
  `
  SELECT pool, mu, sigma, games FROM player_ratings
   WHERE player_id = :playerId::uuid ORDER BY pool`,
);

/** One point a day (its last value) of a player's rating in a pool, oldest first, at most :days. */
export const HISTORY = sql(
  'rating_history',
  `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, mu, sigma, games FROM (
    SELECT day, mu, sigma, games FROM rating_history
     WHERE player_id = :playerId::uuid AND pool = :pool ORDER BY day DESC LIMIT :days) recent
   ORDER BY day`,
);

/**
 * The best :limit ratings of pool :pool by ordinal (mu - 3 sigma), without provisional ones
 * (fewer than :minGames games); ties by more games, then id, so the order is stable. :kind: the
 * board's kind, `person` (people and the service's computer players) or `bot` (bot accounts): a
 * bot account is never on the people's board (issue 49).
 */
export const LEADERBOARD = sql(
  'leaderboard',
  `
  SELECT p.id, p.name, p.bot_level AS "botLevel", p.kind, r.mu, r.sigma, r.games
    FROM player_ratings r JOIN players p ON p.id = r.player_id
   WHERE r.pool = :pool AND r.games >= :minGames AND p.kind = :kind
   ORDER BY r.mu - 3 * r.sigma DESC, r.games DESC, p.id
   LIMIT :limit`,
);
