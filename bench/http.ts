// Throughput and latency of the whole service over HTTP, against the database's own ceiling.
// One compiled service process on a scratch database; G games (one client loop each) play random
// legal moves over keep-alive connections: a move is the acting seat's view (GET, to learn the legal
// actions) then the move (POST). Then, in the same run, G node-postgres connections run a
// transaction shaped like a move on those games' rows, with no HTTP and no service: the ceiling.
// Run with `npm run bench:http -- [--games G] [--seconds S] [--warmup W] [--soak MINUTES]
// [--max-deals D] [--profile [DIR]] [--pool N]`.
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { moveCeiling, sampleMove } from './support/ceiling.js';
import { scratchDatabase } from './support/database.js';
import { numberFlag, switchFlag } from './support/flags.js';
import { percentile, randomMove, rng, type SeatViewLite } from './support/games.js';
import { HttpClient, type JsonResponse } from './support/http-client.js';
import {
  cpuSeconds,
  machineCpu,
  postmasterOf,
  mb,
  postgresCpuBetween,
  postgresCpuSeconds,
  RssSampler,
} from './support/proc.js';
import { startService } from './support/service.js';

const GAMES = Math.floor(numberFlag('games', 32));
const WARMUP = numberFlag('warmup', 3, true);
const SOAK_MINUTES = numberFlag('soak', 0, true);
const SECONDS = SOAK_MINUTES > 0 ? SOAK_MINUTES * 60 : numberFlag('seconds', 20);
const CEILING_SECONDS = numberFlag('seconds', 20);
const POOL = numberFlag('pool', 0, true);
// Random players rarely reach 1000, and a game's stored data grows with its deals, so a game is
// left once it passes this many deals (0: only when it finishes), as a real game runs 30-80 deals
// (bench:engine cuts games the same way); a new game takes its place.
const MAX_DEALS = Math.floor(numberFlag('max-deals', 60, true));
const PROFILE = switchFlag('profile');
const API = '/api/v1/games';

/** The fields of a seat's view the driver reads. */
interface View extends Omit<SeatViewLite, 'deal'> {
  deal: { turn: number; number: number } | null;
}

interface Game {
  id: string;
  tokens: string[];
  turn: number;
}

/** The postmaster of the database server (found through a backend), to count its processes only. */
let postmaster: number | null = null;

/** CPU readings at one moment: this process, the service, the database server, the machine. */
function cpuSnapshot(servicePid: number) {
  return {
    at: performance.now(),
    client: process.cpuUsage(),
    service: cpuSeconds(servicePid) ?? 0,
    postgres: postgresCpuSeconds(postmaster),
    machine: machineCpu(),
  };
}
type CpuSnapshot = ReturnType<typeof cpuSnapshot>;

/** Each figure as a share of one core over the interval; the machine's as a share of all cores. */
function cpuShares(a: CpuSnapshot, b: CpuSnapshot, withService = true) {
  const wall = (b.at - a.at) / 1000;
  const client = (b.client.user + b.client.system - a.client.user - a.client.system) / 1e6;
  const service = withService ? b.service - a.service : 0;
  const postgres = postgresCpuBetween(a.postgres, b.postgres);
  const busy = b.machine.busy - a.machine.busy;
  const machine = busy / (b.machine.total - a.machine.total);
  // Whatever else ran meanwhile (other processes, the kernel): large values mean a disturbed run.
  const others = Math.max(0, busy - client - service - postgres);
  const pct = (seconds: number) => `${((100 * seconds) / wall).toFixed(0)}%`;
  return (
    `client ${pct(client)}, ${withService ? `service ${pct(service)}, ` : ''}` +
    `postgres ${pct(postgres)}, everything else ${pct(others)} (of one core); ` +
    `machine busy ${(100 * machine).toFixed(0)}% of ${os.availableParallelism()} cores`
  );
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
const latencyLine = (sorted: number[]) =>
  `p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, ` +
  `p99 ${ms(percentile(sorted, 99))} ms, max ${ms(sorted[sorted.length - 1] ?? NaN)} ms`;

async function describeDatabase(url: string, embedded: boolean): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const show = async (name: string) => (await client.query(`SHOW ${name}`)).rows[0][name];
  const backend = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
  postmaster = postmasterOf(backend);
  const version = String(await show('server_version')).split(' ')[0];
  const text =
    `${embedded ? 'embedded' : `DATABASE_URL's`} PostgreSQL ${version} at ${new URL(url).host}, ` +
    `fsync ${await show('fsync')}, synchronous_commit ${await show('synchronous_commit')}`;
  await client.end();
  return text;
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
    service = await startService(
      env,
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `bench:http: ${GAMES} games (up to ${MAX_DEALS || 'unlimited'} deals each), ` +
        `${WARMUP} s warm-up + ${SECONDS} s measured` +
        `${SOAK_MINUTES ? ` (soak ${SOAK_MINUTES} min)` : ''}; ` +
        `machine ${os.availableParallelism()} cores (${cpu}), Node ${process.version}`,
    );
    console.log(
      `database: ${await describeDatabase(db.url, embedded)}; service pool ` +
        `${POOL > 0 ? Math.floor(POOL) : 'the default (DATABASE_POOL_SIZE, 20)'}${profileDir ? '; CPU profiler ON' : ''}`,
    );

    const rss = new RssSampler(service.pid, 200);
    const rssAtStart = rss.peak;
    const http = new HttpClient(service.url, GAMES + 4);
    const errors = { move: 0, view: 0, setup: 0, network: 0 };
    const firstErrors: string[] = [];
    const noteError = (kind: keyof typeof errors, what: string) => {
      errors[kind]++;
      if (firstErrors.length < 5) firstErrors.push(`${kind}: ${what}`);
    };
    const expect = (res: JsonResponse, status: number, what: string): JsonResponse => {
      if (res.status !== status) {
        throw new Error(`${what} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      }
      return res;
    };

    const newGame = async (): Promise<Game> => {
      const created = expect(
        await http.request('POST', API, { body: { name: 'bench' } }),
        201,
        'POST /games',
      ).body;
      const tokens: string[] = [];
      let view: SeatViewLite = created;
      for (let i = 0; i < 3; i++) {
        const joined = expect(
          await http.request('POST', `${API}/${created.id}/players`, { body: { name: `p${i}` } }),
          201,
          'POST /players',
        ).body;
        tokens[joined.seat] = joined.token;
        view = joined.game;
      }
      if (!view.deal) throw new Error('the third join did not start the game');
      return { id: created.id, tokens, turn: view.deal.turn };
    };

    // Games for every loop before the clock starts.
    const initial = await Promise.all(Array.from({ length: GAMES }, () => newGame()));
    const current = initial.map((g) => g.id);
    let gamesCreated = 0;
    let gamesFinished = 0;
    let gamesCapped = 0;
    let noActions = 0;

    const start = performance.now();
    const from = start + WARMUP * 1000;
    const to = from + SECONDS * 1000;
    const inWindow = (t: number) => t >= from && t < to;
    const moveLatencies: number[] = [];
    const viewLatencies: number[] = [];
    let minuteMoves: number[] = [];

    let cpuFrom: CpuSnapshot | null = null;
    let cpuTo: CpuSnapshot | null = null;
    const pid = service.pid;
    const timers = [
      setTimeout(() => (cpuFrom = cpuSnapshot(pid)), Math.max(0, from - performance.now())),
      setTimeout(() => (cpuTo = cpuSnapshot(pid)), Math.max(0, to - performance.now())),
    ];
    let minute = 0;
    let minuteCpu: CpuSnapshot | null = null;
    const reportMinute = () => {
      minute++;
      const cpuNow = cpuSnapshot(pid);
      const end = from + minute * 60_000;
      const peak = rss.peakBetween(end - 60_000, end) ?? 0;
      const now = rss.lastBefore(end) ?? 0;
      minuteMoves.sort((x, y) => x - y);
      console.log(
        `soak minute ${minute}: rss ${mb(now).toFixed(0)} MB (peak in the minute ` +
          `${mb(peak).toFixed(0)} MB), ${(minuteMoves.length / 60).toFixed(0)} moves/s, ` +
          `p99 move ${ms(percentile(minuteMoves, 99))} ms`,
      );
      if (minuteCpu) console.log(`  CPU: ${cpuShares(minuteCpu, cpuNow)}`);
      minuteCpu = cpuNow;
      minuteMoves = [];
    };
    // Minutes count from the end of the warm-up; the last one is reported once the loops stop.
    let soakTimer: NodeJS.Timeout | null = null;
    if (SOAK_MINUTES) {
      const startMinutes = () => {
        minuteCpu = cpuSnapshot(pid);
        soakTimer = setInterval(() => {
          if (minute < SOAK_MINUTES - 1) reportMinute();
        }, 60_000);
      };
      timers.push(setTimeout(startMinutes, Math.max(0, from - performance.now())));
    }

    const driver = async (index: number) => {
      const r = rng(index + 1);
      let game: Game | null = initial[index];
      while (performance.now() < to) {
        try {
          if (!game) {
            try {
              game = await newGame();
            } catch (error) {
              noteError('setup', (error as Error).message);
              await new Promise((done) => setTimeout(done, 100));
              continue;
            }
            gamesCreated++;
            current[index] = game.id;
          }
          const token = game.tokens[game.turn];
          const view = await http.request('GET', `${API}/${game.id}`, { token });
          const viewedAt = performance.now();
          if (view.status !== 200) {
            noteError('view', `${view.status} ${JSON.stringify(view.body).slice(0, 300)}`);
            await new Promise((done) => setTimeout(done, 20));
            continue;
          }
          if (inWindow(viewedAt)) viewLatencies.push(view.ms);
          const seen = view.body as View;
          if (seen.status !== 'playing' || !seen.deal) {
            gamesFinished++;
            game = null;
            continue;
          }
          if (MAX_DEALS && seen.deal.number > MAX_DEALS) {
            gamesCapped++;
            game = null;
            continue;
          }
          if (seen.deal.turn !== game.turn || !seen.legalActions.length) {
            // Not expected: the answer to the previous move named the acting seat.
            noActions++;
            game.turn = seen.deal.turn;
            continue;
          }
          const move = randomMove(seen.legalActions, r);
          const res = await http.request('POST', `${API}/${game.id}/${move.path}`, {
            token,
            body: move.body,
          });
          const movedAt = performance.now();
          if (res.status !== 200) {
            noteError(
              'move',
              `${move.path} ${JSON.stringify(move.body ?? null)} -> ${res.status} ` +
                JSON.stringify(res.body).slice(0, 300),
            );
            continue;
          }
          if (inWindow(movedAt)) {
            moveLatencies.push(res.ms);
            if (SOAK_MINUTES) minuteMoves.push(res.ms);
          }
          const after = res.body as View;
          if (after.status !== 'playing' || !after.deal) {
            gamesFinished++;
            game = null;
          } else {
            game.turn = after.deal.turn;
          }
        } catch (error) {
          noteError('network', (error as Error).message);
          await new Promise((done) => setTimeout(done, 20));
        }
      }
    };
    await Promise.all(Array.from({ length: GAMES }, (_, i) => driver(i)));
    for (const t of timers) clearTimeout(t);
    if (soakTimer) clearInterval(soakTimer);
    while (minute < SOAK_MINUTES) reportMinute();
    cpuTo ??= cpuSnapshot(pid);
    http.close();
    rss.stop();
    const rssAtEnd = rss.lastBefore(performance.now() + 1) ?? 0;
    await service.stop();
    service = null;

    moveLatencies.sort((a, b) => a - b);
    viewLatencies.sort((a, b) => a - b);
    const movesPerSecond = moveLatencies.length / SECONDS;
    const errorCount = errors.move + errors.view + errors.setup + errors.network;
    console.log(`HTTP phase (${SECONDS} s measured, after ${WARMUP} s warm-up):`);
    console.log(
      `  accepted moves: ${moveLatencies.length} = ${movesPerSecond.toFixed(1)} moves/s; ` +
        `view GETs: ${viewLatencies.length} = ${(viewLatencies.length / SECONDS).toFixed(1)}/s`,
    );
    console.log(`  move (POST): ${latencyLine(moveLatencies)}`);
    console.log(`  view (GET):  ${latencyLine(viewLatencies)}`);
    console.log(
      `  games: ${GAMES} set up before the clock, ${gamesCreated} created during the run, ` +
        `${gamesFinished} finished, ${gamesCapped} left after ${MAX_DEALS || 'unlimited'} deals` +
        (noActions ? `; ${noActions} views with another seat to act or no legal action` : ''),
    );
    console.log(
      `  errors: ${errorCount} (moves ${errors.move}, views ${errors.view}, ` +
        `game set-up ${errors.setup}, network ${errors.network})`,
    );
    for (const e of firstErrors) console.log(`    ${e}`);
    if (cpuFrom && cpuTo) console.log(`  CPU in the window: ${cpuShares(cpuFrom, cpuTo)}`);
    console.log(
      `  service RSS: peak ${mb(rss.peak).toFixed(0)} MB, at start ${mb(rssAtStart).toFixed(0)} MB, ` +
        `at the end ${mb(rssAtEnd).toFixed(0)} MB ` +
        `(${rss.samples.length} samples every 200 ms)`,
    );
    if (SOAK_MINUTES && rss.samples.length) {
      const perMinute = Array.from(
        { length: SOAK_MINUTES },
        (_, m) => rss.lastBefore(from + (m + 1) * 60_000) ?? 0,
      ).map(mb);
      const n = perMinute.length;
      const meanX = (n + 1) / 2;
      const meanY = perMinute.reduce((a, b) => a + b, 0) / n;
      let num = 0;
      let den = 0;
      perMinute.forEach((y, i) => {
        num += (i + 1 - meanX) * (y - meanY);
        den += (i + 1 - meanX) ** 2;
      });
      console.log(
        `  soak RSS per minute (MB): ${perMinute.map((v) => v.toFixed(0)).join(', ')}; ` +
          `trend ${den ? (num / den).toFixed(1) : '0.0'} MB/min (least squares)`,
      );
    }
    if (profileDir) {
      const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
      for (const f of files) console.log(`  CPU profile written: ${resolve(profileDir, f)}`);
      if (!files.length) console.log(`  no CPU profile found in ${profileDir}`);
      else {
        console.log(
          `  summarise: node dist/bench/profile-summary.js ${resolve(profileDir, files[0])}`,
        );
      }
    }

    // The ceiling: the same number of connections, a move-shaped transaction each, on those games.
    const sample = await sampleMove(db.url, current);
    let ceilingFrom: CpuSnapshot | null = null;
    let ceilingTo: CpuSnapshot | null = null;
    const ceiling = await moveCeiling(db.url, current, sample, WARMUP, CEILING_SECONDS, (edge) => {
      if (edge === 'from') ceilingFrom = cpuSnapshot(pid);
      else ceilingTo = cpuSnapshot(pid);
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
      `  ${ceiling.transactions} transactions in ${CEILING_SECONDS} s = ` +
        `${ceiling.perSecond.toFixed(1)} tx/s; p50 ${ms(ceiling.p50)} ms, p99 ${ms(ceiling.p99)} ms; ` +
        `errors ${ceiling.errors}${ceiling.firstError ? ` (${ceiling.firstError})` : ''}`,
    );
    if (ceilingFrom && ceilingTo) {
      console.log(`  CPU: ${cpuShares(ceilingFrom, ceilingTo, false)}`);
    }
    const ratio = movesPerSecond / ceiling.perSecond;
    console.log(
      `http: ${movesPerSecond.toFixed(0)} moves/s, ceiling ${ceiling.perSecond.toFixed(0)} tx/s, ` +
        `ratio ${ratio.toFixed(2)}, p99 move ${ms(percentile(moveLatencies, 99))} ms, ` +
        `p99 view ${ms(percentile(viewLatencies, 99))} ms, rss ${mb(rss.peak).toFixed(0)} MB, ` +
        `errors ${errorCount}`,
    );
  } finally {
    if (service) await service.stop();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
