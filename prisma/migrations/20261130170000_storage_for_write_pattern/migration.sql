-- Storage settings that follow how the tables are written. Measured in bench:http: most slow
-- requests that were not the service's own garbage collections came while an autovacuum worker was
-- on game_events, the largest table, analysing its JSON payloads again at every 10% of growth.

-- Every move rewrites its game's row. Room left on each page lets the new version stay on the
-- same page (a HOT update: no new index entries, and dead versions are pruned in place rather
-- than left for VACUUM).
ALTER TABLE games SET (fillfactor = 50);

-- The logs are append-only and read by primary key. No plan depends on statistics of their JSON
-- columns, which are the costly part of ANALYZE.
ALTER TABLE game_events ALTER COLUMN payload SET STATISTICS 0;
ALTER TABLE game_actions ALTER COLUMN action SET STATISTICS 0;

-- Analyse and vacuum the logs after they grow by half, not by a tenth or a fifth: the key
-- distribution of an append-only log does not drift, and each pass reads the pages added since.
ALTER TABLE game_events SET (autovacuum_analyze_scale_factor = 0.5, autovacuum_vacuum_insert_scale_factor = 0.5);
ALTER TABLE game_actions SET (autovacuum_analyze_scale_factor = 0.5, autovacuum_vacuum_insert_scale_factor = 0.5);
