-- Online play (docs/online-play.md): turn clocks and their claims, visibility, how a game ended, rematches,
-- away and left seats with their timeouts in a row, and the presence of open seat streams.

-- AlterTable
ALTER TABLE "games" ADD COLUMN     "deadline" TIMESTAMPTZ(3),
ADD COLUMN     "deadline_claimed_until" TIMESTAMPTZ(3),
ADD COLUMN     "first_dealer" INTEGER,
ADD COLUMN     "last_timeout" JSONB,
ADD COLUMN     "rematch_id" UUID,
ADD COLUMN     "result" JSONB,
ADD COLUMN     "time_control" JSONB,
ADD COLUMN     "visibility" TEXT NOT NULL DEFAULT 'public';

-- AlterTable
ALTER TABLE "seats" ADD COLUMN     "away" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "left_game" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "timeouts" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "seat_presence" (
    "stream_id" UUID NOT NULL,
    "game_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "seat_presence_pkey" PRIMARY KEY ("stream_id")
);

-- CreateIndex
CREATE INDEX "seat_presence_game_id_seat_idx" ON "seat_presence"("game_id", "seat");

-- CreateIndex
CREATE INDEX "games_deadline_idx" ON "games"("deadline");

-- AddForeignKey
ALTER TABLE "seat_presence" ADD CONSTRAINT "seat_presence_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
