// `npm run bot:ladder -- --bots 6 --minutes 2 [--random N]`: the reference bots (examples/bot, on
// the SDK) on the ladder of a local service (dist/src/main.js on a scratch database of
// DATABASE_URL's server, or an embedded one), then one line of figures, the finished games' lengths
// and each bot's rating. Every bot plays the `simple` strategy unless `--random N` makes N of them
// play `random` (which overbids and fails its contracts: three random bots at one table never
// reach 1000, bench/bot-strategies.ts). Half way, each bot's stream connection is cut under the
// SDK, which reopens it with Last-Event-ID: no turn is lost.
import { scratchDatabase } from '../bench/support/database.js';
import { startService } from '../bench/support/service.js';
import { dataOf, getPlayer, Thousand } from '../clients/ts/src/index.js';
import { ReferenceBot } from '../examples/bot/bot.js';
import { STRATEGIES } from '../examples/bot/strategies.js';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A fetch whose open player streams can be cut, as a dropped connection would be; it counts opens. */
function cuttableFetch() {
  const open = new Set<AbortController>();
  const counts = { streams: 0 };
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    if (!String(input).endsWith('/players/me/stream')) return fetch(input, init);
    counts.streams++;
    const cut = new AbortController();
    open.add(cut);
    const signal = init?.signal ? AbortSignal.any([init.signal, cut.signal]) : cut.signal;
    // The body is read after fetch answers: the controller is kept until the next cut.
    return fetch(input, { ...init, signal });
  }) as typeof fetch;
  const cutAll = () => {
    for (const c of open) c.abort(new Error('connection cut by bot:ladder'));
    open.clear();
  };
  return { fetcher, cutAll, counts };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  const count = Math.max(3, flag('bots', 6));
  const minutes = flag('minutes', 2) || 2;
  const randoms = Math.min(count, flag('random', 0));
  const database = await scratchDatabase();
  const service = await startService({
    DATABASE_URL: database.url,
    RATED_PLAYER_MIN_AGE: '0',
    PLAYERS_PER_ADDRESS_PER_HOUR: '1000',
    // Every bot here queues from this one address: past 30 games an hour (the default) its
    // entries were refused too_many_games, and the ladder stopped.
    QUEUE_ENTRIES_PER_ADDRESS: '1000',
    GAMES_PER_ADDRESS_PER_HOUR: '100000',
  });
  const errors: string[] = [];
  try {
    const thousand = new Thousand({ baseUrl: service.url });
    const bots = [];
    for (let i = 0; i < count; i++) {
      const strategy = i < count - randoms ? 'simple' : 'random';
      const player = await thousand.createPlayer({
        name: `LadderBot ${i + 1}`,
        kind: 'bot',
        owner: 'ladder@example.org',
        description: `reference bot, ${strategy}`,
      });
      const connection = cuttableFetch();
      const bot = new ReferenceBot({
        baseUrl: service.url,
        token: player.token,
        strategy: STRATEGIES[strategy],
        ladder: { players: 3, rated: true },
        fetch: connection.fetcher,
        log: (line, kind) => {
          if (kind === 'problem') errors.push(`LadderBot ${i + 1}: ${line}`);
        },
      });
      bots.push({ id: player.id, name: `LadderBot ${i + 1}`, strategy, bot, connection });
    }
    const runs = bots.map((b) => b.bot.run());
    const ms = minutes * 60_000;
    await new Promise((r) => setTimeout(r, ms / 2));
    for (const b of bots) b.connection.cutAll();
    await new Promise((r) => setTimeout(r, ms / 2));
    for (const b of bots) b.bot.stop();
    await Promise.allSettled(runs);

    const finished = new Set(bots.flatMap((b) => b.bot.finishedGames));
    const started = Math.round(bots.reduce((n, b) => n + b.bot.counts.games, 0) / 3);
    const moves = bots.reduce((n, b) => n + b.bot.counts.moves, 0);
    const failed = bots.reduce((n, b) => n + b.bot.counts.errors, 0) + errors.length;
    console.log(`ladder: ${finished.size} games, ${moves} moves, ${failed} errors`);
    const deals: number[] = [];
    for (const gameId of finished) deals.push((await thousand.scoreTable(gameId)).rows.length);
    console.log(
      `started ${started} games, finished ${finished.size}; deals per finished game: median ` +
        `${median(deals)}, max ${Math.max(0, ...deals)}; streams reopened after the cut: ` +
        `${bots.reduce((n, b) => n + b.connection.counts.streams - 1, 0)}`,
    );
    for (const b of bots) {
      const p = await dataOf(getPlayer({ client: thousand.client, path: { playerId: b.id } }));
      const r = p.ratings.find((x) => x.pool === 3);
      const line = r
        ? `mu ${r.mu.toFixed(2)} sigma ${r.sigma.toFixed(2)} ordinal ${r.ordinal.toFixed(2)} (${r.games} rated games)`
        : 'unrated (no rated game finished)';
      console.log(`  ${b.name} (${b.strategy}): ${line}`);
    }
    for (const e of errors.slice(0, 10)) console.log(`  note: ${e}`);
    if (failed || finished.size === 0) process.exitCode = 1;
  } finally {
    await service.stop();
    await database.drop();
  }
}

await main();
