// Bytes the service's scavenges promote to the old generation, per request, route by route. The
// promotion rate sets how often V8 runs a full collection, and the full collections are what is
// left of bench:http's latency tail. G keep-alive loops request one route as fast as it answers
// for S seconds against a service run with --trace-gc-nvp; the GC lines of that window are summed.
// Run with `npm run bench:promotion -- [--route view|spectator|missing|health|play] [--games G]
// [--seconds S] [--node-args "FLAGS"]`.
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { scratchDatabase } from './support/database.js';
import { numberFlag, switchFlag, wordsFlag } from './support/flags.js';
import { API, newErrors, newGame, playLoops } from './support/game-loops.js';
import { HttpClient } from './support/http-client.js';
import { startService } from './support/service.js';

const ROUTES = ['view', 'spectator', 'missing', 'health', 'play'] as const;
type Route = (typeof ROUTES)[number];

const GAMES = Math.floor(numberFlag('games', 32));
const SECONDS = numberFlag('seconds', 10);
const ROUTE = (switchFlag('route').value ?? 'view') as Route;
const NODE_ARGS = wordsFlag('node-args');
if (!ROUTES.includes(ROUTE)) throw new Error(`--route must be one of ${ROUTES.join(', ')}`);

// Written into the service's output file around the measured window.
const START = '-- window starts --';
const END = '-- window ends --';

/** Sums the scavenges and counts the full collections of --trace-gc-nvp lines. */
function gcTotals(lines: string[]) {
  const field = (line: string, name: string) =>
    Number(new RegExp(` ${name}=(\\d+)`).exec(line)?.[1]);
  let promoted = 0;
  let allocated = 0;
  let scavenges = 0;
  let full = 0;
  for (const line of lines) {
    if (line.includes(' gc=s ')) {
      scavenges++;
      promoted += field(line, 'promoted');
      allocated += field(line, 'allocated');
    } else if (line.includes(' gc=mc ')) {
      full++;
    }
  }
  return { promoted, allocated, scavenges, full };
}

async function main(): Promise<void> {
  const db = await scratchDatabase();
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-promotion-'));
  const file = join(dir, 'service.log');
  const out = openSync(file, 'a');
  // npm start's environment and node options, then these.
  const service = await startService(
    { DATABASE_URL: db.url },
    ['--trace-gc-nvp', ...NODE_ARGS],
    out,
  );
  let requests = 0;
  try {
    const http = new HttpClient(service.url);
    const games = await Promise.all(Array.from({ length: GAMES }, () => newGame(http)));
    const until = performance.now() + SECONDS * 1000;
    writeSync(out, `${START}\n`);
    if (ROUTE === 'play') {
      await playLoops({
        http,
        games,
        until,
        maxDeals: 60,
        intervalMs: null,
        seed: 1,
        errors: newErrors(),
        onView: () => requests++,
        onMove: () => requests++,
      });
    } else {
      const missing = `${API}/${randomUUID()}`;
      await Promise.all(
        games.map(async (game) => {
          const path =
            ROUTE === 'health' ? '/health' : ROUTE === 'missing' ? missing : `${API}/${game.id}`;
          const token = ROUTE === 'view' ? game.tokens[game.turn] : undefined;
          const expected = ROUTE === 'missing' ? 404 : 200;
          while (performance.now() < until) {
            const res = await http.request('GET', path, { token });
            if (res.status !== expected) throw new Error(`${path} answered ${res.status}`);
            requests++;
          }
        }),
      );
    }
    writeSync(out, `${END}\n`);
    http.close();
  } finally {
    await service.stop();
    closeSync(out);
    await db.drop();
  }
  const lines = readFileSync(file, 'utf8').split('\n');
  rmSync(dir, { recursive: true });
  const window = lines.slice(lines.indexOf(START), lines.indexOf(END));
  const gc = gcTotals(window);
  const kb = (bytes: number) => (bytes / requests / 1024).toFixed(2);
  console.log(
    `promotion: ${ROUTE}${NODE_ARGS.length ? ` (${NODE_ARGS.join(' ')})` : ''}: ` +
      `${requests} requests (${(requests / SECONDS).toFixed(0)}/s), ` +
      `allocated ${kb(gc.allocated)} KB/request, promoted ${kb(gc.promoted)} KB/request ` +
      `(${(gc.promoted / SECONDS / 1e6).toFixed(1)} MB/s), ${gc.scavenges} scavenges, ` +
      `${gc.full} full collections`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
