// The statements of a bot account's bound on unfinished games (BOT_OPEN_GAMES,
// src/core/table/player-kinds.ts), shared by the seat decision (bot-holds.ts), challenges and the
// queue's matching rounds, so all three count the same games.
import { sql } from '../../../platform/database/named-sql.js';

/**
 * The unfinished games a player (`who`, an SQL expression) holds, by id: a seat not left in a
 * waiting or playing game, or a queue match not seated yet, whose seat is promised. A bot
 * account's bound counts them (BOT_OPEN_GAMES, README "Bots from outside"): the seat decision, a
 * challenge and the queue's matching round alike.
 */
export const gamesHeldBy = <W extends string>(who: W) =>
  `
    SELECT s.game_id FROM seats s JOIN games g ON g.id = s.game_id
     WHERE s.player_id = ${who} AND NOT s.left_game AND g.status IN ('waiting', 'playing')
    UNION
    SELECT q.game_id FROM queue_entries q
     WHERE q.player_id = ${who} AND q.status = 'matched' AND NOT q.seated` as const;

/**
 * Locks a bot account's players row (:holder) to the commit, so its seatings on every instance
 * (and the queue's matching rounds) are decided one after the other, and counts the unfinished
 * games other than :gameId it holds (gamesHeldBy): its bound.
 */
export const LOCK_HOLDER = sql(
  'lock_holder',
  `SELECT id FROM players WHERE id = :holder::uuid FOR UPDATE`,
);
export const HELD_GAMES = sql(
  'held_games',
  `
  SELECT count(*)::int AS n FROM (${gamesHeldBy(':holder::uuid')}) held
   WHERE held.game_id <> :gameId::uuid`,
).rows<{ n: number }>();
