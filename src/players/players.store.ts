import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../database/database-pool.js';
import type { PlayerCredential } from '../common/player-token.js';
import * as SQL from './player-statements.js';
import { NOTIFY_TOKEN_REPLACED } from '../realtime/stream-revocations.js';
import {
  REMEMBER_ANSWER,
  rememberAnswerValues,
  type IdempotencyRow,
} from '../idempotency/idempotency-statements.js';
import { PLAYER_GAMES } from './player-games.statements.js';
import type { PlayerGameRow } from './player-games.js';
import type { GameStatus } from '../table/game-status.js';

/** A player as the store gives it: plain values. `botLevel` is set for a computer player. */
export interface PlayerRow {
  id: string;
  name: string;
  botLevel: string | null;
  createdAt: Date;
}

/** PLAYERS_PER_ADDRESS_PER_HOUR for one address: its keyed hash, the limit, the hour's start. */
export interface PlayerQuota {
  creator: string;
  limit: number;
  since: Date;
}

/** Players and their tokens (only hashes of tokens come in). Knows no HTTP. */
@Injectable()
export class PlayersStore {
  constructor(private readonly database: DatabasePool) {}

  /**
   * Creates the player unless its address made `quota.limit` players since `quota.since` (on any
   * instance): then nothing is written and the answer says when the oldest of those was made.
   * `remember`: the Idempotency-Key's row of the answer, written with the player or not at all.
   */
  async create(
    player: { id: string; name: string; tokenHash: string; createdAt: Date },
    quota: PlayerQuota,
    remember: IdempotencyRow | null = null,
  ): Promise<{ created: true } | { created: false; oldest: Date }> {
    return this.database.transaction(async (run) => {
      await run('lock_player_creator', SQL.LOCK_CREATOR, [quota.creator]);
      const [recent] = await run<{ n: number; oldest: Date | null }>(
        'recent_players_of',
        SQL.RECENT_PLAYERS_OF,
        [quota.creator, quota.since.toISOString(), quota.limit],
      );
      if (recent.n >= quota.limit && recent.oldest)
        return { created: false, oldest: recent.oldest };
      await run('create_player', SQL.CREATE_PLAYER, [
        player.id,
        player.name,
        player.tokenHash,
        quota.creator,
        player.createdAt.toISOString(),
      ]);
      if (remember) await run('remember_answer', REMEMBER_ANSWER, rememberAnswerValues(remember));
      return { created: true };
    });
  }

  async byToken(tokenHash: string): Promise<PlayerRow | null> {
    const rows = await this.database.prepared<PlayerRow>('player_by_token', SQL.PLAYER_BY_TOKEN, [
      tokenHash,
    ]);
    return rows[0] ?? null;
  }

  async byId(id: string): Promise<PlayerRow | null> {
    const rows = await this.database.prepared<PlayerRow>('player_by_id', SQL.PLAYER_BY_ID, [id]);
    return rows[0] ?? null;
  }

  /** The player holding the token, and its seat's token hash in `gameId` (when given). */
  async credential(tokenHash: string, gameId: string | null): Promise<PlayerCredential> {
    const rows = await this.database.prepared<{
      id: string;
      name: string;
      createdAt: Date;
      seatTokenHash: string | null;
    }>('player_credential', SQL.CREDENTIAL, [tokenHash, gameId]);
    const row = rows[0];
    return row
      ? {
          player: { id: row.id, name: row.name, createdAt: row.createdAt },
          seatTokenHash: row.seatTokenHash,
        }
      : { player: null, seatTokenHash: null };
  }

  async rename(id: string, name: string, at: Date): Promise<PlayerRow | null> {
    const rows = await this.database.prepared<PlayerRow>('rename_player', SQL.RENAME, [
      id,
      name,
      at.toISOString(),
    ]);
    return rows[0] ?? null;
  }

  /**
   * Replaces the token of hash `oldHash`, drops the stream tickets issued before and sends
   * `notice` (StreamRevocations) at the commit, with the Idempotency-Key's row of the answer
   * (`remember`); false when the player no longer holds it.
   */
  async rotateToken(
    id: string,
    change: { oldHash: string; newHash: string; at: Date; notice: string },
    remember: IdempotencyRow | null = null,
  ): Promise<boolean> {
    return this.database.transaction(async (run) => {
      const rows = await run('rotate_player_token', SQL.ROTATE_TOKEN, [
        id,
        change.newHash,
        change.at.toISOString(),
        change.oldHash,
      ]);
      if (rows.length !== 1) return false;
      await run('drop_player_tickets', SQL.DROP_PLAYER_TICKETS, [id]);
      await run('drop_seat_tickets_of_player', SQL.DROP_SEAT_TICKETS, [id]);
      await run('notify_token_replaced', NOTIFY_TOKEN_REPLACED, [change.notice]);
      if (remember) await run('remember_answer', REMEMBER_ANSWER, rememberAnswerValues(remember));
      return true;
    });
  }

  /**
   * A page of the games `playerId` holds a seat of, newest first; private ones only when `viewer`
   * (a player id, or null) holds a seat of them too.
   */
  async games(
    playerId: string,
    status: GameStatus | null,
    viewer: string | null,
    after: { createdAt: Date; id: string } | null,
    limit: number,
  ): Promise<PlayerGameRow[]> {
    return this.database.prepared<PlayerGameRow>('player_games', PLAYER_GAMES, [
      playerId,
      status,
      viewer,
      after?.createdAt.toISOString() ?? null,
      after?.id ?? null,
      limit,
    ]);
  }
}
