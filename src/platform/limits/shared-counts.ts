import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { PINO_LOGGER } from '../logging/logger.js';
import { Clock, type ClockTimer } from '../clock/clock.js';
import { Sweeps, type Sweep } from '../sweeps/sweeps.js';
import { AddressHash } from '../http/address-hash.js';
import { ClientCountsStore } from './client-counts.store.js';

/** Windows older than this many are deleted (a window is read only while it is current). */
const KEEP_WINDOWS = 2;
/**
 * How long a total the database answered may stand for it, for the way past the round trip. Longer
 * than a player's pace (a move every 1-3 s): at 1 s, nearly every request of a person waited for a
 * statement of its own (1.59 statements per move behind the balancer, issue 47).
 */
const FRESH_MS = 5000;
/**
 * How long a batch of counts nobody waits for may gather before it is written. A round trip to
 * PostgreSQL costs this process about as much CPU as the rest of a move (issue 47 in
 * docs/performance-history.md): one batch per round trip wrote 0.71 statements per move at 500
 * moves/s. A request that waits for its total (near its limit) cuts the gather short.
 */
export const COUNT_GAP_MS = 50;

interface Pending {
  client: string;
  window: number;
  /** Requests counted in this batch. */
  count: number;
  /** Those waiting for their total: their place in the batch, and their resolver. */
  waiters: { index: number; resolve: (total: number | null) => void }[];
}

/** What this instance last heard of a client's window, and its requests not yet written. */
interface Known {
  total: number;
  at: number;
  unwritten: number;
}

/**
 * Requests per client and window counted in PostgreSQL, so a client spread over several instances
 * by the balancer meets one limit (docs/deploy.md, "Limits across instances"). The requests that
 * arrive while a batch is being written are written together by the next one, in one statement
 * (ClientCountsStore.add): a busy instance writes one batch per round trip, not one row per
 * request. Every request is written; whether it waits for its total depends on how near the limit
 * its client is. A client whose total, as the database last answered it within FRESH_MS plus this
 * instance's requests since, is under `fastBelow` (half its limit) goes on at once: measured at 500
 * tables on a loaded machine, waiting for the count cost every request a round trip (p50 20 ms,
 * p99 300 ms). Nearer the limit each request waits and learns the total after its own increment,
 * so two instances never both admit the last request of a window. Past the round trip the others
 * can add at most what they admit below their own half, so with two instances the limit holds
 * exactly. A total this instance heard for the window longer than FRESH_MS ago still lets a request
 * go on at once while it stays under a quarter of the limit (`fastBelow / 2`): the batch that
 * request joins, written within COUNT_GAP_MS, brings the total up to date, so a client spread over
 * instances is under-counted here for at most one gather. A seat acts once in three moves (every
 * 3-9 s at a person's pace), so at 2,000 tables nearly every seat request found its total stale
 * and cut the gather short: 0.37 statements a move (issue 47 in docs/performance-history.md). A
 * client this instance never heard of in the window waits. Clients are keyed hashes (AddressHash),
 * never addresses or tokens as such. When the database does not answer, the count is null and the
 * caller falls back to what it counted itself.
 */
@Injectable()
export class SharedCounts implements OnModuleDestroy {
  private pending = new Map<string, Pending>();
  private known = new Map<string, Known>();
  private knownWindow = 0;
  private writing: Promise<void> | null = null;
  /** Ends the gather between batches at once (a request waits for its total). */
  private wake: (() => void) | null = null;
  /** When the last batch was written (the clock's ms), for COUNT_GAP_MS. */
  private lastWriteAt = -Infinity;
  private readonly sweep: Sweep;

  constructor(
    private readonly store: ClientCountsStore,
    private readonly hash: AddressHash,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    sweeps: Sweeps,
    private readonly clock: Clock,
  ) {
    this.sweep = sweeps.every('client counts', 60_000, () =>
      this.store.forget(this.clock.now().getTime() - KEEP_WINDOWS * 60_000),
    );
  }

  /**
   * Counts one request of `client` in the window starting at `window` (ms since the epoch, the
   * same on every instance with synchronised clocks); answers the window's total across instances
   * including this request (at once, estimated, while it is under `fastBelow`), or null when it
   * could not be counted there.
   */
  async add(client: string, window: number, fastBelow: number): Promise<number | null> {
    let hashed = this.hash.now('request-count', client);
    try {
      hashed ??= await this.hash.of('request-count', client);
    } catch {
      return null;
    }
    const key = `${window}\n${hashed}`;
    if (window !== this.knownWindow) {
      // A new window: what was known of the last one says nothing of it.
      this.known = new Map();
      this.knownWindow = window;
    }
    let known = this.known.get(key);
    if (!known) {
      known = { total: 0, at: -Infinity, unwritten: 0 };
      this.known.set(key, known);
    }
    known.unwritten++;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { client: hashed, window, count: 0, waiters: [] };
      this.pending.set(key, entry);
    }
    const index = entry.count++;
    this.writing ??= this.writeAll();
    const estimate = known.total + known.unwritten;
    const fresh = this.clock.now().getTime() - known.at < FRESH_MS;
    if (estimate < (fresh ? fastBelow : fastBelow / 2) && known.at > -Infinity) return estimate;
    const total = new Promise<number | null>((resolve) => entry.waiters.push({ index, resolve }));
    this.wake?.();
    return total;
  }

  /**
   * Writes batches until none is waiting; one at a time, so each carries what queued meanwhile, and
   * at most one per COUNT_GAP_MS unless a request waits for its total.
   */
  private async writeAll(): Promise<void> {
    // Lets the requests of this turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.size) {
      const wait = this.lastWriteAt + COUNT_GAP_MS - this.clock.now().getTime();
      if (wait > 0 && !this.anyWaiting()) await this.gather(wait);
      const batch = [...this.pending.values()].sort((a, b) =>
        a.window !== b.window ? a.window - b.window : a.client < b.client ? -1 : 1,
      );
      this.pending = new Map();
      this.lastWriteAt = this.clock.now().getTime();
      await this.write(batch);
    }
    this.writing = null;
  }

  private anyWaiting(): boolean {
    for (const p of this.pending.values()) if (p.waiters.length) return true;
    return false;
  }

  /** Waits `ms`, or less should a request come that waits for its total. */
  private gather(ms: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: ClockTimer | null = null;
      const done = () => {
        this.clock.clear(timer);
        this.wake = null;
        resolve();
      };
      this.wake = done;
      timer = this.clock.setTimeout(done, ms);
    });
  }

  private async write(batch: Pending[]): Promise<void> {
    let totals: Map<string, number> | null = null;
    try {
      const rows = await this.store.add(
        batch.map((p) => p.client),
        batch.map((p) => p.window),
        batch.map((p) => p.count),
      );
      totals = new Map(rows.map((r) => [`${r.windowStart}\n${r.client}`, r.count]));
    } catch (error) {
      this.logger.warn({ err: error }, 'request counts not written; counted on this instance');
    }
    const at = this.clock.now().getTime();
    for (const p of batch) {
      const key = `${p.window}\n${p.client}`;
      const total = totals?.get(key);
      const known = this.known.get(key);
      if (known) {
        known.unwritten -= p.count;
        if (total !== undefined) Object.assign(known, { total: total, at });
      }
      // The batch's requests took the last places in arrival order: the first of n got total - n + 1.
      for (const w of p.waiters) {
        w.resolve(total === undefined ? null : total - p.count + w.index + 1);
      }
    }
  }

  onModuleDestroy(): void {
    this.sweep.stop();
  }
}
