// `npm run bot:ladder -- --bots 6 --minutes 2`: the reference bots (examples/bot) on the ladder of
// a local service (dist/src/main.js on a scratch database of DATABASE_URL's server, or an embedded
// one), then one line of figures and each bot's rating. Each bot's stream is dropped once half way,
// to show that it resumes (Last-Event-ID) without losing a turn.
import { scratchDatabase } from '../bench/support/database.js';
import { startService } from '../bench/support/service.js';
import { ReferenceBot } from '../examples/bot/bot.js';
import { STRATEGIES } from '../examples/bot/strategies.js';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function newBot(url: string, i: number) {
  const res = await fetch(`${url}/api/v1/players`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `LadderBot ${i + 1}`,
      kind: 'bot',
      owner: 'ladder@example.org',
      description: i % 2 ? 'reference bot, random' : 'reference bot, simple',
    }),
  });
  if (res.status !== 201) throw new Error(`POST /players answered ${res.status}`);
  return (await res.json()) as { id: string; name: string; token: string };
}

async function main(): Promise<void> {
  const count = flag('bots', 6);
  const minutes = flag('minutes', 2);
  const database = await scratchDatabase();
  const service = await startService({
    DATABASE_URL: database.url,
    RATED_PLAYER_MIN_AGE: '0',
    PLAYERS_PER_ADDRESS_PER_HOUR: '1000',
    // Every bot here queues from this one address.
    QUEUE_ENTRIES_PER_ADDRESS: '1000',
  });
  const errors: string[] = [];
  try {
    const accounts = [];
    for (let i = 0; i < count; i++) accounts.push(await newBot(service.url, i));
    const bots = accounts.map(
      (a, i) =>
        new ReferenceBot({
          baseUrl: service.url,
          token: a.token,
          strategy: i % 2 ? STRATEGIES.random : STRATEGIES.simple,
          ladder: { players: 3, rated: true },
          log: (line) => errors.push(`${a.name}: ${line}`),
        }),
    );
    const runs = bots.map((b) => b.run());
    const ms = minutes * 60_000;
    await new Promise((r) => setTimeout(r, ms / 2));
    for (const b of bots) b.drop();
    await new Promise((r) => setTimeout(r, ms / 2));
    for (const b of bots) b.stop();
    await Promise.allSettled(runs);
    const sum = (k: 'moves' | 'games' | 'finished' | 'errors' | 'reconnects') =>
      bots.reduce((n, b) => n + b.counts[k], 0);
    // Each game is counted by each of its 3 bots.
    const games = Math.round(sum('games') / 3);
    const failed = sum('errors');
    console.log(`ladder: ${games} games, ${sum('moves')} moves, ${failed} errors`);
    console.log(
      `finished: ${Math.round(sum('finished') / 3)} games; streams resumed: ${sum('reconnects')}`,
    );
    for (const a of accounts) {
      const p = (await (await fetch(`${service.url}/api/v1/players/${a.id}`)).json()) as {
        ratings: { pool: number; mu: number; sigma: number; ordinal: number; games: number }[];
      };
      const r = p.ratings.find((x) => x.pool === 3);
      const line = r
        ? `mu ${r.mu.toFixed(2)} sigma ${r.sigma.toFixed(2)} ordinal ${r.ordinal.toFixed(2)} (${r.games} rated games)`
        : 'unrated (no rated game finished)';
      console.log(`  ${a.name}: ${line}`);
    }
    for (const e of errors.slice(0, 10)) console.log(`  note: ${e}`);
    if (failed) process.exitCode = 1;
  } finally {
    await service.stop();
    await database.drop();
  }
}

await main();
