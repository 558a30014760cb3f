-- A rated game's change to each seat's rating is weighted (src/ratings/rating-policy.ts): 0 when
-- it does not count (a game not really played, a repeat past the policy's bound), 1 at full
-- weight. rated_at dates it, for the repeats counted over the policy's window.
ALTER TABLE "game_ratings" ADD COLUMN "weight" DOUBLE PRECISION NOT NULL DEFAULT 1;
ALTER TABLE "game_ratings" ADD COLUMN "rated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
CREATE INDEX "game_ratings_player_id_rated_at_idx" ON "game_ratings"("player_id", "rated_at");
