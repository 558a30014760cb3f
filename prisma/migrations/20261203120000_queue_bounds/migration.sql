-- The queue's bounds (issue 42, src/queue): each entry keeps its client address's keyed hash
-- (`creator`, as games.creator), so the games the queue makes count against that address's
-- GAMES_PER_ADDRESS_PER_HOUR and its waiting entries against QUEUE_ENTRIES_PER_ADDRESS; and the
-- time its fill delay passes (`fill_due_at`), so the matcher's sweep looks only at buckets with
-- something due. Waiting entries expire by created_at (QUEUE_ENTRY_TTL).
-- AlterTable
ALTER TABLE "queue_entries" ADD COLUMN "creator" TEXT,
ADD COLUMN "fill_due_at" TIMESTAMPTZ(3);

UPDATE "queue_entries" SET "fill_due_at" = "created_at" + make_interval(secs => "fill_after_seconds")
 WHERE "fill_after_seconds" IS NOT NULL;

-- CreateIndex
CREATE INDEX "queue_entries_status_fill_due_at_idx" ON "queue_entries"("status", "fill_due_at");

-- CreateIndex
CREATE INDEX "queue_entries_status_created_at_idx" ON "queue_entries"("status", "created_at");

-- CreateIndex
CREATE INDEX "queue_entries_creator_idx" ON "queue_entries"("creator");
