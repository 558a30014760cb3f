-- Commits are announced by the service that made them, once, after the store returns
-- (src/realtime/game-announcements.ts), for every write that appends events: moves as before,
-- and now joins, leaves, forfeits, closes and rematches too. The log's trigger, which announced
-- every write but moves, goes: one mechanism instead of a trigger beside batches.
DROP TRIGGER IF EXISTS game_events_notify ON game_events;
DROP FUNCTION IF EXISTS notify_game_events();
