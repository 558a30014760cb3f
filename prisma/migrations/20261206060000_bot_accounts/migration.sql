-- Bot accounts (issue 49): a player may be a program (`bot`), created with its owner's contact and
-- a description, rated among bots and shown as a bot wherever a player is shown. A computer player
-- of the service keeps `person` here and is told apart by its bot_level. The ladder pauses a bot
-- that misses its clock too often (src/features/queue/ladder-pause.ts), with the reason kept here.
ALTER TABLE "players" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'person';
ALTER TABLE "players" ADD COLUMN "owner" TEXT;
ALTER TABLE "players" ADD COLUMN "description" TEXT;
ALTER TABLE "players" ADD COLUMN "paused_reason" TEXT;
ALTER TABLE "players" ADD COLUMN "paused_at" TIMESTAMPTZ(3);
ALTER TABLE "players" ADD CONSTRAINT "players_kind_check" CHECK ("kind" IN ('person', 'bot'));

-- The creator of a rated game may let bot accounts sit with people (its players' ratings move by
-- them); otherwise a rated table is people's or bots' only.
ALTER TABLE "games" ADD COLUMN "bots_allowed" BOOLEAN NOT NULL DEFAULT false;
