// Preloaded into the service by bench:capacity (`node --import <this file>`), never part of the
// service's build: it counts the statements the service sends to PostgreSQL, by prepared-statement
// name (or the first words of an unnamed one), and every second writes the running totals as one
// JSON line `{"at": <epoch ms>, "counts": {...}}` to the file BENCH_QUERY_FILE names, so the
// benchmark can say how many statements an accepted move costs without the service exposing it.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_QUERY_FILE;
if (file) {
  const counts: Record<string, number> = {};
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { name?: string; text?: string } | undefined;
    const key =
      typeof first === 'string'
        ? first.trim().split(/\s+/).slice(0, 2).join(' ')
        : (first?.name ?? first?.text?.trim().split(/\s+/).slice(0, 2).join(' ') ?? 'other');
    counts[key] = (counts[key] ?? 0) + 1;
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  setInterval(() => {
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), counts })}\n`);
  }, 1000).unref();
}

/** Statements sent in [from, to) (epoch ms), by name: the last totals before `to` less the last before `from`. */
export function queriesBetween(text: string, from: number, to: number): Record<string, number> {
  let before: Record<string, number> = {};
  let after: Record<string, number> = {};
  for (const line of text.split('\n').filter(Boolean)) {
    const sample = JSON.parse(line) as { at: number; counts: Record<string, number> };
    if (sample.at < from) before = sample.counts;
    if (sample.at < to) after = sample.counts;
  }
  const out: Record<string, number> = {};
  for (const [name, n] of Object.entries(after)) {
    const d = n - (before[name] ?? 0);
    if (d > 0) out[name] = d;
  }
  return out;
}
