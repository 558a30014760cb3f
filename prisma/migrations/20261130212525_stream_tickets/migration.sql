-- Stream tickets (POST /api/v1/games/{id}/stream-tickets): only hashes are stored; a ticket is
-- deleted as it is used (DELETE ... RETURNING) and expired ones are swept. timestamptz, so that
-- instances compare expiry on the database clock whatever their session time zone.

-- CreateTable
CREATE TABLE "stream_tickets" (
    "ticket_hash" TEXT NOT NULL,
    "game_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stream_tickets_pkey" PRIMARY KEY ("ticket_hash")
);

-- CreateIndex
CREATE INDEX "stream_tickets_expires_at_idx" ON "stream_tickets"("expires_at");

-- AddForeignKey
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
