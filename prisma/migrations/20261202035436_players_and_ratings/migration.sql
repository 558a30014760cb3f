-- Players (one identity across games, src/players), seats bound to them, rated games and the
-- ratings they update (src/ratings). Computer players get their rows lazily, one per bot level.
-- AlterTable
ALTER TABLE "games" ADD COLUMN     "rated" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "seats" ADD COLUMN     "player_id" UUID;

-- CreateTable
CREATE TABLE "players" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "token_hash" TEXT,
    "bot_level" TEXT,
    "creator" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "players_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "player_ratings" (
    "player_id" UUID NOT NULL,
    "pool" INTEGER NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "player_ratings_pkey" PRIMARY KEY ("player_id","pool")
);

-- CreateTable
CREATE TABLE "rating_history" (
    "player_id" UUID NOT NULL,
    "pool" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL,

    CONSTRAINT "rating_history_pkey" PRIMARY KEY ("player_id","pool","day")
);

-- CreateTable
CREATE TABLE "game_ratings" (
    "game_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "player_id" UUID NOT NULL,
    "pool" INTEGER NOT NULL,
    "place" INTEGER NOT NULL,
    "mu_before" DOUBLE PRECISION NOT NULL,
    "sigma_before" DOUBLE PRECISION NOT NULL,
    "mu_after" DOUBLE PRECISION NOT NULL,
    "sigma_after" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "game_ratings_pkey" PRIMARY KEY ("game_id","seat")
);

-- CreateIndex
CREATE UNIQUE INDEX "players_token_hash_key" ON "players"("token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "players_bot_level_key" ON "players"("bot_level");

-- CreateIndex
CREATE INDEX "players_creator_created_at_idx" ON "players"("creator", "created_at");

-- CreateIndex
CREATE INDEX "game_ratings_player_id_idx" ON "game_ratings"("player_id");

-- CreateIndex
CREATE INDEX "seats_player_id_idx" ON "seats"("player_id");

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rating_history" ADD CONSTRAINT "rating_history_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The computer players: one rated player per bot level (src/bots BOT_LEVELS), with fixed ids.
-- A bot's seat is bound to its level's row when it is taken (TAKE_SEAT).
INSERT INTO "players" ("id", "name", "bot_level") VALUES
    ('00000000-0000-4000-8000-000000000001', 'Bot (random)', 'random'),
    ('00000000-0000-4000-8000-000000000002', 'Bot (basic)', 'basic'),
    ('00000000-0000-4000-8000-000000000003', 'Bot (strong)', 'strong');
