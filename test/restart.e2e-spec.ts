import { afterAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import pg from 'pg';
import { GameClient, testRng, type GameView } from './support/api.js';
import { freePort, ServiceProcess } from './support/service-process.js';
import { SseClient } from './support/sse.js';
import { StackedDeckFactory, stackedPolicy } from './support/stacked-factory.js';
import { useTestApp } from './support/app-fixture.js';

describe('restart: killing the service between two moves loses nothing accepted', () => {
  let service: ServiceProcess;
  afterAll(async () => {
    await service?.stop('SIGKILL');
  });
  // The game is created in-process with stacked decks, so it can be played to the end in a few
  // deals. The decks are not in the stored state: the real service process below would deal
  // from its PRNG, so each deal's last card (which deals the next one) is played in-process.
  const setup = useTestApp({}, { factory: new StackedDeckFactory() });

  it('finishes a game across SIGKILL and SIGTERM restarts', async () => {
    const { gameId, tokens } = await new GameClient(setup.app).startGame({ name: 'restart' });
    // The burst of 20 reads below comes from one address: this spec is about shutting down, not
    // about the per-caller bound, which would answer most of them 429.
    service = new ServiceProcess(await freePort(), {
      DATABASE_URL: process.env.DATABASE_URL!,
      MAX_IN_FLIGHT_PER_CALLER: '64',
    });
    await service.start();
    const api = new GameClient(service.url);
    const dealer = new GameClient(setup.app);
    const rng = testRng(2024);
    let moves = 0;
    // The seat to act, as the last accepted move's answer named it (null: ask the table).
    let turn: number | null = null;
    const step = async () => {
      const seat = turn ?? (await api.view(gameId)).deal!.turn;
      const mine = await api.view(gameId, tokens[seat]);
      const move = stackedPolicy(seat, mine, rng);
      const lastCard = mine.deal!.hand!.length === 1 && mine.deal!.trick.cards.length === 2;
      const res = await (lastCard ? dealer : api).post(gameId, move.path, tokens[seat], move.body);
      expect(res.status).toBe(200);
      moves++;
      const answer = res.body as GameView;
      turn = answer.deal?.turn ?? null;
      return answer;
    };
    for (let i = 0; i < 10; i++) await step();
    const before = await api.view(gameId, tokens[0]);

    // Killed without warning between two moves: the restarted service has every accepted move.
    await service.stop('SIGKILL');
    await service.start();
    expect(await api.view(gameId, tokens[0])).toEqual(before);

    // A graceful stop during a burst of reads answers every one of them, ends open event streams
    // (their clients reconnect elsewhere), then exits 0.
    const stream = SseClient.open(service.url, gameId, { token: tokens[0] });
    await stream.until(() => stream.messages.length >= 1);
    // "During": each read's request is sent on a connection the service has accepted before the
    // signal (5 ms after starting them was not enough on a loaded machine: some had not connected).
    const reads = Array.from({ length: 20 }, () =>
      readOnConnection(`${service.url}/api/v1/games/${gameId}`),
    );
    await Promise.all(reads.map((r) => r.sent));
    // A real process and its sockets are the subject: a moment for the requests sent to be read.
    await new Promise((r) => setTimeout(r, 50));
    const code = await service.stop('SIGTERM');
    const statuses = await Promise.all(reads.map((r) => r.status));
    expect(code).toBe(0);
    expect(statuses).toEqual(Array(20).fill(200));
    await stream.ended;
    await service.start();

    let last = { status: 'playing', winner: null as number | null };
    while (last.status === 'playing' && moves < 2000) {
      last = await step();
      if (moves % 97 === 0) {
        await service.stop('SIGKILL');
        await service.start();
      }
    }
    expect(last.status).toBe('finished');
    expect(last.winner).toBe(0);

    // Every accepted move is in the log: one action per version after the three joins.
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const actions = await db.query(
      'SELECT count(*)::int AS n FROM game_actions WHERE game_id = $1',
      [gameId],
    );
    const game = await db.query('SELECT version FROM games WHERE id = $1', [gameId]);
    await db.end();
    expect(actions.rows[0].n).toBe(moves);
    expect(game.rows[0].version).toBe(moves + 3);
  });
});

/** A GET on a connection of its own; `sent` once the request went out on an open connection. */
function readOnConnection(url: string): { sent: Promise<void>; status: Promise<number | string> } {
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const status = new Promise<number | string>((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('socket', (socket) => socket.once('connect', () => setImmediate(markSent)));
    req.on('error', () => {
      markSent();
      resolve('refused');
    });
  });
  return { sent, status };
}
