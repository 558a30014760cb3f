-- The player whose token created a game (issue 42): besides the game's seated players, it may
-- seat computer players in its rated game. Null for games created without a player token, by
-- the queue, or before this column.
ALTER TABLE "games" ADD COLUMN     "creator_player_id" UUID;

ALTER TABLE "games" ADD CONSTRAINT "games_creator_player_id_fkey" FOREIGN KEY ("creator_player_id") REFERENCES "players"("id") ON DELETE SET NULL ON UPDATE CASCADE;
