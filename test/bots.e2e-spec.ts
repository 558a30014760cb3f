import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { BotRunner } from '../src/features/bot-runner/bot-runner.service.js';
import { EXPLANATION_CODES, explainInEnglish } from '../src/core/bots/explanation.js';
import { prismaOf } from './support/prisma.js';
import type { GameEventDto } from '../clients/ts/src/index.js';
import { GameClient, offered, testRng, type GameView } from './support/api.js';
import { StackedDeckFactory, stackedPolicy } from './support/stacked-factory.js';
import { useTestApp } from './support/app-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';

async function settle(
  t: TestApp,
  gameId: string,
  done: (v: GameView) => boolean,
  ms = 60_000,
): Promise<GameView> {
  const api = new GameClient(t.app);
  const deadline = Date.now() + ms;
  for (;;) {
    const view = await api.view(gameId);
    if (done(view)) return view;
    if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(view.deal)}`);
    // Bots here move at once (botPaceMs 0): a bot's move takes a few milliseconds, not 50.
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('computer players over HTTP', () => {
  const t = useTestApp({}, { factory: new StackedDeckFactory() });

  it('a person and two bots play a game to its end', async () => {
    const game = await t.api.create({ name: 'with bots' });
    const me = await t.api.join(game.id, 'Human');
    expect(me.seat).toBe(0);
    for (const level of ['basic', 'strong']) {
      const res = await request(t.api.server)
        .post(`/api/v1/games/${game.id}/bots`)
        .send({ level })
        .expect(201);
      expect(res.body.level).toBe(level);
      expect(res.body.token).toBeUndefined();
      expect(res.body.game.you).toBeNull();
    }
    // Seat 0 is dealt the strong hand in every deal (StackedDeckFactory) and plays it.
    const rng = testRng(5);
    let view = await settle(t, game.id, (v) => v.status !== 'playing' || v.deal!.turn === 0);
    while (view.status === 'playing') {
      const mine = await t.api.view(game.id, me.token);
      // A bot may bid past what the strong hand would: then seat 0 can only pass.
      const passOnly = !offered(mine.legalActions, 'bid') && offered(mine.legalActions, 'pass');
      const move = passOnly ? { path: 'passes' } : stackedPolicy(0, mine, rng);
      expect((await t.api.post(game.id, move.path, me.token, move.body)).status).toBe(200);
      view = await settle(t, game.id, (v) => v.status !== 'playing' || v.deal!.turn === 0);
    }
    expect(view.status).toBe('finished');
    expect(view.seats.map((s) => s.name)).toEqual(['Human', 'Bot (basic)', 'Bot (strong)']);
    const table = (
      await request(t.api.server).get(`/api/v1/games/${game.id}/score-table`).expect(200)
    ).body;
    expect(table.winner).toBe(view.winner);
  }, 120_000);

  // Four anonymous requests (a game and three random bots) started a game that played itself
  // without end: on deal 1,541 after a minute, and resumed after a restart.
  it('refuses the last seat to a bot while only bots sit (409 person_required)', async () => {
    const game = await t.api.create({ name: 'bots only' });
    for (const level of ['random', 'random']) {
      await request(t.api.server).post(`/api/v1/games/${game.id}/bots`).send({ level }).expect(201);
    }
    const refused = await request(t.api.server)
      .post(`/api/v1/games/${game.id}/bots`)
      .send({ level: 'random' })
      .expect(409);
    expect(refused.body.code).toBe('person_required');
    const view = await t.api.view(game.id);
    expect(view.status).toBe('waiting');
    expect(view.seats.filter((s) => s.name !== null)).toHaveLength(2);
    // A person may take the last seat; then the bots play.
    const me = await t.api.join(game.id, 'Human');
    expect(me.game.status).toBe('playing');
  });

  it("bots answer a person promptly, through the same path as a person's move", async () => {
    const game = await t.api.create();
    const me = await t.api.join(game.id, 'Human');
    await request(t.api.server)
      .post(`/api/v1/games/${game.id}/bots`)
      .send({ level: 'basic', seat: 2 })
      .expect(201);
    await request(t.api.server)
      .post(`/api/v1/games/${game.id}/bots`)
      .send({ level: 'strong' })
      .expect(201);
    let view = await settle(t, game.id, (v) => v.deal !== null && v.deal.turn === me.seat);
    for (let i = 0; i < 12 && view.status === 'playing'; i++) {
      const hint = await request(t.api.server)
        .get(`/api/v1/games/${game.id}/hint`)
        .set('Authorization', `Bearer ${me.token}`)
        .expect(200);
      // The explanation comes as a code a client translates, and its English is the reason.
      const { code, params } = hint.body.explanation;
      expect(EXPLANATION_CODES).toContain(code);
      expect(hint.body.reason).toBe(explainInEnglish(code, params));
      const { type, ...body } = hint.body.action;
      const path = {
        bid: 'bids',
        pass: 'passes',
        redeal: 'redeals',
        give: 'card-transfers',
        contract: 'contract',
        surrender: 'surrender',
        play: 'plays',
      }[type as string]!;
      const res = await t.api.post(
        game.id,
        path,
        me.token,
        Object.keys(body).length ? body : undefined,
      );
      expect(res.status).toBe(200);
      view = await settle(t, game.id, (v) => v.status !== 'playing' || v.deal!.turn === me.seat);
    }
    const actions = await prismaOf(t.app).gameAction.findMany({ where: { gameId: game.id } });
    expect(new Set(actions.map((a) => a.seat))).toEqual(new Set([0, 1, 2]));
    const events = await request(t.api.server)
      .get(`/api/v1/games/${game.id}/events`)
      .set('Authorization', `Bearer ${me.token}`)
      .expect(200);
    expect(
      events.body.events.some(
        (e: GameEventDto) => e.type === 'card_played' && e.data.seat !== me.seat,
      ),
    ).toBe(true);
  });

  // A user trial found it: the bots' moves ran in the async context of the person's request, so
  // each tried to remember its answer under the person's Idempotency-Key and failed, for good.
  it("bots move on after a person's move sent with an Idempotency-Key", async () => {
    const game = await t.api.create();
    const me = await t.api.join(game.id, 'Human');
    for (const level of ['basic', 'basic']) {
      await request(t.api.server).post(`/api/v1/games/${game.id}/bots`).send({ level }).expect(201);
    }
    const mine = await settle(t, game.id, (v) => v.deal !== null && v.deal.turn === me.seat);
    const moved = await request(t.api.server)
      .post(`/api/v1/games/${game.id}/actions`)
      .set('Authorization', `Bearer ${me.token}`)
      .set('Idempotency-Key', `pass-${randomUUID()}`)
      .send({ type: 'pass' })
      .expect(200);
    expect(moved.body.version).toBeGreaterThan(mine.version);
    // After the person's pass a bot is to move: the next bidder, or the declarer.
    const after = await settle(t, game.id, (v) => v.version > moved.body.version, 20_000);
    expect(after.version).toBeGreaterThan(moved.body.version);
  });

  it('an expert bot plays its seat, and a hint may be asked of the expert', async () => {
    const game = await t.api.create();
    const me = await t.api.join(game.id, 'Human');
    const botSeats: number[] = [];
    for (const level of ['expert', 'basic']) {
      const seated = await request(t.api.server)
        .post(`/api/v1/games/${game.id}/bots`)
        .send({ level })
        .expect(201);
      expect(seated.body.level).toBe(level);
      botSeats.push(seated.body.seat);
    }
    await settle(t, game.id, (v) => v.deal !== null && v.deal.turn === me.seat);
    const bad = await request(t.api.server)
      .get(`/api/v1/games/${game.id}/hint?level=genius`)
      .set('Authorization', `Bearer ${me.token}`)
      .expect(400);
    expect(bad.body.errors[0].field).toBe('level');
    const hint = await request(t.api.server)
      .get(`/api/v1/games/${game.id}/hint?level=expert`)
      .set('Authorization', `Bearer ${me.token}`)
      .expect(200);
    expect(EXPLANATION_CODES).toContain(hint.body.explanation.code);
    expect(['bid', 'pass', 'redeal']).toContain(hint.body.action.type);
    // The person passes whatever the hint says, so that the bots take the contract.
    const res = await t.api.post(game.id, 'passes', me.token);
    expect(res.status).toBe(200);
    // The expert moves next or soon after: in the auction, or (as the opener whose 100 stood) in
    // the talon and the contract.
    const prisma = prismaOf(t.app);
    const expertMoves = async () =>
      prisma.gameAction.count({ where: { gameId: game.id, seat: botSeats[0] } });
    const deadline = Date.now() + 30_000;
    while ((await expertMoves()) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await expertMoves()).toBeGreaterThan(0);
  });

  it('refuses bad bot requests and hints out of turn', async () => {
    const game = await t.api.create();
    const bad = await request(t.api.server)
      .post(`/api/v1/games/${game.id}/bots`)
      .send({ level: 'genius' })
      .expect(400);
    expect(bad.body.errors[0].field).toBe('level');
    await request(t.api.server)
      .post(`/api/v1/games/${game.id}/bots`)
      .send({ level: 'basic', seat: 1 })
      .expect(201);
    const taken = await request(t.api.server)
      .post(`/api/v1/games/${game.id}/bots`)
      .send({ level: 'basic', seat: 1 })
      .expect(409);
    expect(taken.body.code).toBe('seat_taken');
    const range = await request(t.api.server)
      .post(`/api/v1/games/${game.id}/bots`)
      .send({ level: 'basic', seat: 3 })
      .expect(422);
    expect(range.body.code).toBe('no_such_seat');
    expect(range.body.detail).toBe('This game has seats 0 to 2.');
    // Past any table's seats: the bound is a table of four's, and the message says so.
    const nine = await request(t.api.server)
      .post(`/api/v1/games/${game.id}/bots`)
      .send({ level: 'basic', seat: 9 })
      .expect(400);
    expect(nine.body.errors).toEqual([
      { field: 'seat', message: 'seat must be 0-3 (0-2 at a table of three)' },
    ]);
    await request(t.api.server)
      .post('/api/v1/games/00000000-0000-4000-8000-000000000000/bots')
      .send({ level: 'basic' })
      .expect(404);
    const me = await t.api.join(game.id, 'Waiting');
    const early = await request(t.api.server)
      .get(`/api/v1/games/${game.id}/hint`)
      .set('Authorization', `Bearer ${me.token}`)
      .expect(409);
    expect(early.body.code).toBe('game_not_running');
    await request(t.api.server).get(`/api/v1/games/${game.id}/hint`).expect(401);
  });
});

/** Turns the given seats of a game into bots while no instance runs. */
async function seatBots(gameId: string, seats: number[]) {
  const prisma = new (await import('../src/generated/prisma/client.js')).PrismaClient({
    adapter: new (await import('@prisma/adapter-pg')).PrismaPg({
      connectionString: process.env.DATABASE_URL!,
    }),
  });
  try {
    for (const seat of seats) {
      await prisma.seat.update({
        where: { gameId_seat: { gameId, seat } },
        data: { botLevel: 'random' },
      });
    }
    return await prisma.game.findUniqueOrThrow({ where: { id: gameId } });
  } finally {
    await prisma.$disconnect();
  }
}

describe('a game whose seats are all bots is not played, after a restart too', () => {
  it('leaves it as it was', async () => {
    const first = await createTestApp();
    const { gameId } = await new GameClient(first.app).startGame();
    await first.close();
    const before = await seatBots(gameId, [0, 1, 2]);
    const second = await createTestApp();
    try {
      // The start-up sweep has run (createTestApp waits for bootstrap); let its kicks settle.
      const runner = second.app.get(BotRunner);
      await new Promise((r) => setImmediate(r));
      const deadline = Date.now() + 10_000;
      while (runner.busy() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(runner.busy()).toBe(false);
      const after = await prismaOf(second.app).game.findUniqueOrThrow({ where: { id: gameId } });
      expect(after.version).toBe(before.version);
    } finally {
      await second.close();
    }
  });
});

describe('a bot turn left pending by a stop is played after the restart', () => {
  it('plays it on start-up', async () => {
    const first = await createTestApp();
    const api = new GameClient(first.app);
    const { gameId, tokens } = await api.startGame();
    const turn = (await api.view(gameId)).deal!.turn;
    await first.close();
    // While no instance runs, the seat to act becomes a computer player.
    const prisma = new (await import('../src/generated/prisma/client.js')).PrismaClient({
      adapter: new (await import('@prisma/adapter-pg')).PrismaPg({
        connectionString: process.env.DATABASE_URL!,
      }),
    });
    await prisma.seat.update({
      where: { gameId_seat: { gameId, seat: turn } },
      data: { botLevel: 'basic' },
    });
    const before = await prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    await prisma.$disconnect();

    const second = await createTestApp();
    try {
      const view = await settle(second, gameId, (v) => v.version > before.version);
      expect(view.version).toBeGreaterThan(before.version);
      const actions = await prismaOf(second.app).gameAction.findMany({ where: { gameId } });
      expect(actions.map((a) => a.seat)).toContain(turn);
      expect(tokens).toHaveLength(3);
      const runner = second.app.get(BotRunner);
      const deadline = Date.now() + 5000;
      while (runner.busy() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await second.close();
    }
  });
});
