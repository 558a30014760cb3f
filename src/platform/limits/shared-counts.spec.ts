import { describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import { ManualClock } from '../clock/manual-clock.js';
import type { AddressHash } from '../http/address-hash.js';
import type { Sweeps } from '../sweeps/sweeps.js';
import type { ClientCountRow, ClientCountsStore } from './client-counts.store.js';
import { SharedCounts } from './shared-counts.js';

const WINDOW = 0;
/** Half of a limit of 100: under it a request with a fresh total goes on at once. */
const FAST_BELOW = 50;

/** client_counts as a map; each batch is answered when the test says (`answer`). */
class HeldStore {
  readonly totals = new Map<string, number>();
  batches = 0;
  private held: (() => void)[] = [];

  add(clients: string[], windows: number[], counts: number[]): Promise<ClientCountRow[]> {
    this.batches++;
    return new Promise((resolve) =>
      this.held.push(() =>
        resolve(
          clients.map((client, i) => {
            const count = (this.totals.get(client) ?? 0) + counts[i];
            this.totals.set(client, count);
            return { client, windowStart: String(windows[i]), count };
          }),
        ),
      ),
    );
  }

  /** Answers every batch sent so far. */
  answer(): void {
    for (const done of this.held.splice(0)) done();
  }
}

function counts() {
  const clock = new ManualClock(new Date(WINDOW));
  const store = new HeldStore();
  const hash = {
    of: async (_purpose: string, value: string) => value,
    now: (_purpose: string, value: string) => value,
  } as unknown as AddressHash;
  const sweeps = { every: () => ({ stop() {} }) } as unknown as Sweeps;
  const logger = { warn() {} } as unknown as Logger;
  const shared = new SharedCounts(
    store as unknown as ClientCountsStore,
    hash,
    logger,
    sweeps,
    clock,
  );
  return { clock, store, shared };
}

/** Whether `promise` has settled once the event loop has had a few turns. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
}

/** A first request, answered by the database with `before` requests from other instances. */
async function heard(c: ReturnType<typeof counts>, client: string, before: number) {
  c.store.totals.set(client, before);
  const first = c.shared.add(client, WINDOW, FAST_BELOW);
  await c.clock.runDue();
  expect(await settled(first)).toBe(false);
  c.store.answer();
  expect(await first).toBe(before + 1);
}

describe('SharedCounts', () => {
  it('makes a client it never heard of in the window wait for the database', async () => {
    const c = counts();
    await heard(c, 'a', 7);
    expect(c.store.batches).toBe(1);
  });

  it('lets a request with a fresh total under half the limit go on at once', async () => {
    const c = counts();
    await heard(c, 'a', 7);
    await c.clock.advance(4_000);
    expect(await c.shared.add('a', WINDOW, FAST_BELOW)).toBe(9);
  });

  it('lets a request with a stale total under a quarter of the limit go on at once, then refreshes it within one gather', async () => {
    const c = counts();
    await heard(c, 'a', 7);
    await c.clock.advance(6_000);
    // Another instance counted 10 more meanwhile: this one learns it from the batch it writes.
    c.store.totals.set('a', 18);
    const atOnce = c.shared.add('a', WINDOW, FAST_BELOW);
    expect(await settled(atOnce)).toBe(true);
    expect(await atOnce).toBe(9);
    // The last batch went out long ago, so this one goes without a gather.
    await c.clock.advance(50);
    await settled(Promise.resolve());
    expect(c.store.batches).toBe(2);
    c.store.answer();
    await settled(Promise.resolve());
    expect(await c.shared.add('a', WINDOW, FAST_BELOW)).toBe(20);
  });

  it('makes a request with a stale total past a quarter of the limit wait for the database', async () => {
    const c = counts();
    await heard(c, 'a', 30);
    await c.clock.advance(6_000);
    const waiting = c.shared.add('a', WINDOW, FAST_BELOW);
    await c.clock.runDue();
    expect(await settled(waiting)).toBe(false);
    c.store.answer();
    expect(await waiting).toBe(32);
  });
});
