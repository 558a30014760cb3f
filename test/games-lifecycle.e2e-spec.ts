import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { prismaOf } from './support/prisma.js';
import type { GameSummaryDto, ProblemDto, ScoreEntryDto } from '../clients/ts/src/index.js';
import { testRng, type GameView } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

type ProblemField = NonNullable<ProblemDto['errors']>[number];

describe('games: create, list, join, read', () => {
  const t = useTestApp();

  it('creates a waiting game with the full rule set', async () => {
    const res = await request(t.api.server)
      .post('/api/v1/games')
      .send({ name: 'Friday', rules: { bidStep: 10 } })
      .expect(201);
    expect(res.headers.etag).toMatch(/^"0-p-[\w-]{11}"$/);
    expect(res.body).toMatchObject({
      name: 'Friday',
      status: 'waiting',
      version: 0,
      players: 3,
      you: null,
      deal: null,
      rules: {
        players: 3,
        bidStep: 10,
        fourNinesRedeal: true,
        bidCap: 'marriage_required_above_120',
        followRule: 'follow_then_trump',
        aceMarriage: false,
        barrelCollision: true,
        dumpTruck: true,
      },
    });
    const stored = await prismaOf(t.app).game.findUnique({ where: { id: res.body.id } });
    expect(stored?.status).toBe('waiting');
    expect(stored?.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(res.body)).not.toContain(stored!.seed);
  });

  it.each([
    [{ rules: { bidStep: 7 } }, 'rules.bidStep'],
    [{ rules: { nonsense: true } }, 'rules.nonsense'],
    [{ players: 5 }, 'players'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(41) }, 'name'],
    [{ name: 'tab\there' }, 'name'],
    [{ players: 3, rules: { players: 4 } }, 'rules.players'],
    [{ extra: 1 }, 'extra'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const res = await request(t.api.server).post('/api/v1/games').send(body).expect(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.detail).toContain(field);
    expect(res.body.errors.map((e: ProblemField) => e.field)).toContain(field);
  });

  it('starts the game when the last seat fills, and deals', async () => {
    const game = await t.api.create({ name: 'starter' });
    const a = await t.api.join(game.id, 'Anna');
    expect(a.seat).toBe(0);
    expect(a.token.length).toBeGreaterThanOrEqual(22);
    expect(a.game.status).toBe('waiting');
    expect(a.game.you).toBe(0);
    await t.api.join(game.id, 'Boris');
    const c = await t.api.join(game.id, 'Vera');
    expect(c.game.status).toBe('playing');
    expect(c.game.version).toBe(3);
    expect(c.game.deal?.hand).toHaveLength(7);
    expect(c.game.seats.map((s) => s.name)).toEqual(['Anna', 'Boris', 'Vera']);
    const stored = await prismaOf(t.app).seat.findMany({ where: { gameId: game.id } });
    expect(stored).toHaveLength(3);
    for (const s of stored) {
      expect(s.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(s.tokenHash).not.toBe(a.token);
    }
    const full = await request(t.api.server)
      .post(`/api/v1/games/${game.id}/players`)
      .send({ name: 'Late' })
      .expect(409);
    expect(full.body.code).toBe('game_full');
  });

  it('shows each seat only its own hand, and spectators no hand', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const views = await Promise.all(tokens.map((tk) => t.api.view(gameId, tk)));
    const hands = views.map((v) => v.deal!.hand!);
    expect(new Set(hands.flat()).size).toBe(21);
    for (let s = 0; s < 3; s++) {
      expect(views[s].you).toBe(s);
      const others = hands.filter((_, i) => i !== s).flat();
      const text = JSON.stringify(views[s]);
      for (const card of others) expect(text).not.toMatch(new RegExp(`"${card}"`));
    }
    const spectator = await t.api.view(gameId);
    expect(spectator.you).toBeNull();
    expect(spectator.deal!.hand).toBeUndefined();
    expect(spectator.deal!.talon).toBeNull();
    expect(spectator.deal!.handSizes).toEqual([7, 7, 7]);
    expect(spectator.legalActions).toEqual([]);
  });

  it('answers 304 to If-None-Match while the game has not changed', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const get = (tag: string) =>
      request(t.api.server)
        .get(`/api/v1/games/${gameId}`)
        .set('Authorization', `Bearer ${tokens[0]}`)
        .set('If-None-Match', tag);
    const first = await request(t.api.server)
      .get(`/api/v1/games/${gameId}`)
      .set('Authorization', `Bearer ${tokens[0]}`)
      .expect(200);
    const tag = first.headers.etag;
    const unchanged = await get(tag).expect(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(tag);
    await get(`"1", W/${tag}`).expect(304);
    const view = first.body as GameView;
    const mover = tokens[view.deal!.turn];
    expect((await t.api.post(gameId, 'passes', mover)).status).toBe(200);
    const changed = await get(tag).expect(200);
    expect(changed.body.version).toBe(first.body.version + 1);
  });

  it('lists games by status, newest first, in pages', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await t.api.create({ name: `page ${i}` })).id);
    // Other specs' games share the database (one with a clock moved forward lists as newest), so
    // the pages are walked until these three are found, checking the order on the way.
    const first = await request(t.api.server)
      .get('/api/v1/games?status=waiting&limit=2')
      .expect(200);
    expect(first.body.games).toHaveLength(2);
    expect(first.body.games[0]).toMatchObject({ status: 'waiting' });
    const listed: GameSummaryDto[] = [...first.body.games];
    let cursor: string | null = first.body.nextCursor;
    while (cursor && !ids.every((id) => listed.some((g) => g.id === id))) {
      const page = await request(t.api.server)
        .get(`/api/v1/games?status=waiting&limit=2&cursor=${cursor}`)
        .expect(200);
      expect(page.body.games.length).toBeLessThanOrEqual(2);
      listed.push(...page.body.games);
      cursor = page.body.nextCursor;
    }
    const times = listed.map((g) => Date.parse(g.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(listed.map((g) => g.id)).size).toBe(listed.length);
    const mine = listed.filter((g) => ids.includes(g.id));
    expect(mine.map((g) => g.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(mine[0]).toMatchObject({ status: 'waiting', players: 3, seatsTaken: 0 });
    const playing = await request(t.api.server)
      .get('/api/v1/games?status=playing&limit=100')
      .expect(200);
    expect(playing.body.games.every((g: GameSummaryDto) => g.status === 'playing')).toBe(true);
    await request(t.api.server).get('/api/v1/games?limit=1000').expect(400);
    await request(t.api.server).get('/api/v1/games?status=lost').expect(400);
    const bad = await request(t.api.server).get('/api/v1/games?cursor=zzz').expect(400);
    expect(bad.body.code).toBe('invalid_cursor');
  });

  it('plays a whole deal through the API and records it in the score table', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const rng = testRng(7);
    let view = await t.api.view(gameId);
    const firstDeal = view.deal!.number;
    let steps = 0;
    while (view.deal && view.deal.number === firstDeal && steps < 100) {
      view = (await t.api.step(gameId, tokens, rng)).view;
      steps++;
    }
    const table = await request(t.api.server)
      .get(`/api/v1/games/${gameId}/score-table`)
      .expect(200);
    expect(table.body.rows.length).toBeGreaterThanOrEqual(1);
    const row = table.body.rows[0];
    expect(['made', 'failed', 'surrendered', 'redealt']).toContain(row.result);
    expect(row.entries).toHaveLength(3);
    expect(table.body.totals).toEqual(row.entries.map((e: ScoreEntryDto) => e.total));
    const stored = await prismaOf(t.app).gameAction.count({ where: { gameId } });
    expect(stored).toBe(steps);
  });
});
