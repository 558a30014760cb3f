import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { AddressHash } from '../../platform/http/address-hash.js';
import { PINO_LOGGER } from '../../platform/logging/logger.js';
import { Sweeps, type Sweep } from '../../platform/sweeps/sweeps.js';
import { StreamPlacesStore } from './stream-places.store.js';

/**
 * A place not renewed within this long no longer counts: its instance died. Its streams' clients
 * reconnect at once, and until then the dead instance's places count against them: at 30 s ten
 * spectators behind one address were refused for 27 s after a `kill -9` (an operator's trial).
 * One renewal a third of this for all of an instance's streams keeps it cheap.
 */
export const STREAM_PLACE_TTL_MS = 12_000;
/** How often an instance renews the places of its open streams. */
const RENEW_EVERY_MS = STREAM_PLACE_TTL_MS / 3;

/**
 * Places among the streams of one holder (a client address) counted across instances in
 * PostgreSQL (docs/deploy.md, "Limits across instances"): one row per open stream, taken as it
 * opens, given back as it closes, renewed by its instance while it is open. Taking is two
 * statements: the row, then the holder's fresh rows counted; past `max` the row is given back and
 * the stream refused. Two instances taking the last place at once both count both rows, so both
 * may refuse, but never both admit. Holders are keyed hashes (AddressHash).
 */
@Injectable()
export class StreamPlaces implements OnModuleDestroy {
  private readonly open = new Set<string>();
  private readonly sweep: Sweep;

  constructor(
    private readonly store: StreamPlacesStore,
    private readonly hash: AddressHash,
    private readonly clock: Clock,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    sweeps: Sweeps,
  ) {
    this.sweep = sweeps.every('stream places', RENEW_EVERY_MS, () => this.renew());
  }

  /** The places this instance holds now (its open spectator streams). */
  get openHere(): number {
    return this.open.size;
  }

  /** Takes a place of `key` when fewer than `max` are held; answers its giving back, or null. */
  async acquire(key: string, max: number): Promise<(() => void) | null> {
    const holder = await this.hash.of('stream-place', key);
    const id = randomUUID();
    const now = this.clock.now();
    await this.store.take(id, holder, now);
    let held: number;
    try {
      held = await this.store.held(holder, new Date(now.getTime() - STREAM_PLACE_TTL_MS));
    } catch (error) {
      await this.store.giveBack(id).catch(() => undefined);
      throw error;
    }
    if (held > max) {
      await this.store.giveBack(id).catch(() => undefined);
      return null;
    }
    this.open.add(id);
    return () => {
      this.open.delete(id);
      this.store.giveBack(id).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'stream place not given back; it goes stale instead');
      });
    };
  }

  /** Renews this instance's places and forgets those of instances that died. */
  async renew(): Promise<void> {
    const now = this.clock.now();
    try {
      if (this.open.size) await this.store.renew([...this.open], now);
      await this.store.forget(new Date(now.getTime() - 10 * STREAM_PLACE_TTL_MS));
    } catch (error) {
      this.logger.warn({ err: error }, 'stream places not renewed; tried again shortly');
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.sweep.stop();
    const ids = [...this.open];
    this.open.clear();
    await Promise.all(ids.map((id) => this.store.giveBack(id).catch(() => undefined)));
  }
}
