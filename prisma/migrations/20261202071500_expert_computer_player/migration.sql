-- The `expert` bot level (src/expert) plays rated games as its own computer player, like the
-- other levels (players_and_ratings).
INSERT INTO "players" ("id", "name", "bot_level") VALUES
    ('00000000-0000-4000-8000-000000000004', 'Bot (expert)', 'expert');
