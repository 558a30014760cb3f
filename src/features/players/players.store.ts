import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../platform/database/database-pool.js';
import type { PlayerCredential } from '../../platform/common/player-token.js';
import * as SQL from './player-statements.js';
import { TOKEN_REPLACED_ROW } from '../../platform/realtime/outbox-statements.js';
import {
  REMEMBER_ANSWER,
  rememberAnswerValues,
  type IdempotencyRow,
} from '../../platform/idempotency/idempotency-statements.js';
import { PLAYER_GAMES } from './player-games.statements.js';
import type { PlayerGameRow } from './player-games.js';
import type { GameStatus } from '../../core/table/game-status.js';
import type { AccountKind } from '../../core/table/player-kinds.js';

/** What a player changes of itself; absent fields stay. */
export interface PlayerChange {
  name?: string;
  owner?: string;
  description?: string;
}

/** What a replaced player token took with it: counts, as the replacement answers them. */
export interface Revoked {
  /** Seats bound to the player whose seat tokens stopped working. */
  seatTokens: number;
  /** The player's waiting queue entry (0 or 1). */
  queueEntries: number;
  /** Unused stream tickets, the player stream's and the seats'. */
  streamTickets: number;
}

/** A player as the store gives it: plain values. `botLevel` is set for a computer player. */
export interface PlayerRow {
  id: string;
  name: string;
  botLevel: string | null;
  createdAt: Date;
  kind: AccountKind;
  /** A bot's owner's contact and description; null for a person. */
  owner: string | null;
  description: string | null;
  /** Why the ladder paused the bot, and when (src/core/table/ladder-pause.ts). */
  pausedReason: string | null;
  pausedAt: Date | null;
}

/** A new player's row (the token only as its hash). */
export interface NewPlayer {
  id: string;
  name: string;
  tokenHash: string;
  createdAt: Date;
  kind: AccountKind;
  owner: string | null;
  description: string | null;
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
    player: NewPlayer,
    quota: PlayerQuota,
    remember: IdempotencyRow | null = null,
  ): Promise<{ created: true } | { created: false; oldest: Date }> {
    return this.database.transaction(async (run) => {
      await run(SQL.LOCK_CREATOR, { creator: quota.creator });
      const [recent] = await run(SQL.RECENT_PLAYERS_OF, {
        creator: quota.creator,
        since: quota.since.toISOString(),
        limit: quota.limit,
      });
      if (recent.n >= quota.limit && recent.oldest)
        return { created: false, oldest: recent.oldest };
      await run(SQL.CREATE_PLAYER, {
        id: player.id,
        name: player.name,
        tokenHash: player.tokenHash,
        creator: quota.creator,
        createdAt: player.createdAt.toISOString(),
        kind: player.kind,
        owner: player.owner,
        description: player.description,
      });
      if (remember) await run(REMEMBER_ANSWER, rememberAnswerValues(remember));
      return { created: true };
    });
  }

  async byToken(tokenHash: string): Promise<PlayerRow | null> {
    const rows = await this.database.run(SQL.PLAYER_BY_TOKEN.rows<PlayerRow>(), { tokenHash });
    return rows[0] ?? null;
  }

  async byId(id: string): Promise<PlayerRow | null> {
    const rows = await this.database.run(SQL.PLAYER_BY_ID.rows<PlayerRow>(), { id });
    return rows[0] ?? null;
  }

  /** The player holding the token, and its seat's token hash in `gameId` (when given). */
  async credential(tokenHash: string, gameId: string | null): Promise<PlayerCredential> {
    type Row = {
      id: string;
      name: string;
      createdAt: Date;
      kind: AccountKind;
      seatTokenHash: string | null;
    };
    const rows = await this.database.run(SQL.CREDENTIAL.rows<Row>(), { tokenHash, gameId });
    const row = rows[0];
    return row
      ? {
          player: { id: row.id, name: row.name, createdAt: row.createdAt, kind: row.kind },
          seatTokenHash: row.seatTokenHash,
        }
      : { player: null, seatTokenHash: null };
  }

  /** Sets what `change` gives of name, owner and description; null when there is no such player. */
  async update(id: string, change: PlayerChange, at: Date): Promise<PlayerRow | null> {
    const rows = await this.database.run(SQL.UPDATE_PLAYER.rows<PlayerRow>(), {
      id,
      name: change.name ?? null,
      owner: change.owner ?? null,
      description: change.description ?? null,
      at: at.toISOString(),
    });
    return rows[0] ?? null;
  }

  /**
   * Replaces the token of hash `oldHash` and revokes what the old one made (Revoked), with the
   * revocation's outbox row (`row`: its id, for GameCommits to announce) and the Idempotency-Key's
   * row of the answer (`remember`) in the same transaction; null when the player no longer holds it.
   */
  async rotateToken(
    id: string,
    change: { oldHash: string; newHash: string; seatSecret: string; at: Date },
    remember: (revoked: Revoked) => IdempotencyRow | null,
  ): Promise<{ revoked: Revoked; row: string } | null> {
    const notHeld = new Error('token not held');
    return this.database
      .transaction(async (run) => {
        // The waiting entry first: a match being made holds its row while it seats the player, and
        // the token's row is locked only after this waits for it (never the other way round).
        const [queue] = await run(SQL.DROP_WAITING_OF_PLAYER, { id });
        const rows = await run(SQL.ROTATE_TOKEN, {
          id,
          newHash: change.newHash,
          at: change.at.toISOString(),
          oldHash: change.oldHash,
        });
        // Not held (any more): thrown, so that the entry dropped above stays.
        if (rows.length !== 1) throw notHeld;
        const [own] = await run(SQL.DROP_PLAYER_TICKETS, { id });
        const [seat] = await run(SQL.DROP_SEAT_TICKETS, { id });
        const [seats] = await run(SQL.REVOKE_SEAT_TOKENS, { id, secret: change.seatSecret });
        await run(SQL.DROP_SEAT_PRESENCE, { id });
        const [told] = await run(TOKEN_REPLACED_ROW.rows<{ id: string }>(), { playerId: id });
        const revoked = {
          seatTokens: seats.n,
          queueEntries: queue.n,
          streamTickets: own.n + seat.n,
        };
        const row = remember(revoked);
        if (row) await run(REMEMBER_ANSWER, rememberAnswerValues(row));
        return { revoked, row: told.id };
      })
      .catch((error: unknown) => {
        if (error === notHeld) return null;
        throw error;
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
    return this.database.run(PLAYER_GAMES.rows<PlayerGameRow>(), {
      playerId,
      status,
      viewer,
      afterCreatedAt: after?.createdAt.toISOString() ?? null,
      afterId: after?.id ?? null,
      limit,
    });
  }
}
