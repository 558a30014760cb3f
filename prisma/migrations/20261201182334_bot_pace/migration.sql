-- A game's pace (docs/online-play.md, "Pace"): how long a bot or an away seat's stand-in waits before
-- its move; games already running take the default.

-- AlterTable
ALTER TABLE "games" ADD COLUMN     "bot_pace_ms" INTEGER NOT NULL DEFAULT 800;
