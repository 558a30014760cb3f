-- A game's row is rewritten by every move, and its state (about 2.5 kB of JSON) made the row just
-- larger than PostgreSQL's 2 kB toast threshold, so every move compressed it again (pglz was the
-- largest single function in PostgreSQL's profile under bench:capacity). Rows up to a page are
-- now kept as they are: no compression on write, none to undo on read.
ALTER TABLE games SET (toast_tuple_target = 8160);
