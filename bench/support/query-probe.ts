// Preloaded into the service by bench:capacity (`node --import <this file>`), never part of the
// service's build: it counts the statements the service sends to PostgreSQL, by prepared-statement
// name (or the first words of an unnamed one), and times each from its sending to its answer;
// every second it writes the running totals and that second's times as one JSON line
// `{"at": <epoch ms>, "counts": {...}, "ms": {<name>: [...]}}` to the file BENCH_QUERY_FILE names,
// so the benchmark can say what statements a move costs, and how long they wait, without the
// service exposing it.
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
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
    const sent = performance.now();
    const took = () => (times[key] ??= []).push(Math.round((performance.now() - sent) * 10) / 10);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        took();
        return callback(...a);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(took, took);
    return result;
  } as typeof pg.Client.prototype.query;
  let times: Record<string, number[]> = {};
  setInterval(() => {
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), counts, ms: times })}\n`);
    times = {};
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

/** Each statement's p50 and p99 time (ms) over the seconds sampled in [from, to), by name. */
export function statementTimesBetween(
  text: string,
  from: number,
  to: number,
): Record<string, { p50: number; p99: number; n: number }> {
  const all: Record<string, number[]> = {};
  for (const line of text.split('\n').filter(Boolean)) {
    const sample = JSON.parse(line) as { at: number; ms?: Record<string, number[]> };
    if (sample.at < from || sample.at >= to) continue;
    for (const [name, list] of Object.entries(sample.ms ?? {})) (all[name] ??= []).push(...list);
  }
  const out: Record<string, { p50: number; p99: number; n: number }> = {};
  for (const [name, list] of Object.entries(all)) {
    list.sort((a, b) => a - b);
    const at = (p: number) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];
    out[name] = { p50: at(50), p99: at(99), n: list.length };
  }
  return out;
}
