-- The outbox (docs/architecture.md, "One commit, told once"): every statement that appends to a
-- game's event log adds, in its own transaction, a row naming the game and the newest sequence
-- number it wrote. The instance that committed deletes the row once it has told everyone
-- (streams on every instance, players' messages, its bots); any instance announces a row left
-- behind longer than a moment (its committer died), so no commit goes untold.
CREATE TABLE "outbox" (
    "id" BIGSERIAL NOT NULL,
    "game_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "outbox_created_at_idx" ON "outbox"("created_at");
CREATE INDEX "outbox_game_id_seq_idx" ON "outbox"("game_id", "seq");

CREATE FUNCTION outbox_of_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (game_id, seq)
  SELECT game_id, max(seq) FROM appended GROUP BY game_id;
  RETURN NULL;
END $$;

CREATE TRIGGER game_events_outbox AFTER INSERT ON game_events
  REFERENCING NEW TABLE AS appended
  FOR EACH STATEMENT EXECUTE FUNCTION outbox_of_events();
