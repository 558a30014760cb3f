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
import { appendFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { moveCeiling, sampleMove } from './support/ceiling.js';
import { checkpointCount, scratchDatabase } from './support/database.js';
import { AutovacuumSampler } from './support/db-activity.js';
import { numberFlag, switchFlag, wordsFlag } from './support/flags.js';
import {
  errorTotal,
  newErrors,
  newGame,
  playLoops,
  type Game,
  type LoopErrors,
  type LoopTally,
} from './support/game-loops.js';
import { percentile } from './support/games.js';
import { HttpClient } from './support/http-client.js';
import { mb, RssSampler } from './support/proc.js';
import {
  cpuShares,
  cpuSnapshot,
  describeDatabase,
  latencyLine,
  ms,
  reportProfile,
  trend,
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

interface PhaseResult {
  moves: number[];
  views: number[];
  seconds: number;
  errors: LoopErrors;
  rssPeak: number;
  /** The games being played when the phase ended (the ceiling runs on their rows). */
  games: string[];
}

/** What every HTTP phase of a run shares, from its flags. */
interface RunSettings {
  games: number;
  warmup: number;
  maxDeals: number;
  slowMs: number;
  /** Keep the requests over slowMs (for the slow log or the autovacuum count). */
  keepSlow: boolean;
  /** The file the slow requests are appended to, if any. */
  slowLog: string | null;
  dbActivity: boolean;
}

interface PhaseOptions {
  title: string;
  seconds: number;
  intervalMs: number | null;
  soakMinutes: number;
  dbUrl: string;
}

/** A phase's clock: the warm-up from `start`, then the measured window [from, to). */
interface PhaseClock {
  from: number;
  to: number;
}

/** The latencies measured in the window, and the slow requests among them. */
class PhaseSamples {
  readonly moves: number[] = [];
  readonly views: number[] = [];
  readonly viewsFromSend: number[] = [];
  /** Slow requests in the window: kind, performance.now() of the send, latency. */
  readonly slow: { kind: 'move' | 'view'; sentAt: number; ms: number }[] = [];

  constructor(
    private readonly clock: PhaseClock,
    private readonly settings: RunSettings,
    private readonly onMoveInWindow: (latency: number) => void,
  ) {}

  private inWindow(t: number): boolean {
    return t >= this.clock.from && t < this.clock.to;
  }

  view(latency: number, at: number, fromSend: number): void {
    if (!this.inWindow(at)) return;
    if (this.settings.keepSlow && latency > this.settings.slowMs)
      this.slow.push({ kind: 'view', sentAt: at - fromSend, ms: latency });
    this.views.push(latency);
    this.viewsFromSend.push(fromSend);
  }

  move(latency: number, at: number): void {
    if (!this.inWindow(at)) return;
    if (this.settings.keepSlow && latency > this.settings.slowMs)
      this.slow.push({ kind: 'move', sentAt: at - latency, ms: latency });
    this.moves.push(latency);
    this.onMoveInWindow(latency);
  }
}

/** What is read at the edges of the window: CPU, the database's checkpoints, the driver's delay. */
class WindowReadings {
  cpuFrom: CpuSnapshot | null = null;
  cpuTo: CpuSnapshot | null = null;
  checkpointsFrom: Promise<number> | null = null;
  checkpointsTo: Promise<number> | null = null;
  /** The driver's own event-loop delay: time it adds to every latency it measures. */
  readonly driverDelay = monitorEventLoopDelay({ resolution: 1 });
  private readonly timers: NodeJS.Timeout[];

  constructor(
    private readonly pid: number,
    dbUrl: string,
    clock: PhaseClock,
  ) {
    this.timers = [
      setTimeout(
        () => {
          this.driverDelay.enable();
          this.cpuFrom = cpuSnapshot(pid);
          this.checkpointsFrom = checkpointCount(dbUrl);
        },
        Math.max(0, clock.from - performance.now()),
      ),
      setTimeout(
        () => {
          this.driverDelay.disable();
          this.cpuTo = cpuSnapshot(pid);
          this.checkpointsTo = checkpointCount(dbUrl);
        },
        Math.max(0, clock.to - performance.now()),
      ),
    ];
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.cpuTo ??= cpuSnapshot(this.pid);
  }
}

/** A soak's line per minute (counted from the end of the warm-up): RSS, moves/s, p99, CPU. */
class SoakMinutes {
  private minute = 0;
  private minuteMoves: number[] = [];
  private minuteCpu: CpuSnapshot | null = null;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly minutes: number,
    private readonly pid: number,
    private readonly rss: RssSampler,
    private readonly from: number,
  ) {
    if (!minutes) return;
    const startMinutes = () => {
      this.minuteCpu = cpuSnapshot(pid);
      this.timers.push(
        setInterval(() => {
          if (this.minute < minutes - 1) this.report();
        }, 60_000),
      );
    };
    this.timers.push(setTimeout(startMinutes, Math.max(0, from - performance.now())));
  }

  move(latency: number): void {
    if (this.minutes) this.minuteMoves.push(latency);
  }

  /** Stops the clock and reports the minutes not yet reported (the last one, at least). */
  finish(): void {
    for (const t of this.timers) clearTimeout(t);
    while (this.minute < this.minutes) this.report();
  }

  private report(): void {
    this.minute++;
    const cpuNow = cpuSnapshot(this.pid);
    const end = this.from + this.minute * 60_000;
    const peak = this.rss.peakBetween(end - 60_000, end) ?? 0;
    const now = this.rss.lastBefore(end) ?? 0;
    this.minuteMoves.sort((x, y) => x - y);
    console.log(
      `  soak minute ${this.minute}: rss ${mb(now).toFixed(0)} MB (peak in the minute ` +
        `${mb(peak).toFixed(0)} MB), ${(this.minuteMoves.length / 60).toFixed(0)} moves/s, ` +
        `p99 move ${ms(percentile(this.minuteMoves, 99))} ms`,
    );
    if (this.minuteCpu) console.log(`    CPU: ${cpuShares(this.minuteCpu, cpuNow)}`);
    this.minuteCpu = cpuNow;
    this.minuteMoves = [];
  }
}

/**
 * One HTTP phase against a service process: G games set up before the clock, `warmup` seconds not
 * counted, then `seconds` measured; paced when `intervalMs` is given. Prints its own report.
 */
async function httpPhase(
  service: Awaited<ReturnType<typeof startService>>,
  o: PhaseOptions,
  settings: RunSettings,
): Promise<PhaseResult> {
  const rss = new RssSampler(service.pid, 200);
  const rssAtStart = rss.peak;
  const http = new HttpClient(service.url);
  const errors = newErrors();
  const games: Game[] = await Promise.all(
    Array.from({ length: settings.games }, () => newGame(http)),
  );

  const start = performance.now();
  const from = start + settings.warmup * 1000;
  const clock: PhaseClock = { from, to: from + o.seconds * 1000 };
  const autovacuum = settings.dbActivity ? await AutovacuumSampler.start(o.dbUrl) : null;
  const readings = new WindowReadings(service.pid, o.dbUrl, clock);
  const soak = new SoakMinutes(o.soakMinutes, service.pid, rss, from);
  const samples = new PhaseSamples(clock, settings, (latency) => soak.move(latency));

  const tally = await playLoops({
    http,
    games,
    until: clock.to,
    maxDeals: settings.maxDeals,
    intervalMs: o.intervalMs,
    seed: 1,
    errors,
    onView: (latency, at, fromSend) => samples.view(latency, at, fromSend),
    onMove: (latency, at) => samples.move(latency, at),
  });
  soak.finish();
  readings.stop();
  await autovacuum?.stop();
  http.close();
  rss.stop();
  const rssAtEnd = rss.lastBefore(performance.now() + 1) ?? 0;

  samples.moves.sort((a, b) => a - b);
  samples.views.sort((a, b) => a - b);
  reportCounts(o, settings, samples, tally, errors);
  await reportResources(o, settings, { clock, samples, readings, autovacuum });
  reportRss(o, rss, rssAtStart, rssAtEnd, from);
  return {
    moves: samples.moves,
    views: samples.views,
    seconds: o.seconds,
    errors,
    rssPeak: rss.peak,
    games: games.map((g) => g.id),
  };
}

/** The phase's moves and views: how many, how fast, the games played and the errors. */
function reportCounts(
  o: PhaseOptions,
  settings: RunSettings,
  samples: PhaseSamples,
  tally: LoopTally,
  errors: LoopErrors,
): void {
  const { moves, views, viewsFromSend } = samples;
  console.log(`${o.title} (${o.seconds} s measured, after ${settings.warmup} s warm-up):`);
  console.log(
    `  accepted moves: ${moves.length} = ${(moves.length / o.seconds).toFixed(1)} moves/s; ` +
      `view GETs: ${views.length} = ${(views.length / o.seconds).toFixed(1)}/s`,
  );
  console.log(`  move (POST): ${latencyLine(moves)}`);
  console.log(
    `  view (GET):  ${latencyLine(views)}` +
      (o.intervalMs === null ? '' : ' (from the scheduled start, so a late start counts)'),
  );
  if (o.intervalMs !== null) {
    viewsFromSend.sort((a, b) => a - b);
    console.log(`  view (GET) from its send: ${latencyLine(viewsFromSend)}`);
  }
  if (o.intervalMs !== null) {
    console.log(
      `  cycles started late (over 1 ms after their schedule): ${tally.lateCycles} of ${tally.cycles}`,
    );
  }
  console.log(
    `  games: ${settings.games} set up before the clock, ${tally.gamesCreated} created during the run, ` +
      `${tally.gamesFinished} finished, ${tally.gamesCapped} left after ${settings.maxDeals || 'unlimited'} deals` +
      (tally.noActions
        ? `; ${tally.noActions} views with another seat to act or no legal action`
        : ''),
  );
  console.log(
    `  errors: ${errorTotal(errors)} (moves ${errors.move}, views ${errors.view}, ` +
      `game set-up ${errors.setup}, network ${errors.network})`,
  );
  for (const e of errors.first) console.log(`    ${e}`);
}

/** What the window cost: CPU, the driver's delay, autovacuum, the slow requests, checkpoints. */
async function reportResources(
  o: PhaseOptions,
  settings: RunSettings,
  run: {
    clock: PhaseClock;
    samples: PhaseSamples;
    readings: WindowReadings;
    autovacuum: AutovacuumSampler | null;
  },
): Promise<void> {
  const { clock, readings, autovacuum } = run;
  const slow = run.samples.slow;
  if (readings.cpuFrom && readings.cpuTo)
    console.log(`  CPU in the window: ${cpuShares(readings.cpuFrom, readings.cpuTo)}`);
  const driverDelay = readings.driverDelay;
  console.log(
    `  driver event-loop delay: p50 ${ms(driverDelay.percentile(50) / 1e6)} ms, ` +
      `p99 ${ms(driverDelay.percentile(99) / 1e6)} ms, max ${ms(driverDelay.max / 1e6)} ms`,
  );
  if (autovacuum) {
    const seen = autovacuum.summary(clock.from, clock.to);
    const during = slow.filter((r) => autovacuum.activeNear(r.sentAt, 30)).length;
    console.log(
      `  autovacuum: a worker ran in ${seen.busy} of ${seen.samples} samples (every 20 ms)` +
        (seen.what.length ? ` (${seen.what.map(([w, n]) => `${w}: ${n}`).join(', ')})` : '') +
        `; requests over ${settings.slowMs} ms: ${slow.length}, ${during} of them sent while one ran`,
    );
  }
  if (settings.slowLog) {
    appendFileSync(
      settings.slowLog,
      slow
        .map(
          (r) =>
            `${(performance.timeOrigin + r.sentAt).toFixed(1)} ` +
            `${o.intervalMs === null ? 'saturated' : 'paced'} ` +
            `${r.kind} ${r.ms.toFixed(1)}\n`,
        )
        .join(''),
    );
  }
  if (readings.checkpointsFrom && readings.checkpointsTo) {
    const checkpoints = (await readings.checkpointsTo) - (await readings.checkpointsFrom);
    console.log(`  database checkpoints in the window: ${checkpoints}`);
  }
}

/** The service's memory over the phase, and per minute of a soak with its trend. */
function reportRss(
  o: PhaseOptions,
  rss: RssSampler,
  rssAtStart: number,
  rssAtEnd: number,
  from: number,
): void {
  console.log(
    `  service RSS: peak ${mb(rss.peak).toFixed(0)} MB, at start ${mb(rssAtStart).toFixed(0)} MB, ` +
      `at the end ${mb(rssAtEnd).toFixed(0)} MB ` +
      `(${rss.samples.length} samples every 200 ms)`,
  );
  if (o.soakMinutes && rss.samples.length) {
    const perMinute = Array.from(
      { length: o.soakMinutes },
      (_, m) => rss.lastBefore(from + (m + 1) * 60_000) ?? 0,
    ).map(mb);
    console.log(
      `  soak RSS per minute (MB): ${perMinute.map((v) => v.toFixed(0)).join(', ')}; ` +
        `trend ${trend(perMinute).toFixed(1)} MB/min (least squares)`,
    );
  }
}

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
