-- The cut (docs/rules.md, "Fairness"): the commitment to a game's master secret, published from its
-- creation, and the seed each seat sent when it took its seat. Both null for games created before.

-- AlterTable
ALTER TABLE "games" ADD COLUMN     "server_commitment" TEXT;

-- AlterTable
ALTER TABLE "seats" ADD COLUMN     "client_seed" TEXT;
