// One HTTP phase of bench:http: G games played by client loops against one service process, a
// warm-up, then a measured window (./phase-window.ts); what it prints and answers for the summary.
import { appendFileSync } from 'node:fs';
import { AutovacuumSampler } from './db-activity.js';
import {
  errorTotal,
  newErrors,
  newGame,
  playLoops,
  type Game,
  type LoopErrors,
  type LoopTally,
} from './game-loops.js';
import { HttpClient } from './http-client.js';
import { mb, RssSampler } from './proc.js';
import {
  PhaseSamples,
  SoakMinutes,
  WindowReadings,
  type PhaseClock,
  type PhaseOptions,
  type RunSettings,
} from './phase-window.js';
import { cpuShares, latencyLine, ms, trend } from './run-figures.js';
import type { startService } from './service.js';

export interface PhaseResult {
  moves: number[];
  views: number[];
  seconds: number;
  errors: LoopErrors;
  rssPeak: number;
  /** The games being played when the phase ended (the ceiling runs on their rows). */
  games: string[];
}

/**
 * One HTTP phase against a service process: G games set up before the clock, `warmup` seconds not
 * counted, then `seconds` measured; paced when `intervalMs` is given. Prints its own report.
 */
export async function httpPhase(
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
