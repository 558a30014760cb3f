-- A seat stream's presence row names the token it was opened with (its SHA-256): a seat counts as
-- `connected` only through rows of the token that holds it now, and a seat freed by a player
-- leaving a waiting game takes its rows with it. Rows written by an instance of an earlier release
-- have no token and never count (docs/online-play.md, "Presence").

-- AlterTable
ALTER TABLE "seat_presence" ADD COLUMN     "token_hash" TEXT;

-- CreateIndex
CREATE INDEX "seat_presence_token_hash_idx" ON "seat_presence"("token_hash");

-- AddForeignKey
ALTER TABLE "seat_presence" ADD CONSTRAINT "seat_presence_token_hash_fkey" FOREIGN KEY ("token_hash") REFERENCES "seats"("token_hash") ON DELETE CASCADE ON UPDATE CASCADE;
