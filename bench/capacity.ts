// Capacity at a human pace: N tables, each one game with its three seats' event streams
// and `--spectators` more open, each making a move every 1-3 s (`--pace`, jittered). Measures
// accepted moves/s, move and view latency, the delay from a move's answer to its update on the
// table's spectator stream, stream drops, errors, the service's peak RSS, CPU and event-loop
// utilisation. `--ramp` repeats the step with more tables until one breaks the targets.
// Run with `npm run bench:capacity -- [--tables N] [--pace S] [--spectators K] [--seconds S]
// [--warmup S] [--ramp [STEP]] [--max-tables N] [--pool N] [--node-args "FLAGS"] [--profile [DIR]] [--keyed]
// [--env "NAME=VALUE ..."] [--through-balancer [--instances N]]`.
// `--through-balancer` runs the deployment recipe (deploy/, docs/deploy.md) on this machine:
// `--instances` service processes (2 by default) behind pgbouncer in transaction mode, haproxy in
// front of them with the recipe's settings, every request and stream through haproxy. Its figures
// then sum the instances' CPU and statements; rss is the largest instance's peak.
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { scratchDatabase } from './support/database.js';
import { eluBetween, longestDelayBetween } from './support/elu-probe.js';
import { queriesBetween, statementTimesBetween } from './support/query-probe.js';
import { numberFlag, switchFlag, wordsFlag } from './support/flags.js';
import { percentile } from './support/games.js';
import { HttpClient } from './support/http-client.js';
import {
  cpuSeconds,
  machineCpu,
  mb,
  postgresCpuBetween,
  postgresCpuSeconds,
  postmasterOf,
  RssSampler,
} from './support/proc.js';
import { ensureDeployTools, startHaproxy } from './support/haproxy.js';
import { startPgbouncer } from './support/pgbouncer.js';
import { startService } from './support/service.js';
import { newStats, Table, type TableStats } from './support/tables.js';

const TABLES = Math.floor(numberFlag('tables', 250));
const PACE = numberFlag('pace', 2);
const SPECTATORS = Math.floor(numberFlag('spectators', 1));
const SECONDS = numberFlag('seconds', 30);
const WARMUP = numberFlag('warmup', 5, true);
const RAMP = switchFlag('ramp');
const MAX_TABLES = Math.floor(numberFlag('max-tables', 4000));
const POOL = Math.floor(numberFlag('pool', 0, true));
const NODE_ARGS = wordsFlag('node-args');
const EXTRA_ENV = Object.fromEntries(wordsFlag('env').map((w) => w.split('=', 2)));
const PROFILE = switchFlag('profile');
/** Every move with an Idempotency-Key, as the SDK and the web table send them. */
const KEYED = switchFlag('keyed').on;
const THROUGH_BALANCER = switchFlag('through-balancer').on;
const INSTANCES = THROUGH_BALANCER ? Math.floor(numberFlag('instances', 2)) : 1;
/** pgbouncer's server connections for all instances together (deploy/pgbouncer.ini's). */
const POOLER_SERVER_CONNECTIONS = 20;
// The capacity targets (bench/README.md) for one step: a step that misses one ends a ramp.
const TARGET = { moveP99: 50, streamP99: 100, rssMb: 400, acceptedShare: 0.9 };

/** How many of the refusals fell in the measured window, and how many before it (the warm-up). */
function refusedIn(at: number[], { from, to }: { from: number; to: number }): string {
  const inWindow = at.filter((t) => t >= from && t < to).length;
  return `${inWindow} in the window, ${at.filter((t) => t < from).length} in the warm-up`;
}

/** The driver's request connections through haproxy: with 8,000 streams, under its 9,000. */
const REQUEST_CONNECTIONS_BEHIND_BALANCER = 500;

const fixed = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
const sorted = (v: number[]) => [...v].sort((a, b) => a - b);
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

async function databaseServer(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  await client.end();
  return postmasterOf(rows[0].pid);
}

/** Opens `tables` tables a batch at a time (a storm of thousands of set-ups at once is no test). */
async function openTables(tables: Table[]): Promise<void> {
  const BATCH = 100;
  for (let i = 0; i < tables.length; i += BATCH) {
    await Promise.all(tables.slice(i, i + BATCH).map((t) => t.open()));
  }
}

interface StepResult {
  line: string;
  met: boolean;
}

async function step(
  dbUrl: string,
  postmaster: number | null,
  n: number,
  pooledUrl: string | null,
): Promise<StepResult> {
  const eluDir = mkdtempSync(resolve(os.tmpdir(), 'capacity-elu-'));
  const eluFile = resolve(eluDir, 'elu.log');
  const queryFile = resolve(eluDir, 'queries.log');
  const probe = resolve(import.meta.dirname, 'support/elu-probe.js');
  const queryProbe = resolve(import.meta.dirname, 'support/query-probe.js');
  const env: Record<string, string> = {
    DATABASE_URL: dbUrl,
    MIGRATE_ON_START: 'false',
    BENCH_ELU_FILE: eluFile,
    BENCH_QUERY_FILE: queryFile,
    ...EXTRA_ENV,
  };
  if (POOL) env.DATABASE_POOL_SIZE = String(POOL);
  const nodeArgs = ['--import', probe, '--import', queryProbe, ...NODE_ARGS];
  let profileDir: string | null = null;
  if (PROFILE.on) {
    profileDir = resolve(PROFILE.value ?? `.data/profiles/capacity-${Date.now()}-${n}`);
    await mkdir(profileDir, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
  }
  // The service's log goes to a file: past capacity it logs every failed request.
  const logFd = openSync(resolve(eluDir, 'service.log'), 'a');
  const services: Awaited<ReturnType<typeof startService>>[] = [];
  for (let i = 0; i < INSTANCES; i++) {
    const own: Record<string, string> = i
      ? { BENCH_ELU_FILE: `${eluFile}.${i}`, BENCH_QUERY_FILE: `${queryFile}.${i}` }
      : {};
    const behind: Record<string, string> = pooledUrl
      ? {
          DATABASE_URL: pooledUrl,
          DATABASE_POOL_MODE: 'transaction',
          DATABASE_DIRECT_URL: dbUrl,
          // haproxy connects from 127.0.0.1; its X-Forwarded-For names the driver (127.0.0.1 too).
          TRUST_PROXY: '127.0.0.1',
        }
      : {};
    services.push(await startService({ ...env, ...own, ...behind }, nodeArgs, logFd));
  }
  const haproxy = THROUGH_BALANCER
    ? await startHaproxy(services.map((svc) => Number(new URL(svc.url).port)))
    : null;
  for (let i = 0; haproxy && i < services.length; i++) await haproxy.waitUp(i);
  const serviceUrl = haproxy?.url ?? services[0].url;
  const samplers = services.map((svc) => new RssSampler(svc.pid, 200));
  // Through the balancer, the requests' connections and the streams' together stay under
  // haproxy's connection limit here (support/haproxy.ts); a request waiting for one counts the wait.
  const http = new HttpClient(serviceUrl, haproxy ? REQUEST_CONNECTIONS_BEHIND_BALANCER : Infinity);
  const stats: TableStats = newStats();
  const setupStart = performance.now();
  const base = {
    http,
    base: serviceUrl,
    spectators: SPECTATORS,
    paceSeconds: PACE,
    keyed: KEYED,
    stats,
  };
  const window = { from: Infinity, to: Infinity };
  const tables = Array.from({ length: n }, (_, i) => new Table(Object.assign(base, window), i + 1));
  const streams = n * (3 + SPECTATORS);
  try {
    await openTables(tables);
  } catch (error) {
    console.log(`  set-up failed: ${(error as Error).message}`);
  }
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const start = performance.now();
  const measured = { from: start + WARMUP * 1000, to: start + (WARMUP + SECONDS) * 1000 };
  Object.assign(base, measured);
  let cpuFrom: ReturnType<typeof snapshot> | null = null;
  const snapshot = () => ({
    at: performance.now(),
    epoch: Date.now(),
    service: services.reduce((sum, svc) => sum + (cpuSeconds(svc.pid) ?? 0), 0),
    driver: process.cpuUsage(),
    postgres: postgresCpuSeconds(postmaster),
    machine: machineCpu(),
  });
  const warm = setTimeout(() => (cpuFrom = snapshot()), WARMUP * 1000);
  await Promise.all(tables.map((t) => t.play()));
  clearTimeout(warm);
  const cpuTo = snapshot();
  // Updates still on their way are given a second before the streams close.
  await new Promise((r) => setTimeout(r, 1000));
  for (const t of tables) t.close();
  http.close();
  for (const rss of samplers) rss.stop();
  await Promise.all(services.map((svc) => svc.stop()));
  await haproxy?.stop();
  closeSync(logFd);
  const from = cpuFrom ?? cpuTo;
  const wall = (cpuTo.at - from.at) / 1000;
  const share = (seconds: number) => `${fixed((100 * seconds) / wall, 0)}%`;
  const driverCpu =
    (cpuTo.driver.user + cpuTo.driver.system - from.driver.user - from.driver.system) / 1e6;
  const serviceCpu = cpuTo.service - from.service;
  const machine =
    (cpuTo.machine.busy - from.machine.busy) / (cpuTo.machine.total - from.machine.total);
  const ofEach = (file: string) => services.map((_, i) => (i ? `${file}.${i}` : file));
  const eluTexts = ofEach(eluFile).map((f) => readFileSync(f, 'utf8'));
  const elus = eluTexts.map((t) => eluBetween(t, from.epoch, cpuTo.epoch));
  const stalls = eluTexts.map((t) => longestDelayBetween(t, from.epoch, cpuTo.epoch));
  const elu = elus.some((e) => e === null) ? null : Math.max(...(elus as number[]));
  const stall = stalls.some((e) => e === null) ? null : Math.max(...(stalls as number[]));
  const moves = sorted(stats.moves);
  const views = sorted(stats.views);
  const delays = sorted(stats.streamDelays);
  const movesPerSecond = stats.accepted / SECONDS;
  const offered = n / PACE;
  const peak = Math.max(...samplers.map((rss) => mb(rss.peakBetween(start, Infinity) ?? rss.peak)));
  console.log(
    `step: ${n} tables (${streams} streams) set up in ${fixed(setupSeconds)} s; offered ` +
      `${fixed(offered, 0)} moves/s; load average ${load()} (machine: ${os.availableParallelism()} cores)` +
      (haproxy
        ? `; ${INSTANCES} instances behind haproxy and pgbouncer (transaction mode)`
        : '; one instance, straight to PostgreSQL'),
  );
  console.log(
    `  accepted ${stats.accepted} moves in ${SECONDS} s (${fixed(movesPerSecond)}/s); refused (503 overloaded) ` +
      `${stats.refused} (${refusedIn(stats.refusedAt, measured)}); errors ${stats.errors}; stream drops ${stats.drops}; ` +
      `updates never seen on the spectator stream ${stats.lost}; games replaced ${stats.gamesReplaced}`,
  );
  for (const e of stats.firstErrors) console.log(`    ${e}`);
  console.log(`  service log: ${resolve(eluDir, 'service.log')}`);
  const lat = (v: number[]) =>
    `p50 ${fixed(percentile(v, 50))} / p99 ${fixed(percentile(v, 99))} ms`;
  console.log(`  move ${lat(moves)}; view ${lat(views)}; stream delivery ${lat(delays)}`);
  console.log(
    `  service CPU ${share(serviceCpu)} of a core, ${fixed((1000 * serviceCpu) / Math.max(1, stats.accepted), 2)} ` +
      `ms per accepted move; ELU ${elu === null ? 'n/a' : fixed(elu, 2)}${INSTANCES > 1 ? ' (busiest instance)' : ''}, longest event-loop delay ` +
      `${stall === null ? 'n/a' : fixed(stall)} ms; postgres ` +
      `${share(postgresCpuBetween(from.postgres, cpuTo.postgres))}; driver ${share(driverCpu)}; ` +
      `machine busy ${fixed(100 * machine, 0)}%; peak RSS ${fixed(peak, 0)} MB`,
  );
  const queryTexts = ofEach(queryFile).map((f) => readFileSync(f, 'utf8'));
  // The probe's counts are each instance's running totals: counted apart, then summed.
  const queries: Record<string, number> = {};
  for (const text of queryTexts) {
    for (const [name, k] of Object.entries(queriesBetween(text, from.epoch, cpuTo.epoch))) {
      queries[name] = (queries[name] ?? 0) + k;
    }
  }
  const queryText = queryTexts[0];
  const perMove = (k: number) => fixed(k / Math.max(1, stats.accepted), 2);
  const total = Object.values(queries).reduce((a, b) => a + b, 0);
  const named = Object.entries(queries)
    .sort((a, b) => b[1] - a[1])
    .map(([name, k]) => `${name} ${perMove(k)}`)
    .join(', ');
  console.log(`  statements per accepted move ${perMove(total)}: ${named}`);
  const times = Object.entries(statementTimesBetween(queryText, from.epoch, cpuTo.epoch))
    .filter(([, t]) => t.n >= 100)
    .map(([name, t]) => `${name} p50 ${fixed(t.p50)} / p99 ${fixed(t.p99)} ms`)
    .join(', ');
  console.log(`  statement times, sent to answered: ${times}`);
  if (profileDir) {
    for (const f of readdirSync(profileDir)) console.log(`  profile: ${resolve(profileDir, f)}`);
  }
  const p99Move = percentile(moves, 99);
  const p99Stream = percentile(delays, 99);
  const errors = stats.errors + stats.drops + stats.lost;
  const line =
    `capacity: ${n} tables, ${streams} streams, ${fixed(movesPerSecond)} moves/s, ` +
    `p99 move ${fixed(p99Move)} ms, p99 stream ${fixed(p99Stream)} ms, rss ${fixed(peak, 0)} MB, ` +
    `errors ${errors}`;
  console.log(line);
  const met =
    errors === 0 &&
    stats.refused === 0 &&
    p99Move < TARGET.moveP99 &&
    p99Stream < TARGET.streamP99 &&
    peak < TARGET.rssMb &&
    movesPerSecond >= TARGET.acceptedShare * offered;
  return { line, met };
}

async function main(): Promise<void> {
  if (THROUGH_BALANCER) ensureDeployTools();
  const db = await scratchDatabase();
  const bouncer = THROUGH_BALANCER
    ? await startPgbouncer(db.url, 'transaction', POOLER_SERVER_CONNECTIONS)
    : null;
  try {
    const postmaster = await databaseServer(db.url);
    console.log(
      `capacity: pace ${PACE} s (each gap ${PACE / 2}-${(3 * PACE) / 2} s), ${SPECTATORS} ` +
        `spectator(s) per table, ${WARMUP} s warm-up + ${SECONDS} s per step` +
        `${KEYED ? ', an Idempotency-Key on every move' : ''}; load average ${load()}`,
    );
    const stepSize = RAMP.value ? Number(RAMP.value) : TABLES;
    const lines: string[] = [];
    for (let n = TABLES; n <= MAX_TABLES; n += stepSize) {
      const result = await step(db.url, postmaster, n, bouncer?.url ?? null);
      lines.push(result.line);
      if (!RAMP.on) break;
      if (!result.met) {
        console.log(`ramp: ${n} tables missed a target (${JSON.stringify(TARGET)}, 0 errors)`);
        break;
      }
    }
    if (lines.length > 1) for (const line of lines) console.log(line);
  } finally {
    await bouncer?.stop();
    await db.drop();
  }
}

void main();
