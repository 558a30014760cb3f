import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { PINO_LOGGER } from '../logging/logger.js';
import { Sweeps, type Sweep } from '../sweeps/sweeps.js';
import type { SeatRecord } from '../../core/table/game-record.js';
import { OutboxStore } from './outbox.store.js';

/** A commit's row older than this is taken as untold: the instance that made it died first. */
export const OUTBOX_GRACE_MS = 1000;
/** How often every instance looks for untold commits. */
const SWEEP_MS = 400;
/** Rows taken over per look. */
const BATCH = 200;

/** What the relay hands back to the announcer for a commit it takes over. */
export interface UntoldCommit {
  gameId: string;
  seats: SeatRecord[];
  lastSeq: number;
}

/** The announcer: GameAnnouncements, which tells a commit to everyone who follows it. */
export interface Announcer {
  announce(commit: UntoldCommit): void;
}

/**
 * The outbox's relay (docs/architecture.md, "One commit, told once"). The trigger
 * game_events_outbox adds a row in every transaction that appends events; the announcement of that
 * commit, once everything it owes is done (the notice to other instances sent, the players'
 * messages written), deletes it here in a batch; and every instance takes over rows left untold
 * past OUTBOX_GRACE_MS and announces them itself. Announcing again is harmless: streams read by
 * sequence number, players' messages have dedupe keys.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private pending = new Map<string, number>();
  private scheduled = false;
  private timer: Sweep | null = null;
  private sweeping: Promise<number> | null = null;
  private stopped = false;
  private announcer: Announcer | null = null;

  constructor(
    private readonly store: OutboxStore,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly sweeps: Sweeps,
  ) {}

  /** The announcer of the rows taken over (GameAnnouncements registers itself). */
  setAnnouncer(announcer: Announcer): void {
    this.announcer = announcer;
  }

  onApplicationBootstrap(): void {
    this.timer = this.sweeps.every('outbox', SWEEP_MS, () => this.sweep());
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.timer?.stop();
    await this.sweeping;
    await this.flush();
  }

  /** The commit of `gameId` up to `seq` was told to everyone: its rows go in the next batch. */
  delivered(gameId: string, seq: number): void {
    this.pending.set(gameId, Math.max(seq, this.pending.get(gameId) ?? 0));
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    if (!this.pending.size) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.store.delivered([...batch.keys()], [...batch.values()]);
    } catch (error) {
      // Left in the outbox: a sweep announces them again, which tells nobody anything twice.
      this.logger.warn({ err: error, games: batch.size }, 'outbox rows could not be cleared');
    }
  }

  /** Announces the commits nobody told in time; answers how many games it took over. */
  sweep(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.sweeping ??= this.takeOver().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async takeOver(): Promise<number> {
    try {
      const untold = await this.store.takeUntold(OUTBOX_GRACE_MS, BATCH);
      if (!untold.length || !this.announcer) return untold.length;
      const seats = await this.store.seatsOf(untold.map((u) => u.gameId));
      for (const { gameId, seq } of untold) {
        const own = seats
          .filter((s) => s.gameId === gameId)
          .map(({ gameId: _game, ...seat }) => ({ ...seat, connected: false }));
        this.announcer.announce({ gameId, seats: own, lastSeq: seq });
      }
      this.logger.info({ games: untold.length }, 'announced commits their instance did not');
      return untold.length;
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox sweep failed; it runs again shortly');
      return 0;
    }
  }
}
