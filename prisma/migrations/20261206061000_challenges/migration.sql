-- Challenges (issue 49): a player invites named players to a new table with its rules and time
-- control; once every invitee accepted, the lobby seats them all (src/features/challenges).
CREATE TABLE "challenges" (
    "id" UUID NOT NULL,
    "challenger_id" UUID NOT NULL,
    "players" INTEGER NOT NULL,
    "rules" JSONB NOT NULL,
    "time_control" JSONB,
    "rated" BOOLEAN NOT NULL,
    "bots_allowed" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL,
    "game_id" UUID,
    "seated" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "challenges_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "challenge_invitees" (
    "challenge_id" UUID NOT NULL,
    "player_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "answer" TEXT NOT NULL,

    CONSTRAINT "challenge_invitees_pkey" PRIMARY KEY ("challenge_id","player_id")
);

CREATE INDEX "challenges_challenger_id_created_at_idx" ON "challenges"("challenger_id", "created_at");
CREATE INDEX "challenge_invitees_player_id_idx" ON "challenge_invitees"("player_id");

ALTER TABLE "challenges" ADD CONSTRAINT "challenges_challenger_id_fkey" FOREIGN KEY ("challenger_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "challenge_invitees" ADD CONSTRAINT "challenge_invitees_challenge_id_fkey" FOREIGN KEY ("challenge_id") REFERENCES "challenges"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "challenge_invitees" ADD CONSTRAINT "challenge_invitees_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;
