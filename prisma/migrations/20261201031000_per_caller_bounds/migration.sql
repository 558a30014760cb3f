-- AlterTable
ALTER TABLE "games" ADD COLUMN     "creator" TEXT;

-- AlterTable
ALTER TABLE "idempotency_records" ADD COLUMN     "owner" TEXT;

-- CreateIndex
CREATE INDEX "games_creator_created_at_idx" ON "games"("creator", "created_at");

-- CreateIndex
CREATE INDEX "idempotency_records_owner_created_at_idx" ON "idempotency_records"("owner", "created_at");
