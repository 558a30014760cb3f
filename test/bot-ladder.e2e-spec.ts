import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { BOT_OPEN_GAMES } from '../src/core/table/player-kinds.js';
import { LADDER_TIMEOUTS } from '../src/features/queue/ladder-pause.store.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp } from './support/online.js';
import { enqueue, newPlayer, queueBody, type TestPlayer } from './support/queue.js';

let made = 0;

// The bot ladder (issue 49; README "Bots from outside"): bot accounts queue like people, in
// buckets of their own, are matched among themselves, and are paused for missing their clock.
describe('the bot ladder', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock, {}, { botPaceMs: 0 });

  async function newBot(): Promise<TestPlayer> {
    const res = await request(o.t.server)
      .post('/api/v1/players')
      .send({ name: `LadderBot${++made}`, kind: 'bot', owner: 'o@example.org', description: 'x' })
      .expect(201);
    return res.body as TestPlayer;
  }

  /** A waiting unrated table of 3 with `bot` seated (the rest free). */
  async function tableWith(bot: TestPlayer): Promise<string> {
    const created = await request(o.t.server).post('/api/v1/games').send({}).expect(201);
    const id = created.body.id as string;
    await request(o.t.server)
      .post(`/api/v1/games/${id}/players`)
      .set('Authorization', `Bearer ${bot.token}`)
      .send({ name: bot.name })
      .expect(201);
    return id;
  }

  it('matches bots among themselves, never with a person queued alike', async () => {
    const body = queueBody({ rated: true });
    const person = await newPlayer(o.t.server);
    const waiting = await enqueue(o.t.server, person, body).expect(201);
    const bots = [await newBot(), await newBot(), await newBot()];
    const entries = [];
    // A bot asking for computer players gets none (its fill delay is null).
    const asked = { ...body, fillWithBotsAfterSeconds: 0 };
    // Each sent under an Idempotency-Key, as the SDK sends every write: the last one's round
    // seats the table at once (its joins are not that request's change to remember).
    const keys = bots.map(() => randomUUID());
    for (const [i, b] of bots.entries()) {
      const sent = enqueue(o.t.server, b, asked).set('Idempotency-Key', keys[i]!);
      entries.push((await sent.expect(201)).body);
    }
    const last = entries[2] as { id: string; status: string; gameId: string };
    expect(last.status).toBe('matched');
    const seated = await request(o.t.server).get(`/api/v1/games/${last.gameId}`).expect(200);
    expect(seated.body.status).toBe('playing');
    const again = enqueue(o.t.server, bots[2]!, asked).set('Idempotency-Key', keys[2]!);
    expect((await again.expect(201)).body).toMatchObject({ id: last.id });
    // A bot's entry is never filled with computer players.
    expect(entries[0]).toMatchObject({ fillWithBotsAfterSeconds: null });
    const game = await request(o.t.server).get(`/api/v1/games/${last.gameId}`).expect(200);
    expect(game.body.rated).toBe(true);
    expect(game.body.seats.map((s: { kind: string }) => s.kind)).toEqual(['bot', 'bot', 'bot']);
    const still = await request(o.t.server)
      .get(`/api/v1/queue/${waiting.body.id}`)
      .set('Authorization', `Bearer ${person.token}`)
      .expect(200);
    expect(still.body.status).toBe('waiting');
  });

  it('pauses a bot whose turns timed out too often, with the reason on its profile', async () => {
    const bot = await newBot();
    // Its seats' turns timed out in three of its games (the turn clock's events, as it writes them).
    for (let i = 0; i < LADDER_TIMEOUTS; i++) {
      const id = await tableWith(bot);
      const seq = (await o.prisma.gameEvent.count({ where: { gameId: id } })) + 1;
      await o.prisma.gameEvent.create({
        data: {
          gameId: id,
          seq,
          version: 1,
          type: 'turn_timed_out',
          payload: { type: 'turn_timed_out', seat: 0, onTimeout: 'bot' },
        },
      });
    }
    const refused = await enqueue(o.t.server, bot, queueBody()).expect(403);
    expect(refused.body.code).toBe('bot_paused');
    const profile = await request(o.t.server).get(`/api/v1/players/${bot.id}`).expect(200);
    expect(profile.body.ladderPause.reason).toMatch(/3 turns timed out in its last 10 games/);
    // Still paused on the next try; a bot that kept its clock is not.
    expect((await enqueue(o.t.server, bot, queueBody()).expect(403)).body.code).toBe('bot_paused');
    const punctual = await newBot();
    await tableWith(punctual);
    await enqueue(o.t.server, punctual, queueBody()).expect(201);
  });

  it(`bounds a bot to ${BOT_OPEN_GAMES} unfinished games`, async () => {
    const bot = await newBot();
    for (let i = 0; i < BOT_OPEN_GAMES; i++) await tableWith(bot);
    const refused = await enqueue(o.t.server, bot, queueBody()).expect(429);
    expect(refused.body.code).toBe('too_many_bot_games');
    const person = await newPlayer(o.t.server);
    const challenge = await request(o.t.server)
      .post('/api/v1/challenges')
      .set('Authorization', `Bearer ${bot.token}`)
      .send({ invite: [person.id, (await newPlayer(o.t.server)).id] })
      .expect(429);
    expect(challenge.body.code).toBe('too_many_bot_games');
  });
});
