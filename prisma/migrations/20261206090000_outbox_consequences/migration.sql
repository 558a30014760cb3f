-- An outbox row for every consequence of a commit (docs/architecture.md, "One commit, told once"),
-- not only the game's stream notice: each row says what it tells (kind) and to whom. A game's rows
-- come from game_events_outbox as before; a player's stream reaching a sequence number from
-- player_messages_outbox below, in the transaction that wrote its messages; a replaced token's
-- revocation is written by the replacement itself. Delivery reads these rows (outbox-relay.ts).
ALTER TABLE "outbox"
  ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'game_committed',
  ADD COLUMN "player_id" UUID,
  ALTER COLUMN "game_id" DROP NOT NULL,
  ALTER COLUMN "seq" DROP NOT NULL;

CREATE INDEX "outbox_player_id_seq_idx" ON "outbox"("player_id", "seq");

CREATE FUNCTION outbox_of_player_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (kind, player_id, seq)
  SELECT 'player_message', player_id, max(seq) FROM appended GROUP BY player_id;
  RETURN NULL;
END $$;

CREATE TRIGGER player_messages_outbox AFTER INSERT ON player_messages
  REFERENCING NEW TABLE AS appended
  FOR EACH STATEMENT EXECUTE FUNCTION outbox_of_player_messages();
