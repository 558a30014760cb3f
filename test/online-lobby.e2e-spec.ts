import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { JoinedGame } from './support/api.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { FORFEIT_CLOCK, useOnlineApp } from './support/online.js';

describe('leaving, rematches, private games and closing unfilled games (docs/online-play.md)', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock);

  it('leaving a waiting game frees the seat; its token stops working', async () => {
    const game = await o.api.create();
    const anna = await o.api.join(game.id, 'Anna');
    const boris = await o.api.join(game.id, 'Boris');
    const left = await o.api.post(game.id, 'leave', anna.token);
    expect(left.status).toBe(200);
    expect(left.body.you).toBeNull();
    expect(left.body.seats[anna.seat].name).toBeNull();
    const refused = await request(o.api.server)
      .get(`/api/v1/games/${game.id}`)
      .set('Authorization', `Bearer ${anna.token}`);
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 401,
      code: 'invalid_token',
    });
    expect((await o.api.view(game.id, boris.token)).you).toBe(boris.seat);
    const vera = await o.api.join(game.id, 'Vera');
    expect(vera.seat).toBe(anna.seat);
    expect((await o.eventsOfType(game.id, 'player_left')).map((e) => e.payload)).toEqual([
      { type: 'player_left', seat: anna.seat, running: false },
    ]);
  });

  it('the last person leaving a waiting game to computer players closes it', async () => {
    const game = await o.api.create();
    const anna = await o.api.join(game.id, 'Anna');
    expect((await o.api.post(game.id, 'bots', null, { level: 'basic' })).status).toBe(201);
    const waiting = async () =>
      (
        (await request(o.api.server).get('/api/v1/games?status=waiting&limit=100').expect(200)).body
          .games as { id: string }[]
      ).map((g) => g.id);
    expect(await waiting()).toContain(game.id);
    const left = await o.api.post(game.id, 'leave', anna.token);
    expect([left.status, left.body.status]).toEqual([200, 'closed']);
    expect(await waiting()).not.toContain(game.id);
    expect((await o.eventsOfType(game.id, 'game_closed')).map((e) => e.payload)).toEqual([
      { type: 'game_closed', reason: 'not_filled' },
    ]);
    const late = await o.api.post(game.id, 'players', null, { name: 'Boris' });
    expect({ status: late.status, code: late.body.code }).toEqual({
      status: 410,
      code: 'game_closed',
    });
  });

  it('leaving a running game makes the seat away for good: a bot finishes it', async () => {
    const { gameId, tokens } = await o.api.startGame();
    const before = await o.api.view(gameId);
    expect(before.seats.map((s) => s.left)).toEqual([false, false, false]);
    const left = await o.api.post(gameId, 'leave', tokens[2]);
    expect(left.status).toBe(200);
    // Away for good, and said so: a table tells a seat that left from one that is only away.
    expect(left.body.seats[2]).toMatchObject({ away: true, left: true });
    expect(left.body.seats[1]).toMatchObject({ away: false, left: false });
    await o.settle(gameId);
    // Every turn of seat 2 is the bot's from now on, at once.
    for (let i = 0; i < 30; i++) {
      const view = await o.api.view(gameId);
      if (view.status !== 'playing') break;
      expect(view.deal!.turn).not.toBe(2);
      await o.personMove(gameId, tokens);
      await o.settle(gameId);
    }
    const bot = await o.prisma.gameAction.count({ where: { gameId, seat: 2 } });
    expect(bot).toBeGreaterThan(0);
    // Sent again (its first answer lost, say): answered as the first was, and nothing changes.
    const again = await o.api.post(gameId, 'leave', tokens[2]);
    expect([again.status, again.body.you, again.body.seats[2]]).toEqual([
      200,
      null,
      expect.objectContaining({ away: true, left: true }),
    ]);
    const cut = await o.api.post(gameId, 'cuts', tokens[2], { seed: 'still-here' });
    expect({ status: cut.status, code: cut.body.code }).toEqual({ status: 409, code: 'seat_left' });
    const hint = await request(o.api.server)
      .get(`/api/v1/games/${gameId}/hint`)
      .set('Authorization', `Bearer ${tokens[2]}`);
    expect({ status: hint.status, code: hint.body.code }).toEqual({
      status: 409,
      code: 'seat_left',
    });
    // Its stream is a spectator's now, which needs no ticket (an outside trial got one, 201).
    const ticket = await request(o.api.server)
      .post(`/api/v1/games/${gameId}/stream-tickets`)
      .set('Authorization', `Bearer ${tokens[2]}`)
      .send({});
    expect({ status: ticket.status, code: ticket.body.code }).toEqual({
      status: 409,
      code: 'seat_left',
    });
    expect((await o.api.view(gameId)).seats[2].away).toBe(true);
    expect((await o.eventsOfType(gameId, 'player_left')).map((e) => e.payload)).toEqual([
      { type: 'player_left', seat: 2, running: true },
    ]);
  });

  it('leaving a running game under the forfeit policy ends it; a retry answers the same', async () => {
    const { gameId, tokens } = await o.api.startGame({ timeControl: FORFEIT_CLOCK });
    const key = { 'Idempotency-Key': `leave-${gameId}` };
    const left = await o.api.post(gameId, 'leave', tokens[0], undefined, key);
    expect(left.status).toBe(200);
    const retried = await o.api.post(gameId, 'leave', tokens[0], undefined, key);
    expect({ status: retried.status, body: retried.body }).toEqual({
      status: 200,
      body: left.body,
    });
    // Without the key too: the seat is out of the game already, so nothing changes.
    const again = await o.api.post(gameId, 'leave', tokens[0]);
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: left.body });
    expect(left.body.status).toBe('finished');
    expect(left.body.result).toEqual({ reason: 'forfeit', seat: 0 });
    expect(left.body.winner).toBe(1);
    const types = (await o.log(gameId)).slice(-2).map((e) => e.type);
    expect(types).toEqual(['player_left', 'game_forfeited']);
    // The seat left, and its token reads the game as a spectator from then on.
    const read = await o.api.view(gameId, tokens[0]);
    expect([read.you, read.seats[0].left, read.seats[1].left]).toEqual([null, true, false]);
    const ticket = await request(o.api.server)
      .post(`/api/v1/games/${gameId}/stream-tickets`)
      .set('Authorization', `Bearer ${tokens[0]}`);
    expect([ticket.status, ticket.body.code]).toEqual([409, 'seat_left']);
  });

  it("rematch: its seats are kept for the finished game's players for five minutes", async () => {
    const { game, anna, vera } = await o.finishedByLeaving();
    const next = (await o.api.post(game.id, 'rematch', anna.token).expect(201)).body.game.id;

    // A stranger with the link takes no seat of it, neither for a person nor for a bot.
    const stranger = await request(o.api.server)
      .post(`/api/v1/games/${next}/players`)
      .send({ name: 'Stranger' });
    expect([stranger.status, stranger.body.code]).toEqual([409, 'seat_reserved']);
    const bot = await o.api.post(next, 'bots', null, { level: 'random' });
    expect([bot.status, bot.body.code]).toEqual([409, 'seat_reserved']);

    // Five minutes on, a seat nobody came back for is free to anyone.
    o.clock.advance(5 * 60 + 1);
    const late = await request(o.api.server)
      .post(`/api/v1/games/${next}/players`)
      .send({ name: 'Stranger' });
    expect([late.status, late.body.seat]).toEqual([201, vera.seat]);
  });

  it('rematch: the first call creates the game, each player takes its own seat, bots follow', async () => {
    const game = await o.api.create({ timeControl: FORFEIT_CLOCK, visibility: 'private' });
    const anna = await o.api.join(game.id, 'Anna');
    const bot = await o.api.post(game.id, 'bots', null, { level: 'random', seat: 1 });
    expect(bot.status).toBe(201);
    const vera = await o.api.join(game.id, 'Vera');
    const running = await o.api.post(game.id, 'rematch', anna.token, {});
    expect({ status: running.status, code: running.body.code }).toEqual({
      status: 409,
      code: 'game_not_finished',
    });
    await o.settle(game.id);
    expect((await o.api.post(game.id, 'leave', vera.token)).body.status).toBe('finished');

    const first = await o.api.post(game.id, 'rematch', vera.token, { clientSeed: 'vera-2' });
    expect(first.status).toBe(201);
    const veraNext = first.body as JoinedGame;
    expect(veraNext.seat).toBe(vera.seat);
    const next = veraNext.game;
    expect(next.id).not.toBe(game.id);
    expect(first.headers.location).toBe(`/api/v1/games/${next.id}`);
    expect(next.status).toBe('waiting');
    expect(next.timeControl).toEqual(FORFEIT_CLOCK);
    expect(next.visibility).toBe('private');
    expect(next.seats[1]).toMatchObject({ bot: 'random' });
    expect((await o.api.view(game.id)).rematch).toBe(next.id);

    const second = await o.api.post(game.id, 'rematch', anna.token);
    expect(second.status).toBe(201);
    expect(second.body.seat).toBe(anna.seat);
    expect(second.body.game.id).toBe(next.id);
    expect(second.body.game.status).toBe('playing');
    const view = await o.api.view(next.id, second.body.token);
    expect(view.rules).toEqual((await o.api.view(game.id)).rules);
    expect(view.seats.map((s) => s.name)).toEqual(['Anna', 'Bot (random)', 'Vera']);
    const started = (first: string) =>
      o
        .eventsOfType(first, 'game_started')
        .then((e) => (e[0].payload as { firstDealer: number }).firstDealer);
    expect(await started(next.id)).toBe(((await started(game.id)) + 1) % 3);

    // Asked again (its answer lost, say): the seat is hers already, and the answer says where.
    const twice = await o.api.post(game.id, 'rematch', anna.token);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'already_seated', seat: anna.seat, gameId: next.id });
    expect(JSON.stringify(twice.body)).not.toContain(second.body.token);
    const stale = await o.api.post(next.id, 'passes', vera.token);
    expect({ status: stale.status, code: stale.body.code }).toEqual({
      status: 401,
      code: 'invalid_token',
    });
  });

  it('private games are not listed; their link is enough to join', async () => {
    const hidden = await o.api.create({ name: 'hidden', visibility: 'private' });
    const shown = await o.api.create({ name: 'shown' });
    expect(hidden.visibility).toBe('private');
    const page = await request(o.api.server).get('/api/v1/games?limit=100').expect(200);
    const ids = (page.body.games as { id: string }[]).map((g) => g.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect((await o.api.join(hidden.id, 'Anna')).seat).toBe(0);
  });

  it('refuses a bad time control or visibility, naming the field', async () => {
    for (const body of [
      { timeControl: { moveSeconds: 4, onTimeout: 'bot' } },
      { timeControl: { moveSeconds: 86_401, onTimeout: 'bot' } },
      { timeControl: { moveSeconds: 60, onTimeout: 'wait' } },
      { visibility: 'secret' },
    ]) {
      const res = await request(o.api.server).post('/api/v1/games').send(body);
      expect({ status: res.status, code: res.body.code }).toEqual({
        status: 400,
        code: 'validation_failed',
      });
    }
  });

  // Last: closing moves the clock a day on, which closes every waiting game of the database.
  it('a waiting game not filled within WAITING_GAME_TTL is closed', async () => {
    const game = await o.api.create();
    const anna = await o.api.join(game.id, 'Anna');
    clock.advance(24 * 3600 - 1);
    await o.sweep();
    expect((await o.api.view(game.id)).status).toBe('waiting');
    clock.advance(1);
    const late = await o.api.post(game.id, 'players', null, { name: 'Boris' });
    expect({ status: late.status, code: late.body.code }).toEqual({
      status: 410,
      code: 'game_closed',
    });
    expect((await o.sweep()).closed).toBeGreaterThanOrEqual(1);
    const closed = await o.api.view(game.id, anna.token);
    expect(closed.status).toBe('closed');
    expect((await o.eventsOfType(game.id, 'game_closed')).map((e) => e.payload)).toEqual([
      { type: 'game_closed', reason: 'not_filled' },
    ]);
    const again = await o.api.post(game.id, 'bots', null, { level: 'basic' });
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 410,
      code: 'game_closed',
    });
    const page = await request(o.api.server)
      .get('/api/v1/games?status=closed&limit=100')
      .expect(200);
    expect((page.body.games as { id: string }[]).map((g) => g.id)).toContain(game.id);
  });
});
