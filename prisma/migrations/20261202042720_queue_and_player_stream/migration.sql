-- The queue ("Play now", src/queue) and the player's stream (src/player-stream): entries waiting by
-- bucket (one waiting entry per player: waiting_player_id is unique, null once matched), each
-- player's messages numbered by a counter row, and single-use tickets for browsers.
-- CreateTable
CREATE TABLE "queue_entries" (
    "id" UUID NOT NULL,
    "player_id" UUID NOT NULL,
    "waiting_player_id" UUID,
    "players" INTEGER NOT NULL,
    "rules" JSONB NOT NULL,
    "time_control" JSONB,
    "rated" BOOLEAN NOT NULL,
    "fill_after_seconds" INTEGER,
    "bucket" TEXT NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "status" TEXT NOT NULL,
    "game_id" UUID,
    "seat" INTEGER,
    "seated" BOOLEAN NOT NULL DEFAULT false,
    "claimed_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "matched_at" TIMESTAMPTZ(3),

    CONSTRAINT "queue_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "player_messages" (
    "player_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "game_id" UUID,
    "dedupe" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "player_messages_pkey" PRIMARY KEY ("player_id","seq")
);

-- CreateTable
CREATE TABLE "player_message_counters" (
    "player_id" UUID NOT NULL,
    "last_seq" INTEGER NOT NULL,

    CONSTRAINT "player_message_counters_pkey" PRIMARY KEY ("player_id")
);

-- CreateTable
CREATE TABLE "player_stream_tickets" (
    "ticket_hash" TEXT NOT NULL,
    "player_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "player_stream_tickets_pkey" PRIMARY KEY ("ticket_hash")
);

-- CreateIndex
CREATE UNIQUE INDEX "queue_entries_waiting_player_id_key" ON "queue_entries"("waiting_player_id");

-- CreateIndex
CREATE INDEX "queue_entries_status_bucket_created_at_idx" ON "queue_entries"("status", "bucket", "created_at");

-- CreateIndex
CREATE INDEX "queue_entries_status_seated_claimed_until_idx" ON "queue_entries"("status", "seated", "claimed_until");

-- CreateIndex
CREATE INDEX "queue_entries_game_id_idx" ON "queue_entries"("game_id");

-- CreateIndex
CREATE INDEX "queue_entries_player_id_idx" ON "queue_entries"("player_id");

-- CreateIndex
CREATE INDEX "player_messages_created_at_idx" ON "player_messages"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "player_messages_player_id_dedupe_key" ON "player_messages"("player_id", "dedupe");

-- CreateIndex
CREATE INDEX "player_stream_tickets_expires_at_idx" ON "player_stream_tickets"("expires_at");

-- AddForeignKey
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_message_counters" ADD CONSTRAINT "player_message_counters_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_stream_tickets" ADD CONSTRAINT "player_stream_tickets_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;
