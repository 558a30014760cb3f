// The reference bot (examples/bot) against the service: what an outside bot author's trial
// (2026-12-07) found it did not do.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { ReferenceBot } from '../examples/bot/bot.js';
import { readLastSeq, writeLastSeq } from '../examples/bot/state.js';
import type { PlayerStreamMessage } from '../clients/ts/src/index.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp } from './support/online.js';
import type { TestPlayer } from './support/queue.js';
import { useTestApp } from './support/app-fixture.js';
import { fetchFrom, freshLoopbackAddress, fromAddress } from './support/from-address.js';

let made = 0;

async function newBot(server: Parameters<typeof request>[0]): Promise<TestPlayer> {
  const res = await request(server)
    .post('/api/v1/players')
    .send({ name: `RefBot${++made}`, kind: 'bot', owner: 'o@example.org', description: 'x' })
    .expect(201);
  return res.body as TestPlayer;
}

/** Waits (up to 5 s) until `done` holds. */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 250 && !(await done()); i++) await new Promise((r) => setTimeout(r, 20));
}

describe('the reference bot comes back to an away seat', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock, { listen: true });

  /** A timed game of the bot and two people; answers the game, the bot's seat and every token. */
  async function tableOf(bot: TestPlayer) {
    // The pace holds the stand-in's moves until the test moves the clock.
    const game = await o.api.create({
      timeControl: { moveSeconds: 30, onTimeout: 'bot' },
      botPaceMs: 800,
    });
    const joined = await request(o.t.server)
      .post(`/api/v1/games/${game.id}/players`)
      .set('Authorization', `Bearer ${bot.token}`)
      .send({ name: bot.name })
      .expect(201);
    const seat = joined.body.seat as number;
    const tokens: string[] = [];
    tokens[seat] = joined.body.token as string;
    for (const name of ['Anna', 'Boris']) {
      const person = await o.api.join(game.id, name);
      tokens[person.seat] = person.token;
    }
    return { gameId: game.id, seat, tokens };
  }

  /** Lets the bot's seat go away, then has the stand-in play a turn of it. */
  async function awayAndPlayedFor(gameId: string, seat: number, tokens: string[]) {
    await o.untilAway(gameId, tokens, seat);
    let view = await o.api.view(gameId);
    for (let i = 0; i < 100 && view.deal!.turn !== seat; i++) {
      await o.personMove(gameId, tokens);
      view = await o.api.view(gameId);
    }
    const told = view.version;
    for (let i = 0; i < 100 && view.deal!.turn === seat; i++) {
      clock.advance(1);
      await o.sweep();
      await o.settle(gameId);
      view = await o.api.view(gameId);
    }
    expect([view.seats[seat].away, view.deal!.turn === seat]).toEqual([true, false]);
    return told;
  }

  it('on a your_turn that says away (the stand-in moved first) and at start', async () => {
    const bot = await newBot(o.t.server);
    const { gameId, seat, tokens } = await tableOf(bot);
    const reference = new ReferenceBot({ baseUrl: o.t.url, token: bot.token });

    // Told late: the stand-in made that move, and the bot comes back for the turns after.
    const version = await awayAndPlayedFor(gameId, seat, tokens);
    const deadline = (await o.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).deadline;
    const message = {
      kind: 'your_turn',
      seq: 1,
      gameId,
      seat,
      at: clock.now().toISOString(),
      version,
      deadline: deadline!.toISOString(),
      away: true,
    } satisfies PlayerStreamMessage;
    await reference.handle(message);
    expect((await o.api.view(gameId)).seats[seat].away).toBe(false);
    expect(await o.eventsOfType(gameId, 'seat_back')).toHaveLength(1);

    // Down while its seat went away again: at start it comes back, though not to act.
    await awayAndPlayedFor(gameId, seat, tokens);
    const running = reference.run();
    await until(async () => !(await o.api.view(gameId)).seats[seat].away);
    reference.stop();
    await running;
    expect((await o.api.view(gameId)).seats[seat].away).toBe(false);
    expect(await o.eventsOfType(gameId, 'seat_back')).toHaveLength(2);
  });
});

describe("the reference bot waits as long as the service's Retry-After says", () => {
  const t = useTestApp({ gamesPerAddressPerHour: 1 });

  it('queues again after 3600 s of too_many_games, not after at most 600', async () => {
    const bot = await newBot(t.server);
    // The hour's one game of the bot's address, made just now: its queue entry is refused.
    const address = freshLoopbackAddress();
    expect((await fromAddress(address, `${t.url}/api/v1/games`, 'POST', {})).status).toBe(201);
    const lines: string[] = [];
    const reference = new ReferenceBot({
      baseUrl: t.url,
      token: bot.token,
      fetch: fetchFrom(address),
      ladder: { players: 3, rated: false },
      log: (line) => lines.push(line),
    });
    const running = reference.run();
    await until(() => lines.some((l) => l.startsWith('queue: too_many_games')));
    reference.stop();
    await running;
    const wait = /again in (\d+) s/.exec(lines.find((l) => l.startsWith('queue:'))!)!;
    expect(Number(wait[1])).toBeGreaterThan(3500);
  });
});

describe('the reference bot resumes its player stream after a restart', () => {
  const t = useTestApp();

  it('answers a challenge sent while it was down, from the position kept in its state file', async () => {
    const bot = await newBot(t.server);
    const dir = await mkdtemp(join(tmpdir(), 'reference-bot-'));
    const file = join(dir, 'MyBot.state.json');
    try {
      const run = async (ready: () => Promise<boolean>) => {
        const reference = new ReferenceBot({
          baseUrl: t.url,
          token: bot.token,
          lastSeq: await readLastSeq(file),
          saveLastSeq: (seq) => writeLastSeq(file, seq),
        });
        const running = reference.run();
        await until(ready);
        reference.stop();
        await running;
      };
      // Its first run keeps where its stream stands, though nothing came.
      await run(async () => (await readLastSeq(file)) !== undefined);

      // Down: a person challenges it with another person, who accepts at once.
      const people = [];
      for (const name of ['Anna', 'Vera']) {
        people.push((await request(t.server).post('/api/v1/players').send({ name })).body);
      }
      const [anna, vera] = people as TestPlayer[];
      const as = (p: TestPlayer) => ({ Authorization: `Bearer ${p.token}` });
      const made = await request(t.server)
        .post('/api/v1/challenges')
        .set(as(anna!))
        .send({ invite: [bot.id, vera!.id], timeControl: { moveSeconds: 30, onTimeout: 'bot' } })
        .expect(201);
      const id = made.body.id as string;
      await request(t.server).post(`/api/v1/challenges/${id}/accept`).set(as(vera!)).expect(200);

      // Up again: it reads on from its place, hears the challenge and accepts: the game is made.
      const status = async () =>
        (await request(t.server).get(`/api/v1/challenges/${id}`).set(as(anna!))).body.status;
      await run(async () => (await status()) === 'accepted');
      expect(await status()).toBe('accepted');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the reference bot with no service to reach', () => {
  it('says so in one line naming the URL it tried and the API variable, and exits', async () => {
    // A port nobody listens on: taken, then given back.
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    await new Promise((done) => server.close(done));
    const api = `http://127.0.0.1:${port}`;
    const root = resolve(import.meta.dirname, '..');
    const hooks = resolve(root, 'test/setup/register-typescript.mjs');
    const main = resolve(root, 'examples/bot/main.ts');
    const env = { ...process.env, API: api, BOT_TOKEN: 'player.none', NODE_OPTIONS: '' };
    const failed = await promisify(execFile)(process.execPath, ['--import', hooks, main], {
      env,
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect('code' in failed && failed.code).toBe(1);
    const lines = failed.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`cannot reach the service at ${api}`);
    expect(lines[0]).toContain('set API to its URL');
  });
});
