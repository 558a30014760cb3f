import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../../platform/database/database-pool.js';
import { GameCache } from './game-cache.js';
import {
  type GameData,
  type NewGame,
  type SeatRecord,
  type ServiceEvent,
} from '../../../core/table/game-record.js';
import { gameFromRow, type GameRow, seatFlags } from './game-rows.js';
import * as SQL from './game-statements.js';
import {
  rememberValues,
  type IdempotencyRow,
} from '../../../platform/idempotency/idempotency-statements.js';
import * as ONLINE from './online-statements.js';
import { fullSince, type CreatorQuota } from './creator-quota.js';
import { writeFinishing, type Owed } from './finishing-write.js';
import { createValues } from './game-writes.js';

/** A change the service makes without an engine move, decided on `before`. */
export interface ServiceChange {
  before: GameData;
  after: GameData;
  /** Seats whose online flags changed. */
  seatChanges: SeatRecord[];
  /** A seat freed (a player leaving a waiting game), or null. */
  freedSeat: number | null;
  events: ServiceEvent[];
}

/** Deadlines after `since` and by `until`, of turns begun before `startedBefore`. */
export interface ClockWindow {
  since: Date;
  until: Date;
  startedBefore: Date;
}

/**
 * The game store's statements of online play (docs/online-play.md), beside GameStore to keep each
 * file small; the same aggregate, the same rows, the same cache.
 */
@Injectable()
export class OnlineStore {
  constructor(
    private readonly database: DatabasePool,
    private readonly cache: GameCache,
  ) {}

  /** Claims up to `limit` games whose deadline passed by `now`, until `until`. */
  async claimDeadlines(now: Date, until: Date, limit: number) {
    return this.database.run(ONLINE.CLAIM_DEADLINES, {
      now: now.toISOString(),
      until: until.toISOString(),
      limit,
    });
  }

  /**
   * Up to `limit` running games whose person's clock runs out in `window`, after the cursor
   * `after` (the last game of the page before; null: the first page).
   */
  async clocksRunningBetween(
    { since, until, startedBefore }: ClockWindow,
    after: { deadline: Date; id: string } | null,
    limit: number,
  ) {
    return this.database.run(ONLINE.CLOCKS_RUNNING_BETWEEN, {
      since: since.toISOString(),
      until: until.toISOString(),
      startedBefore: startedBefore.toISOString(),
      afterDeadline: after?.deadline.toISOString() ?? null,
      afterId: after?.id ?? null,
      limit,
    });
  }

  /** Claims the deadline of the game at `version` until `until`; false when held or moved on. */
  async claimDeadline(gameId: string, version: number, now: Date, until: Date): Promise<boolean> {
    const rows = await this.database.run(ONLINE.CLAIM_DEADLINE, {
      gameId,
      version,
      until: until.toISOString(),
      now: now.toISOString(),
    });
    return rows.length === 1;
  }

  /**
   * Writes a change, the request's answer when it is to be remembered and what it `owed` in the
   * same transaction; false when the game's version moved on meanwhile.
   */
  async writeChange(
    change: ServiceChange,
    remember: IdempotencyRow | null,
    owed: Owed,
  ): Promise<boolean> {
    const { before, after } = change;
    const rows = await writeFinishing(this.database, { before, after, owed }, ONLINE.WRITE_CHANGE, {
      gameId: before.id,
      version: before.version,
      status: after.status,
      winner: after.winner,
      result: after.result === null ? null : JSON.stringify(after.result),
      deadline: after.deadline?.toISOString() ?? null,
      events: JSON.stringify(change.events),
      seatFlags: JSON.stringify(change.seatChanges.map(seatFlags)),
      freedSeat: change.freedSeat,
      ...rememberValues(remember),
    });
    this.cache.forget(before.id);
    return rows.length === 1;
  }

  /** The seat `tokenHash` holds in the game now, read from the database (never the cache). */
  async seatOfToken(gameId: string, tokenHash: string) {
    const rows = await this.database.run(ONLINE.SEAT_OF_TOKEN, { gameId, tokenHash });
    return rows[0] ?? null;
  }

  /** Closes waiting games created before `cutoff`; answers each one's id and newest seq. */
  async closeExpired(cutoff: Date, limit: number): Promise<{ id: string; seq: number }[]> {
    const rows = await this.database.run(ONLINE.CLOSE_EXPIRED, {
      cutoff: cutoff.toISOString(),
      limit,
    });
    for (const row of rows) this.cache.forget(row.id);
    return rows;
  }

  /**
   * The rematch of a game: under the game's lock, `decide` sees it (with its first dealer) and
   * answers the new game to create, unless it already names one. Answers the rematch's id (and,
   * when this call linked it, the finished game's newest sequence number: its rematch_created),
   * `{ full }` when the caller's address may create no more games this hour (`quota`; `full`:
   * when the oldest of its hour's games was made), or null when there is no such game. `decide`
   * may throw to change nothing.
   */
  async rematch(
    gameId: string,
    decide: (game: GameData, firstDealer: number | null) => NewGame,
    quota: CreatorQuota,
  ): Promise<{ id: string; linkedSeq: number | null } | { full: Date } | null> {
    const done = await this.database.transaction(async (run) => {
      const locked = await run(ONLINE.LOCK_FOR_REMATCH.rows<GameRow>(), { gameId });
      if (!locked.length) return null;
      const game = gameFromRow(locked[0]);
      const dealers = await run(ONLINE.FIRST_DEALER, { gameId });
      const next = decide(game, dealers[0]?.first_dealer ?? null);
      if (game.rematchId) return { id: game.rematchId, linkedSeq: null };
      // Made by the caller, so counted against its address like any new game: else a chain of
      // rematches created games past GAMES_PER_ADDRESS_PER_HOUR. Joining one made is never refused.
      const full = await fullSince(run, quota);
      if (full) return { full };
      await run(SQL.CREATE_GAME, createValues(next, quota.creator, null));
      await run(ONLINE.LINK_REMATCH, { gameId, rematchId: next.id });
      return { id: next.id, linkedSeq: game.eventSeq + 1 };
    });
    this.cache.forget(gameId);
    return done;
  }
}
