// The service's CPU per request and per move, measured alone: one service, 8 connections, the
// service's CPU time read from /proc around each measurement (its second round: the first warms
// the code). A bare `GET /health` is the framework's share of any request; a seat's and a
// spectator's view; then a view and a move of the acting seat in loops over 8 games (bench:http's
// cycle), without streams, with each table's four streams open, and with an Idempotency-Key on
// every move as the SDK sends (docs/performance-history.md, "The sixteenth session" and after).
// Run with `npm run bench:request-cost -- [--requests N] [--seconds S] [--node-args "FLAGS"]`.
import { scratchDatabase } from './support/database.js';
import { numberFlag, wordsFlag } from './support/flags.js';
import { API, newErrors, newGame, playLoops, type Game } from './support/game-loops.js';
import { HttpClient, type JsonResponse } from './support/http-client.js';
import { cpuSeconds } from './support/proc.js';
import { startService } from './support/service.js';
import { watch, type Watch } from './support/sse-watch.js';

const REQUESTS = Math.floor(numberFlag('requests', 4000));
const SECONDS = numberFlag('seconds', 8);
const CONNECTIONS = 8;
const GAMES = 8;
// Node options for the service, e.g. "--cpu-prof --cpu-prof-dir=DIR" to see where a move goes.
const NODE_ARGS = wordsFlag('node-args');

const us = (seconds: number, n: number) => ((seconds * 1e6) / n).toFixed(0);

async function main(): Promise<void> {
  const db = await scratchDatabase();
  const service = await startService({ DATABASE_URL: db.url }, NODE_ARGS);
  const cpu = () => cpuSeconds(service.pid) ?? NaN;
  const http = new HttpClient(service.url, CONNECTIONS);
  try {
    const game = await newGame(http);
    const token = game.tokens[game.turn];
    const perRequest = async (label: string, ask: () => Promise<JsonResponse>) => {
      let sent = 0;
      const before = cpu();
      const loop = async () => {
        while (sent++ < REQUESTS) {
          const res = await ask();
          if (res.status >= 400) throw new Error(`${label} answered ${res.status}`);
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, loop));
      return cpu() - before;
    };
    const requests: [string, () => Promise<JsonResponse>][] = [
      ['GET /health', () => http.request('GET', '/health')],
      ["a seat's view", () => http.request('GET', `${API}/${game.id}`, { token })],
      ["a spectator's view", () => http.request('GET', `${API}/${game.id}`)],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [label, ask] of requests) {
        const spent = await perRequest(label, ask);
        if (round === 1)
          console.log(`request-cost: ${label}: ${us(spent, REQUESTS)} us of CPU a request`);
      }
    }

    const perMove = async (streams: boolean, keyed = false) => {
      const games: Game[] = [];
      for (let i = 0; i < GAMES; i++) games.push(await newGame(http));
      const open: Watch[] = [];
      if (streams) {
        for (const g of games) {
          for (const seatToken of [...g.tokens, undefined]) {
            const url = `${service.url}${API}/${g.id}/stream`;
            open.push(watch({ url, token: seatToken, onDrop: () => undefined }));
          }
        }
        await Promise.all(open.map((w) => w.ready));
      }
      const errors = newErrors();
      const loops = (until: number, onMove: () => void) =>
        playLoops({
          http,
          games,
          until,
          maxDeals: 0,
          intervalMs: null,
          onView: () => undefined,
          onMove,
          errors,
          seed: 11,
          keyed,
        });
      await loops(performance.now() + 2000, () => undefined);
      let moves = 0;
      const before = cpu();
      await loops(performance.now() + SECONDS * 1000, () => moves++);
      const spent = cpu() - before;
      for (const w of open) w.close();
      const label = keyed
        ? 'an Idempotency-Key on every move (as the SDK sends), without streams'
        : streams
          ? 'with four streams a table'
          : 'without streams';
      console.log(
        `request-cost: a view and a move, ${label}: ${us(spent, moves)} us of CPU a move ` +
          `(${(moves / SECONDS).toFixed(0)} moves/s, errors ${errors.move + errors.view + errors.setup + errors.network})`,
      );
    };
    await perMove(false);
    await perMove(true);
    // Last, as before: the first keyed move once turned an AsyncLocalStorage on for good.
    await perMove(false, true);
  } finally {
    await service.stop();
    await db.drop();
  }
}

await main();
