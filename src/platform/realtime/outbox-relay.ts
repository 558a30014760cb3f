import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { PINO_LOGGER } from '../logging/logger.js';
import { Sweeps, type Sweep } from '../sweeps/sweeps.js';
import { GameAnnouncements } from './game-announcements.js';
import { OutboxStore } from './outbox.store.js';

/** A commit's row older than this is taken as untold: the instance that made it died first. */
export const OUTBOX_GRACE_MS = 1000;
/** How often every instance looks for untold commits. */
const SWEEP_MS = 400;
/** Rows taken over per look. */
const BATCH = 200;

/**
 * The outbox's relay (docs/architecture.md, "One commit, told once"). Every commit writes, in its
 * own transaction, a row for each thing it owes: its game's stream notice (the trigger
 * game_events_outbox), each player stream it wrote messages to (player_messages_outbox), a
 * replaced token's revocation. The instance that committed announces them at once and deletes the
 * rows (outbox-deliveries.ts); every instance takes over rows left untold past OUTBOX_GRACE_MS
 * (their instance died between commit and announcement) and announces them itself, to every
 * instance. Announcing again is harmless: followers read by sequence number.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: Sweep | null = null;
  private sweeping: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly store: OutboxStore,
    private readonly announcements: GameAnnouncements,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly sweeps: Sweeps,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = this.sweeps.every('outbox', SWEEP_MS, () => this.sweep());
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.timer?.stop();
    await this.sweeping;
  }

  /** Announces the rows nobody told in time; answers how many it took over. */
  sweep(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.sweeping ??= this.takeOver().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async takeOver(): Promise<number> {
    try {
      const untold = await this.store.takeUntold(OUTBOX_GRACE_MS, BATCH);
      if (!untold.length) return 0;
      const games = untold.flatMap((u) => (u.kind === 'game_committed' ? [u.gameId] : []));
      const seats = games.length ? await this.store.seatsOf(games) : [];
      const players = new Map<string, number>();
      for (const row of untold) {
        if (row.kind === 'game_committed') {
          const own = seats
            .filter((s) => s.gameId === row.gameId)
            .map(({ gameId: _game, ...seat }) => ({ ...seat, connected: false }));
          this.announcements.announce({ gameId: row.gameId, seats: own, lastSeq: row.seq });
        } else if (row.kind === 'player_message') players.set(row.playerId, row.seq);
        else this.announcements.announceTokenReplaced(row.playerId, null);
      }
      if (players.size) this.announcements.announceMessages(players);
      this.logger.info({ rows: untold.length }, 'announced commits their instance did not');
      return untold.length;
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox sweep failed; it runs again shortly');
      return 0;
    }
  }
}
