// Bots against bots: N games of one `strong` against two `basic` and N games of one `basic` against
// two `random`, seats rotated. Prints win rates (95% Wilson intervals), average score per deal,
// decision times per level, and a one-line summary.
// Run with `npm run bench:arena -- --games N [--budget MS] [--iterations K] [--max-deals D]`.
// With `--seats hero,a,b` (e.g. expert,strong,strong) it plays one series instead: each deck seed
// is played three times with the seats rotated (the hero at seats 0, 1, 2), which cuts the luck of
// the cards; `--offset D` starts at deck D (to split a run over processes). It ends with
// `arena: <hero> <win%> [<lo>-<hi>] vs 2 <a>, <games> games, p95 decision <ms> ms`.

import { performance } from 'node:perf_hooks';
import { playGame, type SeatDecision } from '../src/core/computer/table.js';
import {
  EXPERT_BUDGET_MS as EXPERT_DEFAULT_BUDGET_MS,
  EXPERT_ITERATIONS as EXPERT_DEFAULT_ITERATIONS,
} from '../src/core/expert/expert.js';
import {
  isDecisionLevel,
  type DecisionLevel,
  type BotOptions,
} from '../src/core/computer/index.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0 || i + 1 >= process.argv.length) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} needs a positive number`);
  return v;
}

const GAMES = Math.floor(arg('games', 20));
const BUDGET_MS = arg('budget', 150);
const ITERATIONS = Math.floor(arg('iterations', 48));
const MAX_DEALS = Math.floor(arg('max-deals', 400));
const OFFSET = process.argv.includes('--offset') ? Math.floor(arg('offset', 1)) : 0;
const EXPERT_BUDGET_MS = arg('expert-budget', EXPERT_DEFAULT_BUDGET_MS);
/** `--minutes M`: start no game after M minutes of wall time (the summary counts games played). */
const MINUTES = arg('minutes', Infinity);
const EXPERT_ITERATIONS = Math.floor(arg('expert-iterations', EXPERT_DEFAULT_ITERATIONS));

/**
 * The clock of the search budgets and of the decision times: by default this process's CPU time,
 * so that a run on a machine busy with other work measures the levels at their nominal budgets
 * (a wall-clock budget there cuts the expert to one or two samples a decision); `--clock wall`
 * measures what a table would see on this machine as it is.
 */
const CLOCK = process.argv.includes('--clock')
  ? process.argv[process.argv.indexOf('--clock') + 1]
  : 'cpu';
if (CLOCK !== 'cpu' && CLOCK !== 'wall') throw new Error('--clock takes cpu or wall');
const now: () => number =
  CLOCK === 'wall'
    ? () => performance.now()
    : () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1000;
      };

function botOptions(): BotOptions {
  return {
    strong: { iterations: ITERATIONS, timeBudgetMs: BUDGET_MS, now },
    expert: { iterations: EXPERT_ITERATIONS, timeBudgetMs: EXPERT_BUDGET_MS, now },
  };
}

function seatsArg(): DecisionLevel[] | null {
  const i = process.argv.indexOf('--seats');
  if (i < 0) return null;
  const levels = (process.argv[i + 1] ?? '').split(',');
  if (levels.length !== 3 || !levels.every(isDecisionLevel)) {
    throw new Error('--seats needs three levels, e.g. expert,strong,strong');
  }
  return levels;
}

/** One series of `levels` (the first the hero), seats rotated over each deck seed. */
function rotated(levels: DecisionLevel[], games: number): void {
  const hero = levels[0];
  let wins = 0;
  let unfinished = 0;
  const times: number[] = [];
  const started = performance.now();
  let played = 0;
  for (let g = 0; g < games && performance.now() - started < MINUTES * 60_000; g++) {
    const deck = OFFSET + Math.floor(g / 3);
    const heroSeat = g % 3;
    const seated = [0, 1, 2].map((s) => levels[(s - heroSeat + 3) % 3]);
    const run = playGame({
      seed: `arena/seats/${deck}`,
      levels: seated,
      options: botOptions(),
      maxDeals: MAX_DEALS,
      clock: now,
      onDecision: (d: SeatDecision) => {
        if (d.seat === heroSeat) times.push(d.ms);
      },
    });
    if (run.winner === null) unfinished++;
    else if (run.winner === heroSeat) wins++;
    played++;
    const [lo, hi] = wilson(wins, g + 1);
    process.stderr.write(
      `  game ${g + 1}/${games} deck ${deck} ${hero} at ${heroSeat}: winner ${run.winner}, ${run.deals} deals; ` +
        `${hero} ${wins}/${g + 1} [${pct(lo)}, ${pct(hi)}], ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
  games = played;
  times.sort((a, b) => a - b);
  const [lo, hi] = wilson(wins, games);
  console.log(
    `${hero} decisions: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 0.99).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (${times.length}); ${unfinished} unfinished`,
  );
  console.log(
    `arena: ${hero} ${pct(wins / Math.max(1, games))} [${pct(lo)}-${pct(hi)}] vs 2 ${levels[1]}, ` +
      `${games} games, p95 decision ${percentile(times, 0.95).toFixed(1)} ms`,
  );
}

function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.96;
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

interface SeriesResult {
  hero: DecisionLevel;
  villain: DecisionLevel;
  games: number;
  wins: number;
  unfinished: number;
  deals: number;
  scorePerDeal: Map<DecisionLevel, { sum: number; seatDeals: number }>;
  times: Map<DecisionLevel, number[]>;
}

function series(hero: DecisionLevel, villain: DecisionLevel, games: number): SeriesResult {
  const options = botOptions();
  const res: SeriesResult = {
    hero,
    villain,
    games,
    wins: 0,
    unfinished: 0,
    deals: 0,
    scorePerDeal: new Map(),
    times: new Map(),
  };
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const heroSeat = g % 3;
    const levels: DecisionLevel[] = [0, 1, 2].map((s) => (s === heroSeat ? hero : villain));
    const run = playGame({
      seed: `arena/${hero}-vs-${villain}/${g}`,
      levels,
      options,
      maxDeals: MAX_DEALS,
      clock: now,
      onDecision: (d: SeatDecision) => {
        const list = res.times.get(d.level) ?? [];
        list.push(d.ms);
        res.times.set(d.level, list);
      },
    });
    if (run.winner === null) res.unfinished++;
    else if (run.winner === heroSeat) res.wins++;
    res.deals += run.deals;
    levels.forEach((level, seat) => {
      const entry = res.scorePerDeal.get(level) ?? { sum: 0, seatDeals: 0 };
      entry.sum += run.totals[seat];
      entry.seatDeals += run.deals;
      res.scorePerDeal.set(level, entry);
    });
    const [lo, hi] = wilson(res.wins, g + 1);
    process.stderr.write(
      `  ${hero} vs ${villain}: game ${g + 1}/${games} winner seat ${run.winner} (${hero} at ${heroSeat}), ` +
        `${run.deals} deals; ${hero} ${res.wins}/${g + 1} [${pct(lo)}, ${pct(hi)}], ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
  return res;
}

function report(r: SeriesResult): { rate: number; p99: Map<DecisionLevel, number> } {
  const rate = r.games ? r.wins / r.games : 0;
  const [lo, hi] = wilson(r.wins, r.games);
  console.log(
    `\n${r.hero} vs two ${r.villain}: ${r.games} games, ${r.deals} deals, ${r.unfinished} unfinished`,
  );
  console.log(
    `  ${r.hero} wins ${r.wins}/${r.games} = ${pct(rate)} (95% CI ${pct(lo)} .. ${pct(hi)}); even share 33.3%`,
  );
  const p99 = new Map<DecisionLevel, number>();
  for (const [level, s] of r.scorePerDeal) {
    const times = (r.times.get(level) ?? []).slice().sort((a, b) => a - b);
    const p50 = percentile(times, 0.5);
    const p = percentile(times, 0.99);
    p99.set(level, p);
    console.log(
      `  ${level.padEnd(6)} score/deal ${(s.sum / Math.max(1, s.seatDeals)).toFixed(1).padStart(7)}   ` +
        `decision p50 ${p50.toFixed(2)} ms, p99 ${p.toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (${times.length} decisions)`,
    );
  }
  return { rate, p99 };
}

function main(): void {
  const seats = seatsArg();
  if (seats) {
    console.log(
      `arena: ${seats.join(', ')}, ${GAMES} games, seats rotated, strong ${BUDGET_MS} ms / ` +
        `${ITERATIONS} samples, expert ${EXPERT_BUDGET_MS} ms / ${EXPERT_ITERATIONS} samples, ${CLOCK} clock`,
    );
    return rotated(seats, GAMES);
  }
  console.log(
    `arena: ${GAMES} games per series, strong budget ${BUDGET_MS} ms / ${ITERATIONS} samples`,
  );
  const a = report(series('strong', 'basic', GAMES));
  const b = report(series('basic', 'random', GAMES));
  const strongP99 = a.p99.get('strong') ?? 0;
  console.log(
    `\narena: strong ${(100 * a.rate).toFixed(1)}% vs basic, basic ${(100 * b.rate).toFixed(1)}% vs random, strong p99 ${strongP99.toFixed(1)} ms`,
  );
}

main();
