-- Live streams: every statement that appends events notifies `game_events` with
-- "<game id>:<highest seq>" once per game, delivered at commit. Listeners read the events from the
-- log themselves, so a notification carries no secret and may be lost without losing anything.
CREATE OR REPLACE FUNCTION notify_game_events() RETURNS trigger AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT game_id, max(seq) AS seq FROM new_events GROUP BY game_id LOOP
    PERFORM pg_notify('game_events', r.game_id::text || ':' || r.seq::text);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER game_events_notify
  AFTER INSERT ON game_events
  REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_game_events();
