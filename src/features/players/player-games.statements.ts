// The statements of a player's games (GET /players/me/games, /players/{id}/games).
import { sql } from '../../platform/database/named-sql.js';
import { BOT_ACCOUNT } from '../games/store/game-statements.js';

/**
 * A page of the games a player (:playerId) holds a seat of, newest first, after a (created_at, id)
 * cursor (:afterCreatedAt, :afterId) when given; :status: one status or null; :viewer, who sees a private game only when
 * it is one of its players too (null: anyone, who sees public games only). The state is read only
 * of games in play, for whose turn it is. `rating`: what a finished rated game did to the seat.
 * One row a game: a computer player may hold two seats of one game, and is listed by its first
 * (two rows shared one cursor, so a page that ended on the first skipped the second).
 */
export const PLAYER_GAMES = sql(
  'player_games',
  `
  SELECT g.id, g.name, g.status, g.players, g.rated, g.visibility, g.deadline, g.winner, g.result,
         (g.created_at AT TIME ZONE 'UTC') AS created_at,
         CASE WHEN g.status = 'playing' THEN g.state END AS state,
         me.seat, me.left_game AS "left",
         (SELECT json_agg(json_build_object('seat', s.seat, 'name', s.name, 'playerId', s.player_id,
                 'botLevel', s.bot_level, 'away', s.away, 'botAccount', ${BOT_ACCOUNT})
                 ORDER BY s.seat)
            FROM seats s WHERE s.game_id = g.id) AS seats,
         CASE WHEN r.game_id IS NULL THEN NULL ELSE json_build_object('pool', r.pool,
              'place', r.place, 'muBefore', r.mu_before, 'sigmaBefore', r.sigma_before,
              'muAfter', r.mu_after, 'sigmaAfter', r.sigma_after, 'weight', r.weight) END AS rating
    FROM (SELECT DISTINCT ON (game_id) game_id, seat, left_game FROM seats
           WHERE player_id = :playerId::uuid ORDER BY game_id, seat) me
    JOIN games g ON g.id = me.game_id
    LEFT JOIN game_ratings r ON r.game_id = me.game_id AND r.seat = me.seat
   WHERE ((:status)::text IS NULL OR g.status = :status)
     AND (g.visibility = 'public' OR EXISTS (
            SELECT 1 FROM seats v WHERE v.game_id = g.id AND v.player_id = :viewer::uuid))
     AND (:afterCreatedAt::timestamptz IS NULL
          OR (g.created_at, g.id) < ((:afterCreatedAt::timestamptz AT TIME ZONE 'UTC'), :afterId::uuid))
   ORDER BY g.created_at DESC, g.id DESC
   LIMIT :limit`,
);
