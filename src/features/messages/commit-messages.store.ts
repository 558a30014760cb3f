import type { StatementRunner } from '../../platform/database/database-pool.js';
import type { GameData, SeatRecord } from '../../core/table/game-record.js';
import { messagesOf, messagesOfCommit, peopleOf } from './player-message.js';
import * as SQL from './player-message-statements.js';
import type { RatingRow } from './player-messages.store.js';
import { streamRatingChangeOf, type StreamRatingChange } from './stream-rating-change.js';

/**
 * Writes the messages a game's commit owes its players (`your_turn`, `game_started`,
 * `game_finished` with the rating change) inside the commit's own transaction (`run`), after the
 * write that made `game` and before its COMMIT: a commit and its messages are one, and an instance
 * that dies after the commit has lost none of them. The trigger player_messages_outbox adds each
 * player's outbox row beside them, which the announcement (or, should this instance die first,
 * another instance's relay) tells the streams by (src/platform/realtime/outbox-relay.ts).
 * `eventTypes`: of the events the commit appended (null: a change known by its result only).
 * Answers each player's newest sequence number among the messages written.
 */
export async function appendCommitMessages(
  run: StatementRunner,
  game: GameData,
  seats: readonly SeatRecord[],
  eventTypes: readonly string[] | null,
  at: Date,
): Promise<Map<string, number>> {
  const appended = new Map<string, number>();
  // A game no player sits in (anonymous seats only) costs nothing more.
  if (!peopleOf(seats).length) return appended;
  const ratings = new Map<string, StreamRatingChange>();
  if (game.status === 'finished' && game.rated) {
    // Written by this same transaction (finishing-write.ts), so read here as it commits.
    const rows = await run(SQL.RATINGS.rows<RatingRow>(), { gameId: game.id });
    for (const r of rows) ratings.set(r.player_id, streamRatingChangeOf(r));
  }
  const messages = messagesOfCommit(messagesOf(game, seats, ratings, at), eventTypes);
  if (!messages.length) return appended;
  const rows = await run(SQL.APPEND.rows<{ player_id: string; seq: number }>(), {
    messages: JSON.stringify(messages),
    createdAt: at.toISOString(),
  });
  for (const r of rows) appended.set(r.player_id, Math.max(r.seq, appended.get(r.player_id) ?? 0));
  return appended;
}
