import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { BOT_OPEN_GAMES } from '../src/core/table/player-kinds.js';
import { LADDER_PAUSE_MS, LADDER_TIMEOUTS } from '../src/core/table/ladder-pause.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { BOT_CLOCK, useOnlineApp } from './support/online.js';
import {
  enqueue,
  entryOf,
  newPlayer,
  queueBody,
  sweepQueue,
  type TestPlayer,
} from './support/queue.js';

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
    // The refusal gives the profile's reason, and Retry-After is the rest of the pause's hour.
    expect(refused.body.detail).toContain(profile.body.ladderPause.reason);
    expect(Number(refused.headers['retry-after'])).toBe(LADDER_PAUSE_MS / 1000);
    // Still paused on the next try; a bot that kept its clock is not.
    expect((await enqueue(o.t.server, bot, queueBody()).expect(403)).body.code).toBe('bot_paused');
    const punctual = await newBot();
    await tableWith(punctual);
    await enqueue(o.t.server, punctual, queueBody()).expect(201);
  });

  /**
   * A timed table of the bot and two people at which the bot's turn times out once, on the turn
   * clock (the bot never moves: the people play until it is the bot's turn).
   */
  async function timeOutOnce(bot: TestPlayer): Promise<void> {
    const id = (await request(o.t.server).post('/api/v1/games').send({ timeControl: BOT_CLOCK }))
      .body.id as string;
    const tokens: string[] = [];
    for (const [token, name] of [
      [bot.token, bot.name],
      [null, 'Anna'],
      [null, 'Boris'],
    ] as const) {
      const join = request(o.t.server).post(`/api/v1/games/${id}/players`);
      if (token) join.set('Authorization', `Bearer ${token}`);
      const res = await join.send({ name }).expect(201);
      tokens[res.body.seat as number] = (token ?? res.body.token) as string;
    }
    const botSeat = tokens.indexOf(bot.token);
    for (let i = 0; i < 100; i++) {
      if ((await o.api.view(id)).deal!.turn === botSeat) {
        o.clock.advance(BOT_CLOCK.moveSeconds + 1);
        await o.sweep();
        return;
      }
      await o.personMove(id, tokens);
    }
    throw new Error("the bot's turn never came");
  }

  /** The bot's profile once the commit's listeners have looked at its clock (bounded wait). */
  async function pausedProfile(bot: TestPlayer) {
    for (let i = 0; i < 400; i++) {
      const profile = await request(o.t.server).get(`/api/v1/players/${bot.id}`).expect(200);
      if (profile.body.ladderPause) return profile.body;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error('the bot was never paused');
  }

  it('pauses a bot in the game where it missed its clock, taking it off the queue it waits in', async () => {
    const bot = await newBot();
    const body = queueBody({ rated: true });
    const waiting = await enqueue(o.t.server, bot, body).expect(201);
    for (let i = 0; i < LADDER_TIMEOUTS - 1; i++) await timeOutOnce(bot);
    const before = await request(o.t.server).get(`/api/v1/players/${bot.id}`).expect(200);
    expect(before.body.ladderPause).toBeNull();
    await timeOutOnce(bot);
    // Paused at the third timeout, not at its next queue join: the reason and until when.
    const { at, until, reason } = (await pausedProfile(bot)).ladderPause;
    expect(reason).toMatch(/3 turns timed out in its last 10 games/);
    expect(new Date(until).getTime() - new Date(at).getTime()).toBe(LADDER_PAUSE_MS);
    expect(new Date(at).getTime()).toBe(o.clock.now().getTime());
    // Its waiting entry was withdrawn, and it may not queue again for the hour.
    await request(o.t.server)
      .get(`/api/v1/queue/${waiting.body.id}`)
      .set('Authorization', `Bearer ${bot.token}`)
      .expect(404);
    expect((await enqueue(o.t.server, bot, body).expect(403)).body.code).toBe('bot_paused');
    // Once the hour is over the ladder takes it again (its profile says nothing more).
    o.clock.advance(LADDER_PAUSE_MS / 1000);
    for (const b of [await newBot(), await newBot()])
      await enqueue(o.t.server, b, body).expect(201);
    const back = await enqueue(o.t.server, bot, body).expect(201);
    expect(back.body.status).toBe('matched');
    const after = await request(o.t.server).get(`/api/v1/players/${bot.id}`).expect(200);
    expect(after.body.ladderPause).toBeNull();
  });

  it('passes over an entry a bot made while its pause was being written', async () => {
    const bot = await newBot();
    const body = queueBody({ rated: true });
    const entry = await enqueue(o.t.server, bot, body).expect(201);
    // The pause lands after the entry's admission (a race the admission cannot see).
    await o.prisma.player.update({
      where: { id: bot.id },
      data: { pausedReason: 'Paused from the ladder: test', pausedAt: o.clock.now() },
    });
    const others = [await newBot(), await newBot()];
    for (const b of others) {
      expect((await enqueue(o.t.server, b, body).expect(201)).body.status).toBe('waiting');
    }
    const stored = await o.prisma.queueEntry.findUniqueOrThrow({ where: { id: entry.body.id } });
    expect(stored.status).toBe('waiting');
  });

  it('passes over a bot at its bound: the others wait, and all sit once it has a game less', async () => {
    const body = queueBody();
    const full = await newBot();
    const games: string[] = [];
    for (let i = 0; i < BOT_OPEN_GAMES - 1; i++) games.push(await tableWith(full));
    const entry = (await enqueue(o.t.server, full, body).expect(201)).body as { id: string };
    // At its bound after queueing: a table matched with it could never be seated.
    games.push(await tableWith(full));
    const others = [await newBot(), await newBot()];
    for (const b of others) {
      expect((await enqueue(o.t.server, b, body).expect(201)).body.status).toBe('waiting');
    }
    await sweepQueue(o.t.app);
    expect((await entryOf(o.t.server, full, entry.id)).status).toBe('waiting');
    for (const b of others) {
      const [own] = await o.prisma.queueEntry.findMany({ where: { playerId: b.id } });
      expect(own.status).toBe('waiting');
    }

    await request(o.t.server)
      .post(`/api/v1/games/${games[0]}/leave`)
      .set('Authorization', `Bearer ${full.token}`)
      .expect(200);
    await sweepQueue(o.t.app);
    const matched = await entryOf(o.t.server, full, entry.id);
    expect(matched.status).toBe('matched');
    const game = await request(o.t.server).get(`/api/v1/games/${matched.gameId}`).expect(200);
    expect(game.body.status).toBe('playing');
    expect(game.body.seats.map((s: { playerId: string }) => s.playerId).sort()).toEqual(
      [full.id, ...others.map((b) => b.id)].sort(),
    );
  });

  it("counts a bot's queue match not seated yet as one of its games", async () => {
    const bot = await newBot();
    for (let i = 0; i < BOT_OPEN_GAMES - 1; i++) await tableWith(bot);
    const entry = (await enqueue(o.t.server, bot, queueBody()).expect(201)).body as { id: string };
    // Matched a moment ago, its seating still to come: the seat is promised.
    await o.prisma.queueEntry.update({
      where: { id: entry.id },
      data: { status: 'matched', waitingPlayerId: null, gameId: randomUUID(), seat: 0 },
    });
    const created = await request(o.t.server).post('/api/v1/games').send({}).expect(201);
    const refused = await request(o.t.server)
      .post(`/api/v1/games/${created.body.id}/players`)
      .set('Authorization', `Bearer ${bot.token}`)
      .send({ name: bot.name })
      .expect(429);
    expect(refused.body.code).toBe('too_many_bot_games');
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
      .send({ invite: [person.id, (await newPlayer(o.t.server)).id], timeControl: BOT_CLOCK })
      .expect(429);
    expect(challenge.body.code).toBe('too_many_bot_games');
  });
});
