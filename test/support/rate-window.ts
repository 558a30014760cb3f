// The rate limit counts in windows aligned to the minute (src/platform/common/rate-limit.guard.ts):
// a test that counts answers within one and straddles two gets a second budget (seen on a loaded
// machine: 40 answers of 200 where at most 21 were due).

/** Waits for the next minute's window unless `atLeastMs` of the current one are left. */
export async function roomInRateWindow(atLeastMs = 20_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < atLeastMs) await new Promise((done) => setTimeout(done, left + 50));
}

/** A `beforeEach` timeout that covers the wait. */
export const RATE_WINDOW_WAIT_MS = 30_000;
