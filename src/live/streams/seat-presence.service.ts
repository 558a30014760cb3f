import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { Sweeps, type Sweep } from '../../platform/clock/sweeps.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { PINO_LOGGER } from '../../platform/logging/logger.js';
import { DatabasePool } from '../../platform/database/database-pool.js';

const OPEN = `
  INSERT INTO seat_presence (stream_id, game_id, seat, seen_at, token_hash)
  VALUES ($1::uuid, $2::uuid, $3, $4::timestamptz, $5)`;
const RENEW = `UPDATE seat_presence SET seen_at = $2::timestamptz WHERE stream_id = ANY($1::uuid[])`;
const CLOSE = `DELETE FROM seat_presence WHERE stream_id = $1::uuid`;
/** Rows an instance that died left behind, long past counting. */
const FORGET = `DELETE FROM seat_presence WHERE seen_at < $1::timestamptz`;

/**
 * Which seats have a stream open, across instances (docs/online-play.md): one row per open seat
 * stream, deleted as it closes and renewed by its instance a few times per PRESENCE_TTL_MS, so a
 * stream's close is seen at once and an instance that died is seen within PRESENCE_TTL_MS. Reads
 * of a game count a seat `connected` while a row of it is fresh and of the token that holds the
 * seat now (GameStore): a row outlives neither its seat (it is deleted with it) nor its player's
 * leaving (the leave deletes it), and a row that raced either is never counted.
 */
@Injectable()
export class SeatPresence implements OnModuleDestroy {
  private readonly open = new Set<string>();
  private readonly timer: Sweep;

  constructor(
    private readonly database: DatabasePool,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    sweeps: Sweeps,
  ) {
    this.timer = sweeps.every('presence', Math.floor(config.presenceTtlMs / 3), () => this.renew());
  }

  /**
   * Records an open stream of `seat`, opened with the token of hash `tokenHash`; the returned
   * function records its close. Fails when the token's seat is gone (its foreign key).
   */
  async opened(gameId: string, seat: number, tokenHash: string): Promise<() => void> {
    const id = randomUUID();
    await this.database.prepared('presence_open', OPEN, [
      id,
      gameId,
      seat,
      this.clock.now().toISOString(),
      tokenHash,
    ]);
    this.open.add(id);
    return () => {
      this.open.delete(id);
      this.database.prepared('presence_close', CLOSE, [id]).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'presence close failed; the row goes stale instead');
      });
    };
  }

  /** Renews this instance's streams and forgets rows left by instances that died. */
  async renew(): Promise<void> {
    const now = this.clock.now();
    try {
      if (this.open.size) {
        await this.database.prepared('presence_renew', RENEW, [[...this.open], now.toISOString()]);
      }
      const long = new Date(now.getTime() - 10 * this.config.presenceTtlMs).toISOString();
      await this.database.prepared('presence_forget', FORGET, [long]);
    } catch (error) {
      this.logger.warn({ err: error }, 'presence renewal failed; it runs again shortly');
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.timer.stop();
    const ids = [...this.open];
    this.open.clear();
    await Promise.all(
      ids.map((id) => this.database.prepared('presence_close', CLOSE, [id]).catch(() => undefined)),
    );
  }
}
