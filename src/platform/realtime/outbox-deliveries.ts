import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { PINO_LOGGER } from '../logging/logger.js';
import { Clock, type ClockTimer } from '../clock/clock.js';
import { OutboxStore, type DeliveredRows } from './outbox.store.js';

/**
 * The least time between two deletions: far under the relay's grace (OUTBOX_GRACE_MS), so rows
 * told are gone before anyone takes them over, and long enough to gather many commits into one
 * statement (a round trip costs this process about as much CPU as the rest of a move: issue 47 in
 * docs/performance-history.md).
 */
export const OUTBOX_CLEAR_GAP_MS = 50;

/**
 * Deletes the outbox rows of what was told, in batches: the announcements of one round of the
 * event loop, or of OUTBOX_CLEAR_GAP_MS, clear their rows in one statement. A batch that fails leaves its rows, which the
 * relay announces again past the grace (outbox-relay.ts): nobody is told anything twice, since
 * every follower reads by sequence number.
 */
@Injectable()
export class OutboxDeliveries implements OnModuleDestroy {
  private pending = emptyRows();
  private scheduled = false;
  private timer: ClockTimer | null = null;
  private lastFlushAt = -Infinity;
  /** The deletion under way, awaited by a closing instance before its pool closes. */
  private flushing: Promise<void> = Promise.resolve();
  /** Closing: rows told from now on are deleted at once, not after the gap. */
  private closing = false;

  constructor(
    private readonly store: OutboxStore,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  /** The game's rows up to `seq` were told to everyone. */
  game(gameId: string, seq: number): void {
    raise(this.pending.games, gameId, seq);
    this.schedule();
  }

  /** The player's rows up to `seq` were told to everyone. */
  player(playerId: string, seq: number): void {
    raise(this.pending.players, playerId, seq);
    this.schedule();
  }

  /** The row of this id was told to everyone. */
  row(id: string): void {
    this.pending.ids.push(id);
    this.schedule();
  }

  /**
   * Deletes what is pending, after the deletion under way: a closing instance's last commits are
   * told as its notices go out (notice-sender.ts closes alongside), and rows left would wait for
   * another instance's relay past the grace, their table still (a spec saw two left under load).
   */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    this.clock.clear(this.timer);
    this.timer = null;
    this.scheduled = false;
    await this.flush();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const wait = this.closing
      ? 0
      : this.lastFlushAt + OUTBOX_CLEAR_GAP_MS - this.clock.now().getTime();
    if (wait <= 0) setImmediate(() => void this.flush());
    else this.timer = this.clock.setTimeout(() => void this.flush(), wait);
  }

  /** Deletes the pending rows once the deletion under way is done; resolves when both are. */
  private flush(): Promise<void> {
    this.scheduled = false;
    this.timer = null;
    this.flushing = this.flushing.then(() => this.deleteBatch());
    return this.flushing;
  }

  private async deleteBatch(): Promise<void> {
    const batch = this.pending;
    if (!batch.games.size && !batch.players.size && !batch.ids.length) return;
    this.pending = emptyRows();
    this.lastFlushAt = this.clock.now().getTime();
    try {
      await this.store.delivered(batch);
    } catch (error) {
      const rows = batch.games.size + batch.players.size + batch.ids.length;
      this.logger.warn({ err: error, rows }, 'outbox rows could not be cleared');
    }
  }
}

function emptyRows(): DeliveredRows {
  return { games: new Map(), players: new Map(), ids: [] };
}

function raise(map: Map<string, number>, key: string, seq: number): void {
  map.set(key, Math.max(seq, map.get(key) ?? 0));
}
