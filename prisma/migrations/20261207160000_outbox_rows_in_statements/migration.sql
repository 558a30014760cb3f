-- A game's outbox row is now written by the statement that appends its events (its `told` CTE,
-- TELLING_EVENTS in src/platform/realtime/outbox-statements.ts), with the same content the
-- trigger wrote: each game's newest sequence number appended. The trigger's transition table and
-- function call cost PostgreSQL about a fifth of a move's statement
-- (docs/performance-history.md, "The twenty-second session"). Player messages keep theirs.
DROP TRIGGER game_events_outbox ON game_events;
DROP FUNCTION outbox_of_events();
