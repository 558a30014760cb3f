-- Every row of game_actions and game_events is inserted by the statement that moves its game's
-- version on, from that UPDATE's row (src/features/games/store/events-told.spec.ts), and games are
-- never deleted: the keys' check (a FOR KEY SHARE read of the game row the statement just updated,
-- one per inserted row) only repeated what the statement guarantees, at about a tenth of a move's
-- statement (docs/performance-history.md, "The twenty-third session").
-- DropForeignKey
ALTER TABLE "game_actions" DROP CONSTRAINT "game_actions_game_id_fkey";

-- DropForeignKey
ALTER TABLE "game_events" DROP CONSTRAINT "game_events_game_id_fkey";
