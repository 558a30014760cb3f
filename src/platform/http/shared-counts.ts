import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { PINO_LOGGER } from '../logging/logger.js';
import { Sweeps, type Sweep } from '../sweeps/sweeps.js';
import { AddressHash } from './address-hash.js';
import { ClientCountsStore } from './client-counts.store.js';

/** Windows older than this many are deleted (a window is read only while it is current). */
const KEEP_WINDOWS = 2;

interface Pending {
  client: string;
  window: number;
  /** One resolver per request counted, in arrival order. */
  waiters: ((total: number | null) => void)[];
}

/**
 * Requests per client and window counted in PostgreSQL, so a client spread over several instances
 * by the balancer meets one limit (docs/deploy.md, "Limits across instances"). Every request waits
 * for its count, but the requests that arrive while a batch is being written are written together
 * by the next one, in one statement (ClientCountsStore.add): a busy instance writes one batch per
 * round trip, not one row per request. Each request learns the total after its own increment, so
 * two instances never both admit the last request of a window. Clients are keyed hashes
 * (AddressHash), never addresses or tokens as such. When the database does not answer, the count
 * is null and the caller falls back to what it counted itself (the rate limit then holds per
 * instance, and the request most likely fails on the database anyway).
 */
@Injectable()
export class SharedCounts implements OnModuleDestroy {
  private pending = new Map<string, Pending>();
  private writing: Promise<void> | null = null;
  private readonly sweep: Sweep;

  constructor(
    private readonly store: ClientCountsStore,
    private readonly hash: AddressHash,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    sweeps: Sweeps,
  ) {
    this.sweep = sweeps.every('client counts', 60_000, () =>
      this.store.forget(Date.now() - KEEP_WINDOWS * 60_000),
    );
  }

  /**
   * Counts one request of `client` in the window starting at `window` (ms since the epoch, the
   * same on every instance with synchronised clocks); answers the window's total across instances
   * including this request, or null when it could not be counted there.
   */
  async add(client: string, window: number): Promise<number | null> {
    let hashed: string;
    try {
      hashed = await this.hash.of('request-count', client);
    } catch {
      return null;
    }
    const key = `${window}\n${hashed}`;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { client: hashed, window, waiters: [] };
      this.pending.set(key, entry);
    }
    const counted = new Promise<number | null>((resolve) => entry.waiters.push(resolve));
    this.writing ??= this.writeAll();
    return counted;
  }

  /** Writes batches until none is waiting; one at a time, so each carries what queued meanwhile. */
  private async writeAll(): Promise<void> {
    // Lets the requests of this turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.size) {
      const batch = [...this.pending.values()].sort((a, b) =>
        a.window !== b.window ? a.window - b.window : a.client < b.client ? -1 : 1,
      );
      this.pending = new Map();
      await this.write(batch);
    }
    this.writing = null;
  }

  private async write(batch: Pending[]): Promise<void> {
    let totals: Map<string, number> | null = null;
    try {
      const rows = await this.store.add(
        batch.map((p) => p.client),
        batch.map((p) => p.window),
        batch.map((p) => p.waiters.length),
      );
      totals = new Map(rows.map((r) => [`${r.windowStart}\n${r.client}`, r.count]));
    } catch (error) {
      this.logger.warn({ err: error }, 'request counts not written; counted on this instance');
    }
    for (const p of batch) {
      const total = totals?.get(`${p.window}\n${p.client}`);
      // The batch's requests took the last places in arrival order: the first of n got total - n + 1.
      p.waiters.forEach((resolve, i) =>
        resolve(total === undefined ? null : total - p.waiters.length + i + 1),
      );
    }
  }

  onModuleDestroy(): void {
    this.sweep.stop();
  }
}
