-- The analysis of a finished deal (GET /games/{id}/deals/{n}/analysis), computed once by the solver
-- on a decision worker and kept: a finished deal never changes.
CREATE TABLE "deal_analyses" (
    "game_id" UUID NOT NULL,
    "deal" INTEGER NOT NULL,
    "analysis" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deal_analyses_pkey" PRIMARY KEY ("game_id","deal")
);

ALTER TABLE "deal_analyses" ADD CONSTRAINT "deal_analyses_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
