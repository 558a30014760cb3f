// Preloaded into the service by bench:capacity (`node --import <this file>`), never part of the
// service's build: every second it appends the event loop's utilisation over that second to the
// file BENCH_ELU_FILE names, as `<epoch ms> <utilisation 0-1> <longest event-loop delay, ms>`, so
// the benchmark can read the service's ELU and stalls without the service exposing them.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const file = process.env.BENCH_ELU_FILE;
if (file) {
  let last = performance.eventLoopUtilization();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const since = performance.eventLoopUtilization(now, last);
    last = now;
    const maxDelayMs = (delay.max / 1e6).toFixed(1);
    delay.reset();
    appendFileSync(file, `${Date.now()} ${since.utilization.toFixed(4)} ${maxDelayMs}\n`);
  }, 1000).unref();
}

/** The mean of the probe's samples taken in [from, to) (epoch ms), or null when none. */
export function eluBetween(text: string, from: number, to: number): number | null {
  const values = text
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ').map(Number))
    .filter(([at]) => at >= from && at < to)
    .map(([, v]) => v);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

/** The longest event-loop delay (ms) of the samples taken in [from, to), or null when none. */
export function longestDelayBetween(text: string, from: number, to: number): number | null {
  const values = text
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ').map(Number))
    .filter(([at, , delay]) => at >= from && at < to && Number.isFinite(delay))
    .map(([, , delay]) => delay);
  return values.length ? Math.max(...values) : null;
}
