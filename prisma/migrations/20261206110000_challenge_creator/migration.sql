-- The keyed hash of a challenger's address: its open challenges and the games they make count
-- against GAMES_PER_ADDRESS_PER_HOUR (src/features/games/store/creator-quota.ts).
ALTER TABLE "challenges" ADD COLUMN "creator" TEXT;

CREATE INDEX "challenges_creator_created_at_idx" ON "challenges"("creator", "created_at");
