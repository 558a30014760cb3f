// Throughput and latency of the whole service over HTTP, against the database's own ceiling.
// Three phases in one run, on one scratch database:
//  1. saturated: one service process; G games (one client loop each) play random legal moves as
//     fast as the service answers: the most moves per second it can accept;
//  2. ceiling: the service stopped, G node-postgres connections run a transaction shaped like a
//     move on those games' rows, with no HTTP and no service;
//  3. target load: a fresh service process; G games paced so that together they offer half the
//     ceiling's rate (or --rate): the latency a player sees at the load the target names.
// Run with `npm run bench:http -- [--games G] [--seconds S] [--warmup W] [--soak MINUTES]
// [--rate MOVES_PER_S] [--max-deals D] [--profile [DIR]] [--pool N] [--node-args "FLAGS"]
// [--slow-log FILE] [--db-activity]`.
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import { resolve } from 'node:path';
import { moveCeiling, sampleMove } from './support/ceiling.js';
import { checkpointCount, scratchDatabase } from './support/database.js';
import { numberFlag, switchFlag, wordsFlag } from './support/flags.js';
import { errorTotal } from './support/game-loops.js';
import { percentile } from './support/games.js';
import { httpPhase, type PhaseResult } from './support/http-phase.js';
import { mb } from './support/proc.js';
import type { RunSettings } from './support/phase-window.js';
import {
  cpuShares,
  cpuSnapshot,
  describeDatabase,
  ms,
  reportProfile,
  type CpuSnapshot,
} from './support/run-figures.js';
import { startCommand, startService } from './support/service.js';

const GAMES = Math.floor(numberFlag('games', 32));
const WARMUP = numberFlag('warmup', 3, true);
const SOAK_MINUTES = numberFlag('soak', 0, true);
const SECONDS = numberFlag('seconds', 20);
const POOL = numberFlag('pool', 0, true);
// Offered moves per second in the target-load phase; by default half the ceiling just measured,
// the throughput the target asks for (0: skip the phase).
const RATE = numberFlag('rate', -1, true);
const TARGET_SHARE = 0.5;
// Random players rarely reach 1000, and a game's stored data grows with its deals, so a game is
// left once it passes this many deals (0: only when it finishes), as a real game runs 30-80 deals
// (bench:engine cuts games the same way); a new game takes its place.
const MAX_DEALS = Math.floor(numberFlag('max-deals', 60, true));
const PROFILE = switchFlag('profile');
// Requests slower than SLOW_MS, one line each with the wall-clock time of their send, to line them
// up with the service's GC trace or the database's log.
const SLOW_LOG = switchFlag('slow-log');
const SLOW_MS = 10;
// Samples the database's autovacuum workers every 20 ms and tells how many slow requests ran
// alongside one (one more connection, and a little of the database's CPU).
const DB_ACTIVITY = switchFlag('db-activity').on;
// Only then are slow requests kept: at saturation most requests are over SLOW_MS.
const KEEP_SLOW = SLOW_LOG.on || DB_ACTIVITY;
if (SLOW_LOG.on) {
  if (!SLOW_LOG.value) throw new Error('--slow-log needs a file name');
  writeFileSync(SLOW_LOG.value, '');
}
// Node options for the service processes (V8 heap flags, say), space-separated, after the ones
// `npm start` gives it (package.json).
const NODE_ARGS = wordsFlag('node-args');

const SETTINGS: RunSettings = {
  games: GAMES,
  warmup: WARMUP,
  maxDeals: MAX_DEALS,
  slowMs: SLOW_MS,
  keepSlow: KEEP_SLOW,
  slowLog: SLOW_LOG.value,
  dbActivity: DB_ACTIVITY,
};

/** The run's first lines: the load, the machine, the database and how the service is started. */
async function reportSetup(
  dbUrl: string,
  embedded: boolean,
  saturatedSeconds: number,
  profileDir: string | null,
): Promise<void> {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `bench:http: ${GAMES} games (up to ${MAX_DEALS || 'unlimited'} deals each), ` +
      `${WARMUP} s warm-up + ${saturatedSeconds} s measured` +
      `${SOAK_MINUTES ? ` (soak ${SOAK_MINUTES} min)` : ''}; ` +
      `machine ${os.availableParallelism()} cores (${cpu}), Node ${process.version}`,
  );
  const start = startCommand();
  const startEnv = Object.entries(start.env).map(([k, v]) => `${k}=${v} `);
  console.log(
    `database: ${await describeDatabase(dbUrl, embedded)}; service pool ` +
      `${POOL > 0 ? Math.floor(POOL) : 'the default (DATABASE_POOL_SIZE, 20)'}` +
      `; service ${startEnv.join('')}` +
      `node options ${[...start.nodeOptions, ...NODE_ARGS].join(' ') || 'none'}` +
      `${profileDir ? '; CPU profiler ON' : ''}`,
  );
}

/**
 * The ceiling: the same number of connections as games, a move-shaped transaction each, on the
 * rows of the games the saturated phase left. Prints its report; answers its transactions/s.
 */
async function ceilingPhase(dbUrl: string, games: string[]): Promise<number> {
  const sample = await sampleMove(dbUrl, games);
  let cpuFrom: CpuSnapshot | null = null;
  let cpuTo: CpuSnapshot | null = null;
  let checkpointsFrom: Promise<number> | null = null;
  let checkpointsTo: Promise<number> | null = null;
  const ceiling = await moveCeiling(dbUrl, games, sample, WARMUP, SECONDS, (edge) => {
    if (edge === 'from') {
      cpuFrom = cpuSnapshot(null);
      checkpointsFrom = checkpointCount(dbUrl);
    } else {
      cpuTo = cpuSnapshot(null);
      checkpointsTo = checkpointCount(dbUrl);
    }
  });
  console.log(
    `ceiling (${GAMES} pg connections, one game row each; BEGIN, SELECT ... FOR UPDATE, ` +
      `UPDATE state, INSERT action, INSERT event, COMMIT):`,
  );
  console.log(
    `  state ${(sample.stateBytes / 1024).toFixed(1)} kB as JSON text ` +
      `(${(sample.storedBytes / 1024).toFixed(1)} kB stored), event "${sample.eventType}"`,
  );
  console.log(
    `  ${ceiling.transactions} transactions in ${SECONDS} s = ` +
      `${ceiling.perSecond.toFixed(1)} tx/s; p50 ${ms(ceiling.p50)} ms, p99 ${ms(ceiling.p99)} ms; ` +
      `errors ${ceiling.errors}${ceiling.firstError ? ` (${ceiling.firstError})` : ''}`,
  );
  if (cpuFrom && cpuTo) {
    console.log(`  CPU: ${cpuShares(cpuFrom, cpuTo, false)}`);
  }
  if (checkpointsFrom && checkpointsTo) {
    const checkpoints = (await checkpointsTo) - (await checkpointsFrom);
    console.log(`  database checkpoints in the window: ${checkpoints}`);
  }
  return ceiling.perSecond;
}

/** The last two lines: the saturated latencies, then the line the figures are read from. */
function reportSummary(
  saturated: PhaseResult,
  target: PhaseResult | null,
  rate: number,
  ceilingPerSecond: number,
): void {
  const movesPerSecond = saturated.moves.length / saturated.seconds;
  const latencies = target ?? saturated;
  const errorCount = errorTotal(saturated.errors) + (target ? errorTotal(target.errors) : 0);
  const rssPeak = Math.max(saturated.rssPeak, target?.rssPeak ?? 0);
  console.log(
    `saturated latency: p99 move ${ms(percentile(saturated.moves, 99))} ms, ` +
      `p99 view ${ms(percentile(saturated.views, 99))} ms` +
      (target
        ? `; the last line's latencies are at the target load (${rate.toFixed(0)} moves/s, ` +
          `${(target.moves.length / target.seconds).toFixed(0)} accepted)`
        : '; no target-load phase, so the last line has the saturated latencies'),
  );
  console.log(
    `http: ${movesPerSecond.toFixed(0)} moves/s, ceiling ${ceilingPerSecond.toFixed(0)} tx/s, ` +
      `ratio ${(movesPerSecond / ceilingPerSecond).toFixed(2)}, ` +
      `p99 move ${ms(percentile(latencies.moves, 99))} ms, ` +
      `p99 view ${ms(percentile(latencies.views, 99))} ms, rss ${mb(rssPeak).toFixed(0)} MB, ` +
      `errors ${errorCount}`,
  );
}

async function main(): Promise<void> {
  const embedded = !process.env.DATABASE_URL;
  const db = await scratchDatabase();
  let service: Awaited<ReturnType<typeof startService>> | null = null;
  try {
    const profileDir = PROFILE.on
      ? resolve(
          PROFILE.value ?? `.data/profiles/http-${new Date().toISOString().replace(/[:.]/g, '-')}`,
        )
      : null;
    if (profileDir) await mkdir(profileDir, { recursive: true });
    const env: Record<string, string> = { DATABASE_URL: db.url, MIGRATE_ON_START: 'false' };
    if (POOL > 0) env.DATABASE_POOL_SIZE = String(Math.floor(POOL));
    const saturatedSeconds = SOAK_MINUTES > 0 ? SOAK_MINUTES * 60 : SECONDS;
    await reportSetup(db.url, embedded, saturatedSeconds, profileDir);

    const nodeArgs = [
      ...NODE_ARGS,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ];
    service = await startService(env, nodeArgs);
    const saturated = await httpPhase(
      service,
      {
        title: 'HTTP, saturated: every loop starts its next move as soon as the last is answered',
        seconds: saturatedSeconds,
        intervalMs: null,
        soakMinutes: SOAK_MINUTES,
        dbUrl: db.url,
      },
      SETTINGS,
    );
    await service.stop();
    service = null;
    if (profileDir) reportProfile(profileDir);

    const ceilingPerSecond = await ceilingPhase(db.url, saturated.games);

    const rate = RATE >= 0 ? RATE : TARGET_SHARE * ceilingPerSecond;
    let target: PhaseResult | null = null;
    if (rate > 0) {
      service = await startService(env, nodeArgs);
      target = await httpPhase(
        service,
        {
          title:
            `HTTP at the target load: ${rate.toFixed(0)} moves/s offered ` +
            `(${RATE >= 0 ? '--rate' : `${TARGET_SHARE * 100}% of the ceiling`}), ` +
            `each of ${GAMES} games paced at one move every ${((GAMES * 1000) / rate).toFixed(1)} ms`,
          seconds: SECONDS,
          intervalMs: (GAMES * 1000) / rate,
          soakMinutes: 0,
          dbUrl: db.url,
        },
        SETTINGS,
      );
      await service.stop();
      service = null;
      if (profileDir) reportProfile(profileDir);
    }
    reportSummary(saturated, target, rate, ceilingPerSecond);
  } finally {
    if (service) await service.stop();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
