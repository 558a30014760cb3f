import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { Sweeps, type Sweep } from '../../platform/sweeps/sweeps.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { PINO_LOGGER } from '../../platform/logging/logger.js';
import { AbsencesService } from '../../features/play/absences.service.js';
import { PresenceAnnouncements } from '../../platform/realtime/presence-announcements.js';
import { SeatPresenceStore } from './seat-presence.store.js';

/**
 * Which seats have a stream open, across instances (docs/online-play.md): one row per open seat
 * stream, deleted as it closes and renewed by its instance a few times per PRESENCE_TTL_MS, so a
 * stream's close is seen at once and an instance that died is seen within PRESENCE_TTL_MS. Each
 * open and close is announced (PresenceAnnouncements), so the game's streams that asked for
 * presence tell their clients within a notice's time, not at the game's next move. Reads
 * of a game count a seat `connected` while a row of it is fresh and of the token that holds the
 * seat now (GameStore): a row outlives neither its seat (it is deleted with it) nor its player's
 * leaving (the leave deletes it), and a row that raced either is never counted.
 */
@Injectable()
export class SeatPresence implements OnModuleDestroy {
  private readonly open = new Set<string>();
  private readonly timer: Sweep;

  constructor(
    private readonly store: SeatPresenceStore,
    private readonly clock: Clock,
    private readonly absences: AbsencesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly announcements: PresenceAnnouncements,
    sweeps: Sweeps,
  ) {
    this.timer = sweeps.every('presence', Math.floor(config.presenceTtlMs / 3), () => this.renew());
  }

  /**
   * A seat's stream opened: the seat is `connected` while it is open, and an away seat is back
   * (docs/online-play.md). Answers what its close undoes.
   */
  async streamOpened(
    gameId: string,
    seat: number,
    tokenHash: string,
    away: boolean,
  ): Promise<() => void> {
    const closed = await this.opened(gameId, seat, tokenHash);
    try {
      if (away) await this.absences.comeBack(gameId, seat);
    } catch (error) {
      closed();
      throw error;
    }
    return closed;
  }

  /**
   * Records an open stream of `seat`, opened with the token of hash `tokenHash`; the returned
   * function records its close. Fails when the token's seat is gone (its foreign key).
   */
  async opened(gameId: string, seat: number, tokenHash: string): Promise<() => void> {
    const id = randomUUID();
    await this.store.open(id, gameId, seat, tokenHash, this.clock.now());
    this.open.add(id);
    // The game's streams, here and on the other instances, tell their clients at once.
    this.announcements.changed(gameId);
    return () => {
      this.open.delete(id);
      this.store.close(id).then(
        () => this.announcements.changed(gameId),
        (error: unknown) => {
          this.logger.warn({ err: error }, 'presence close failed; the row goes stale instead');
        },
      );
    };
  }

  /** Renews this instance's streams and forgets rows left by instances that died. */
  async renew(): Promise<void> {
    const now = this.clock.now();
    try {
      if (this.open.size) {
        await this.store.renew([...this.open], now);
      }
      await this.store.forget(new Date(now.getTime() - 10 * this.config.presenceTtlMs));
    } catch (error) {
      this.logger.warn({ err: error }, 'presence renewal failed; it runs again shortly');
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.timer.stop();
    const ids = [...this.open];
    this.open.clear();
    await Promise.all(ids.map((id) => this.store.close(id).catch(() => undefined)));
  }
}
