import { Injectable } from '@nestjs/common';
import { DatabasePool, type StatementRunner } from '../../platform/database/database-pool.js';
import { fullSince, type CreatorQuota } from '../games/store/creator-quota.js';
import type { TimeControl } from '../../core/table/online-rules.js';
import type { Candidate } from './matching.js';
import * as SQL from './queue-statements.js';
import { LADDER_PAUSE_MS } from '../../core/table/ladder-pause.js';
import { BOT_OPEN_GAMES } from '../../core/table/player-kinds.js';

export type QueueStatus = 'waiting' | 'matched';

/** A queue entry as stored. */
export interface QueueEntry {
  id: string;
  playerId: string;
  players: 3 | 4;
  rules: Record<string, unknown>;
  timeControl: TimeControl | null;
  rated: boolean;
  fillAfterSeconds: number | null;
  rating: number;
  status: QueueStatus;
  gameId: string | null;
  seat: number | null;
  createdAt: Date;
  matchedAt: Date | null;
}

/** A new entry, with its bucket (queue.service.ts, bucketOf). */
export type NewEntry = Omit<QueueEntry, 'status' | 'gameId' | 'seat' | 'matchedAt'> & {
  bucket: string;
};

/** The bounds of the address making an entry: its games (GAMES_PER_ADDRESS_PER_HOUR) and waiting entries. */
export interface EntryBounds {
  games: CreatorQuota;
  waiting: number;
}

/**
 * What an insert did: the entry; or nothing, since the player already waits (`waitingOf`), the
 * address's games are spent (`gamesFull`: the oldest of the hour's, see creator-quota.ts), or it has
 * as many entries waiting as it may (`waitingFull`: when the oldest was made).
 */
export type Inserted =
  { entry: QueueEntry } | { already: true } | { gamesFull: Date } | { waitingFull: Date };

/** An entry of a matched game, as its seating needs it. */
export interface SeatingEntry {
  id: string;
  playerId: string;
  name: string;
  seat: number;
  players: 3 | 4;
  rules: Record<string, unknown>;
  timeControl: TimeControl | null;
  rated: boolean;
  /** `bot`: a bot account's entry (the ladder). */
  kind: 'person' | 'bot';
}

/** A table matching chose: its entries' seats in one game. */
export interface Placement {
  id: string;
  gameId: string;
  seat: number;
}

/** A waiting entry a round claimed, with its player's kind. */
type ClaimedRow = EntryRow & { kind: 'person' | 'bot' };

interface EntryRow {
  id: string;
  player_id: string;
  players: 3 | 4;
  rules: Record<string, unknown>;
  time_control: TimeControl | null;
  rated: boolean;
  fill_after_seconds: number | null;
  rating: number;
  status: QueueStatus;
  game_id: string | null;
  seat: number | null;
  created_at: Date;
  matched_at: Date | null;
}

const entryOf = (r: EntryRow): QueueEntry => ({
  id: r.id,
  playerId: r.player_id,
  players: r.players,
  rules: r.rules,
  timeControl: r.time_control,
  rated: r.rated,
  fillAfterSeconds: r.fill_after_seconds,
  rating: r.rating,
  status: r.status,
  gameId: r.game_id,
  seat: r.seat,
  createdAt: r.created_at,
  matchedAt: r.matched_at,
});

/** The one store of queue entries: every statement on queue_entries. */
@Injectable()
export class QueueStore {
  constructor(private readonly database: DatabasePool) {}

  /**
   * Inserts the entry within the address's bounds, counted under the address's lock (the one POST
   * /games takes), so entries and games made at once on any instance are counted one by one.
   */
  async insert(e: NewEntry, bounds: EntryBounds): Promise<Inserted> {
    return this.database.transaction(async (run) => {
      const own = await run(SQL.WAITING_OF_PLAYER, { playerId: e.playerId });
      if (own.length) return { already: true } as const;
      const gamesFull = await fullSince(run, bounds.games);
      if (gamesFull) return { gamesFull };
      const [waiting] = await run(SQL.WAITING_OF_CREATOR, { creator: bounds.games.creator });
      if (waiting.n >= bounds.waiting && waiting.oldest) return { waitingFull: waiting.oldest };
      const rows = await run(SQL.INSERT_ENTRY.rows<EntryRow>(), {
        id: e.id,
        playerId: e.playerId,
        players: e.players,
        rules: JSON.stringify(e.rules),
        timeControl: e.timeControl === null ? null : JSON.stringify(e.timeControl),
        rated: e.rated,
        fillAfterSeconds: e.fillAfterSeconds,
        bucket: e.bucket,
        rating: e.rating,
        createdAt: e.createdAt.toISOString(),
        creator: bounds.games.creator,
      });
      // Nothing written: an entry of the player's came in since the first look.
      return rows.length ? { entry: entryOf(rows[0]) } : ({ already: true } as const);
    });
  }

  async waitingOf(playerId: string): Promise<string | null> {
    const rows = await this.database.run(SQL.WAITING_OF_PLAYER, { playerId });
    return rows[0]?.id ?? null;
  }

  async entry(id: string, playerId: string): Promise<QueueEntry | null> {
    const rows = await this.database.run(SQL.ENTRY.rows<EntryRow>(), { id, playerId });
    return rows.length ? entryOf(rows[0]) : null;
  }

  /**
   * Deletes the player's entry if it still waits, under its row lock. Answers what it found: null
   * (no such entry of the player's), or the entry's status and placement (deleted when waiting).
   */
  async withdraw(
    id: string,
    playerId: string,
  ): Promise<{ status: QueueStatus; gameId: string | null; seat: number | null } | null> {
    return this.database.transaction(async (run) => {
      type Own = { status: QueueStatus; game_id: string | null; seat: number | null };
      const rows = await run(SQL.LOCK_OWN.rows<Own>(), { id, playerId });
      if (!rows.length) return null;
      const { status, game_id, seat } = rows[0];
      if (status === 'waiting') await run(SQL.DELETE_ENTRY, { id });
      return { status, gameId: game_id, seat };
    });
  }

  /**
   * Locks up to `limit` waiting entries of a bucket (SKIP LOCKED) inside `run`'s transaction,
   * passing over those of bots paused from the ladder at `now`.
   */
  async claimBucket(
    run: StatementRunner,
    bucket: string,
    limit: number,
    now: Date,
  ): Promise<{ entries: (Candidate & { players: 3 | 4 })[]; waiting: number }> {
    const since = new Date(now.getTime() - LADDER_PAUSE_MS).toISOString();
    const claimed = await run(SQL.CLAIM_BUCKET.rows<ClaimedRow>(), { bucket, limit, since });
    const [count] = await run(SQL.COUNT_BUCKET, { bucket, since });
    const { passed, atBound } = await this.botsPassedOver(run, claimed);
    const rows = claimed.filter((r) => !passed.has(r.player_id));
    const entries = rows.map((r) => ({
      id: r.id,
      playerId: r.player_id,
      rating: r.rating,
      createdAt: r.created_at,
      fillAfterSeconds: r.fill_after_seconds,
      players: r.players,
    }));
    // A bot at its bound is not waiting for this round's sake: only one held elsewhere is skipped.
    return { entries, waiting: count.n - atBound };
  }

  /**
   * The bots among the claimed entries' players that this round passes over: those at their bound
   * of unfinished games (BOT_OPEN_GAMES), counted under a lock on each bot's row, and those whose
   * row another transaction holds (a seat decision or a pause in flight: the next round sees it).
   */
  private async botsPassedOver(
    run: StatementRunner,
    claimed: ClaimedRow[],
  ): Promise<{ passed: Set<string>; atBound: number }> {
    // A bucket holds bots or people only (bucket.ts): a people's round locks and counts nothing.
    const bots = claimed.filter((r) => r.kind === 'bot').map((r) => r.player_id);
    if (!bots.length) return { passed: new Set(), atBound: 0 };
    const locked = new Set((await run(SQL.LOCK_BOTS, { ids: bots })).map((b) => b.id));
    const full = locked.size
      ? await run(SQL.BOTS_AT_BOUND, { ids: [...locked], bound: BOT_OPEN_GAMES })
      : [];
    const passed = new Set([...bots.filter((id) => !locked.has(id)), ...full.map((b) => b.id)]);
    const atBound = claimed.filter((r) => full.some((b) => b.id === r.player_id)).length;
    return { passed, atBound };
  }

  /** Marks the placements matched inside `run`'s transaction, claimed for seating until `until`. */
  async markMatched(run: StatementRunner, placements: Placement[], at: Date, until: Date) {
    await run(SQL.MARK_MATCHED, {
      placements: JSON.stringify(placements),
      at: at.toISOString(),
      until: until.toISOString(),
    });
  }

  transaction<T>(work: (run: StatementRunner) => Promise<T>): Promise<T> {
    return this.database.transaction(work);
  }

  /** The buckets with something to do at `now` (SQL.DUE_BUCKETS). */
  async dueBuckets(now: Date): Promise<string[]> {
    const rows = await this.database.run(SQL.DUE_BUCKETS, { now: now.toISOString() });
    return rows.map((r) => r.bucket);
  }

  /** Withdraws up to `limit` entries made at or before `cutoff` inside `run`'s transaction. */
  async expire(
    run: StatementRunner,
    cutoff: Date,
    limit: number,
  ): Promise<{ id: string; playerId: string }[]> {
    const rows = await run(SQL.EXPIRE, { cutoff: cutoff.toISOString(), limit });
    return rows.map((r) => ({ id: r.id, playerId: r.player_id }));
  }

  /** Claims matched games left unseated past their claim; answers their ids. */
  async claimUnseated(now: Date, until: Date, limit: number): Promise<string[]> {
    const rows = await this.database.run(SQL.CLAIM_UNSEATED, {
      now: now.toISOString(),
      until: until.toISOString(),
      limit,
    });
    return [...new Set(rows.map((r) => r.game_id))];
  }

  async entriesOfGame(gameId: string): Promise<SeatingEntry[]> {
    type Row = Omit<EntryRow, 'status' | 'game_id' | 'matched_at' | 'created_at'> & {
      name: string;
      kind: 'person' | 'bot';
    };
    const rows = await this.database.run(SQL.ENTRIES_OF_GAME.rows<Row>(), { gameId });
    return rows.map((r) => ({
      id: r.id,
      playerId: r.player_id,
      name: r.name,
      seat: r.seat!,
      players: r.players,
      rules: r.rules,
      timeControl: r.time_control,
      rated: r.rated,
      kind: r.kind,
    }));
  }

  async markSeated(gameId: string): Promise<void> {
    await this.database.run(SQL.MARK_SEATED, { gameId });
  }

  async purge(cutoff: Date): Promise<number> {
    return this.database.count(SQL.PURGE, { cutoff: cutoff.toISOString() });
  }

  async entriesSince(playerId: string, since: Date): Promise<{ n: number; oldest: Date | null }> {
    const rows = await this.database.run(SQL.ENTRIES_SINCE, {
      playerId,
      since: since.toISOString(),
    });
    return rows[0];
  }

  async rating(playerId: string, pool: number): Promise<number> {
    const rows = await this.database.run(SQL.RATING, { playerId, pool });
    return rows[0].rating;
  }
}
