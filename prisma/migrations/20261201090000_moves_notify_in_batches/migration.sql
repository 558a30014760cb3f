-- A statement that appends events may say that the service announces them itself, in batches
-- (moves do: src/games/store/commit-notices.ts), by setting thousand.notify to 'batched' for its
-- transaction. Measured under bench:capacity (1,000 tables, PostgreSQL 15): a NOTIFY in every
-- move's transaction took PostgreSQL's notification lock once per move and held it through the
-- commit's flush, so moves committed one at a time; PostgreSQL used 45% of a core and a move's
-- write took 10 ms at the median, against 24% and 1.8 ms with the moves' notifications batched.
CREATE OR REPLACE FUNCTION notify_game_events() RETURNS trigger AS $$
DECLARE
  r record;
BEGIN
  IF current_setting('thousand.notify', true) = 'batched' THEN
    RETURN NULL;
  END IF;
  FOR r IN SELECT game_id, max(seq) AS seq FROM new_events GROUP BY game_id LOOP
    PERFORM pg_notify('game_events', r.game_id::text || ':' || r.seq::text);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
