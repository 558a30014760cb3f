-- A player stream ticket names the player token it was issued with (its SHA-256): it opens a
-- stream only while the player still holds that token, so a ticket issued while the token was
-- being replaced dies with it (issue 42, item 9). Tickets issued before this column (null) open
-- nothing; they lived a minute anyway.
ALTER TABLE "player_stream_tickets" ADD COLUMN "token_hash" TEXT;
