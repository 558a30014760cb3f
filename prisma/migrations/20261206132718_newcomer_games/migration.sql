-- Games with newcomers count less (src/core/table/rating-policy.ts, README "Players and ratings"):
-- a rating farm made a pair of new throwaway players for every game, from a new address each time,
-- and gained at full weight. player_ratings.played counts the games a player did not quit (what
-- makes it established); game_ratings.newcomer keeps whether the seat's player was still a
-- newcomer when the game was rated, for the other players' count of games with newcomers.
ALTER TABLE "game_ratings" ADD COLUMN "newcomer" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "player_ratings" ADD COLUMN "played" INTEGER NOT NULL DEFAULT 0;

-- The games each player already counted and did not quit, as placements.ts tells a quitter: it left,
-- its seat forfeited, or (a person) the game was abandoned. Without this every player would start
-- as a newcomer. Rows rated before this migration keep newcomer false: they are older than the rule.
UPDATE "player_ratings" r
   SET "played" = x.n
  FROM (
    SELECT gr.player_id, gr.pool, count(DISTINCT gr.game_id)::int AS n
      FROM "game_ratings" gr
      JOIN "games" g ON g.id = gr.game_id
      JOIN "seats" s ON s.game_id = gr.game_id AND s.seat = gr.seat
     WHERE gr.weight > 0
       AND NOT (s.left_game
                OR (g.result->>'reason' = 'forfeit' AND (g.result->>'seat')::int = gr.seat)
                OR (g.result->>'reason' = 'abandoned' AND s.bot_level IS NULL))
     GROUP BY gr.player_id, gr.pool
  ) x
 WHERE r.player_id = x.player_id AND r.pool = x.pool;
