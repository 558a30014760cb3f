import { Injectable } from '@nestjs/common';
import { DatabasePool, type StatementRunner } from '../../platform/database/database-pool.js';
import type { GameRatingFields } from '../ratings/rating-change.js';
import type { NewPlayerMessage } from './player-message.js';
import * as SQL from './player-message-statements.js';

/** What a finished rated game did to one player's rating (game_ratings). */
export interface RatingRow extends GameRatingFields {
  player_id: string;
}

/** A stored message, with its game_ratings place and weight when it is an older `game_finished`. */
export interface StoredMessageRow {
  seq: number;
  payload: Record<string, unknown>;
  place: number | null;
  weight: number | null;
}

/** The statements on players' messages (PlayerMessages says what they mean). */
@Injectable()
export class PlayerMessagesStore {
  constructor(private readonly database: DatabasePool) {}

  /**
   * Appends messages inside the caller's transaction (`run`), each player's outbox row beside them
   * (the trigger player_messages_outbox); answers each player's newest number written.
   */
  async append(
    run: StatementRunner,
    messages: NewPlayerMessage[],
    at: Date,
  ): Promise<Map<string, number>> {
    const rows = await run(SQL.APPEND.rows<{ player_id: string; seq: number }>(), {
      messages: JSON.stringify(messages),
      createdAt: at.toISOString(),
    });
    const appended = new Map<string, number>();
    for (const r of rows)
      appended.set(r.player_id, Math.max(r.seq, appended.get(r.player_id) ?? 0));
    return appended;
  }

  /** A player's messages after `afterSeq`, in order, at most `limit`, as stored. */
  after(playerId: string, afterSeq: number, limit: number) {
    return this.database.run(SQL.AFTER.rows<StoredMessageRow>(), {
      playerId,
      afterSeq,
      limit,
    });
  }

  /** The newest sequence number of the player's stream (0: none yet). */
  async lastSeq(playerId: string): Promise<number> {
    const rows = await this.database.run(SQL.LAST_SEQ.rows<{ last_seq: number }>(), { playerId });
    return rows[0].last_seq;
  }

  /** Deletes messages written before `before`; answers how many. */
  purge(before: Date): Promise<number> {
    return this.database.count(SQL.PURGE, { before: before.toISOString() });
  }
}
