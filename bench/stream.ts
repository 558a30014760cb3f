// Delay from an accepted move (its HTTP answer on instance A) to its arrival on an event stream
// on instance B, with 20 games in play. Two service processes share one database; the moves are
// played at random from legalActions. Run with `npm run bench:stream`.
import http from 'node:http';
import type { GameViewDto } from '../clients/ts/src/gen/types.gen.js';
import { scratchDatabase } from './support/database.js';
import { getView, percentile, postMove, randomMove, rng, startGame } from './support/games.js';
import { startService } from './support/service.js';

type GameView = GameViewDto;

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

/**
 * Calls `onVersion(version, at)` for every update message of a spectator stream; `ready` resolves
 * on its first message (the view), after which every move reaches it as an update.
 */
function watch(base: string, gameId: string, onVersion: (version: number, at: number) => void) {
  let buffer = '';
  let opened: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  const req = http.get(`${base}/api/v1/games/${gameId}/stream`, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        opened();
        if (!block.includes('event: update')) continue;
        const data = block.split('\n').find((l) => l.startsWith('data: '))!;
        onVersion(JSON.parse(data.slice(6)).version, at);
      }
    });
  });
  return { ready, stop: () => req.destroy() };
}

async function main(): Promise<void> {
  const db = await scratchDatabase();
  const env = { DATABASE_URL: db.url, MIGRATE_ON_START: 'false', STREAMS_PER_TOKEN: '100' };
  const a = await startService(env);
  const b = await startService(env);
  const delays: number[] = [];
  const fromSend: number[] = [];
  const sent = new Map<string, number>(); // same key -> time the move was sent
  const answered = new Map<string, number>(); // `${game}:${version}` -> time the move's answer arrived
  const arrived = new Map<string, number>();
  const record = (key: string) => {
    const t0 = answered.get(key);
    const t1 = arrived.get(key);
    if (t0 === undefined || t1 === undefined) return;
    // NOTIFY fires at commit, before the HTTP answer is written: a stream may win the race.
    delays.push(Math.max(0, t1 - t0));
    fromSend.push(t1 - (sent.get(key) ?? t0));
    sent.delete(key);
    answered.delete(key);
    arrived.delete(key);
  };
  const stops: (() => void)[] = [];
  let moves = 0;
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;

  const driver = async (index: number) => {
    const r = rng(index + 1);
    while (performance.now() < deadline) {
      const game = await startGame(a.url);
      const watcher = watch(b.url, game.id, (version, at) => {
        arrived.set(`${game.id}:${version}`, at);
        record(`${game.id}:${version}`);
      });
      stops.push(watcher.stop);
      await watcher.ready;
      let turn = game.view.deal!.turn;
      while (performance.now() < deadline) {
        const view = await getView(a.url, game.id, game.tokens[turn]);
        if (view.status !== 'playing') break;
        const sentAt = performance.now();
        const res = await postMove(
          a.url,
          game.id,
          game.tokens[turn],
          randomMove(view.legalActions, r),
        );
        const at = performance.now();
        const body = (await res.json()) as Pick<GameView, 'version' | 'status'>;
        if (res.status !== 200) {
          errors++;
          continue;
        }
        moves++;
        sent.set(`${game.id}:${body.version}`, sentAt);
        answered.set(`${game.id}:${body.version}`, at);
        record(`${game.id}:${body.version}`);
        if (body.status !== 'playing') break;
        turn = (await getView(a.url, game.id)).deal!.turn;
      }
    }
  };
  await Promise.all(Array.from({ length: GAMES }, (_, i) => driver(i)));
  await new Promise((r) => setTimeout(r, 500));
  for (const stop of stops) stop();
  await a.stop();
  await b.stop();
  await db.drop();
  delays.sort((x, y) => x - y);
  fromSend.sort((x, y) => x - y);
  const lost = answered.size;
  console.log(
    `games ${GAMES}, moves ${moves}, errors ${errors}, moves not seen on the stream ${lost}`,
  );
  console.log(
    `upper bound, from the move's request being sent: p50 ${percentile(fromSend, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(fromSend, 99).toFixed(1)} ms`,
  );
  console.log(
    `stream: p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms`,
  );
}

void main();
