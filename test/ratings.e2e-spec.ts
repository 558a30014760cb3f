import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { testRng } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { moveBySeatToAct } from './support/openings.js';
import { PlayerClient, type PlayerWithToken } from './support/players.js';
import { StackedDeckFactory, stackedPolicy } from './support/stacked-factory.js';

describe('rated games, my games, ratings and the leaderboard (issue 28)', () => {
  const t = useTestApp({}, { factory: new StackedDeckFactory() });
  const created: PlayerWithToken[] = [];
  const players = () => {
    const client = new PlayerClient(t.server);
    const create = client.create.bind(client);
    client.create = async (name: string) => {
      const player = await create(name);
      created.push(player);
      return player;
    };
    return client;
  };

  /** A rated game whose seats 0, 1, 2 are taken by these players' tokens, in order. */
  async function ratedGame(seated: PlayerWithToken[], body: Record<string, unknown> = {}) {
    const game = await t.api.create({ rated: true, ...body }, seated[0].token);
    for (const p of seated) await players().join(game.id, p.token, p.name).expect(201);
    return { gameId: game.id, tokens: seated.map((p) => p.token) };
  }

  it('a rated game is always timed: without a clock of its own it gets 60 s a move, a bot moving', async () => {
    const rated = { moveSeconds: 60, onTimeout: 'bot' };
    const player = await players().create('Clocked');
    const create = (body: Record<string, unknown>) => t.api.create(body, player.token);
    expect((await create({ rated: true })).timeControl).toEqual(rated);
    expect((await create({ rated: true, timeControl: null })).timeControl).toEqual(rated);
    const own = { moveSeconds: 300, onTimeout: 'forfeit' };
    expect((await create({ rated: true, timeControl: own })).timeControl).toEqual(own);
    expect((await t.api.create({})).timeControl).toBeNull();
    const entry = await request(t.server)
      .post('/api/v1/queue')
      .set('Authorization', `Bearer ${player.token}`)
      .send({ players: 4, rated: true, fillWithBotsAfterSeconds: null })
      .expect(201);
    try {
      expect(entry.body.timeControl).toEqual(rated);
    } finally {
      // Not left waiting in the pool of rated 60 s tables, where another spec's entry could meet it.
      await request(t.server)
        .delete(`/api/v1/queue/${entry.body.id}`)
        .set('Authorization', `Bearer ${player.token}`)
        .expect(204);
    }
  });

  it('a rated game takes only players: an anonymous creation or join is refused with 403', async () => {
    const anonymousGame = await request(t.server).post('/api/v1/games').send({ rated: true });
    expect([anonymousGame.status, anonymousGame.body.code]).toEqual([403, 'player_required']);
    const game = await t.api.create({ rated: true }, (await players().create('Host')).token);
    expect(game.rated).toBe(true);
    const anonymous = await request(t.server)
      .post(`/api/v1/games/${game.id}/players`)
      .send({ name: 'Nobody' });
    expect([anonymous.status, anonymous.body.code]).toEqual([403, 'player_required']);
    // A player token cut short is a bad player token, not an anonymous join.
    const cut = await request(t.server)
      .post(`/api/v1/games/${game.id}/players`)
      .set('Authorization', 'Bearer player.abcdefgh')
      .send({ name: 'Nobody' });
    expect([cut.status, cut.body.code]).toEqual([401, 'invalid_token']);
    // Nor may an anonymous request seat a computer player there (issue 42; test/rated-bots).
    const bot = await t.api.post(game.id, 'bots', null, { level: 'basic' });
    expect([bot.status, bot.body.code]).toEqual([401, 'missing_token']);
  });

  it('a rated game gives no hints: 403 hint_not_in_rated_game, even to the seat to act', async () => {
    const seated = await Promise.all(['Hana', 'Ivo', 'Jana'].map((n) => players().create(n)));
    const table = await ratedGame(seated);
    const turn = (await t.api.view(table.gameId)).deal!.turn;
    const hint = await request(t.server)
      .get(`/api/v1/games/${table.gameId}/hint`)
      .set('Authorization', `Bearer ${table.tokens[turn]}`);
    expect([hint.status, hint.body.code]).toEqual([403, 'hint_not_in_rated_game']);
    expect(hint.body.action).toBeUndefined();
  });

  it('a rated game played to its end updates each rating once, by the finishing order', async () => {
    const [anna, boris, vera] = await Promise.all(
      ['Anna', 'Boris', 'Vera'].map((n) => players().create(n)),
    );
    const table = await ratedGame([anna, boris, vera]);
    const rng = testRng(28);
    for (let i = 0; i < 3000; i++) {
      const view = await t.api.view(table.gameId);
      if (view.status !== 'playing') break;
      await moveBySeatToAct(t.api, table, (seat, mine) => stackedPolicy(seat, mine, rng));
    }
    const finished = await t.api.view(table.gameId);
    expect([finished.status, finished.winner]).toEqual(['finished', 0]);
    const changes = await t.prisma.gameRating.findMany({
      where: { gameId: table.gameId },
      orderBy: { seat: 'asc' },
    });
    expect(changes.map((c) => [c.seat, c.playerId, c.pool])).toEqual([
      [0, anna.id, 3],
      [1, boris.id, 3],
      [2, vera.id, 3],
    ]);
    expect(changes[0].place).toBe(1);
    expect(changes[0].muAfter).toBeGreaterThan(25);
    const rows = await t.prisma.playerRating.findMany({
      where: { playerId: { in: [anna.id, boris.id, vera.id] } },
    });
    expect(rows.map((r) => r.games)).toEqual([1, 1, 1]);

    const me = (await players().get('players/me', anna.token).expect(200)).body;
    expect(me.ratings).toEqual([
      {
        pool: 3,
        mu: changes[0].muAfter,
        sigma: changes[0].sigmaAfter,
        ordinal: changes[0].muAfter - 3 * changes[0].sigmaAfter,
        games: 1,
        provisional: true,
      },
    ]);
    const history = (await players().get(`players/${anna.id}/rating-history?pool=3`).expect(200))
      .body;
    expect(history.points).toEqual([
      expect.objectContaining({
        mu: changes[0].muAfter,
        games: 1,
        day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      }),
    ]);
    const mine = (await players().get('players/me/games?status=finished', anna.token).expect(200))
      .body;
    expect(mine.games[0]).toMatchObject({
      id: table.gameId,
      seat: 0,
      rated: true,
      status: 'finished',
      winner: 0,
      turn: null,
      deadline: null,
      ratingChange: {
        pool: 3,
        place: 1,
        before: { mu: 25, sigma: 25 / 3, ordinal: expect.any(Number) },
        after: {
          mu: changes[0].muAfter,
          sigma: changes[0].sigmaAfter,
          ordinal: expect.any(Number),
        },
        weight: 1,
      },
    });
    expect(mine.games[0].opponents.map((o: { name: string }) => o.name)).toEqual(['Boris', 'Vera']);
    expect(JSON.stringify(mine)).not.toContain(anna.token);
  });

  it("lists a game once in a computer player's games, though it holds two of its seats", async () => {
    const game = await t.api.create();
    await t.api.join(game.id, 'Anna');
    for (let i = 0; i < 2; i++) {
      await request(t.server)
        .post(`/api/v1/games/${game.id}/bots`)
        .send({ level: 'basic' })
        .expect(201);
    }
    const seats = (await t.api.view(game.id)).seats;
    const bot = seats[1].playerId!;
    expect(seats[2].playerId).toBe(bot);
    // The computer player is one row for the whole database: specs running beside this one seat
    // it too, so its newest games need not be this one; a page of 100 holds it.
    const page = (await players().get(`players/${bot}/games?limit=100`).expect(200)).body;
    const mine = page.games.filter((g: { id: string }) => g.id === game.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].seat).toBe(1);
  });

  it('lists my games newest first, paged, by status; private ones only to their players', async () => {
    const [dina, egor, outsider] = await Promise.all(
      ['Dina', 'Egor', 'Out'].map((n) => players().create(n)),
    );
    const open = await t.api.create();
    await players().join(open.id, dina.token).expect(201);
    const hidden = await t.api.create({ visibility: 'private' });
    await players().join(hidden.id, dina.token).expect(201);
    await players().join(hidden.id, egor.token).expect(201);
    const playing = await t.api.create({ timeControl: { moveSeconds: 60, onTimeout: 'bot' } });
    await players().join(playing.id, dina.token).expect(201);
    await t.api.join(playing.id, 'Anon');
    await t.api.join(playing.id, 'Anon 2');

    const all = (await players().get('players/me/games?limit=2', dina.token).expect(200)).body;
    expect(all.games.map((g: { id: string }) => g.id)).toEqual([playing.id, hidden.id]);
    const next = (
      await players()
        .get(`players/me/games?limit=2&cursor=${all.nextCursor}`, dina.token)
        .expect(200)
    ).body;
    expect(next.games.map((g: { id: string }) => g.id)).toEqual([open.id]);
    expect(next.nextCursor).toBeNull();

    const live = (await players().get('players/me/games?status=playing', dina.token).expect(200))
      .body;
    expect(live.games).toHaveLength(1);
    const view = await t.api.view(playing.id);
    expect(live.games[0]).toMatchObject({
      id: playing.id,
      status: 'playing',
      turn: view.deal!.turn,
      deadline: view.deal!.deadline,
    });
    expect(live.games[0].deadline).not.toBeNull();

    const ids = (body: { games: { id: string }[] }) => body.games.map((g) => g.id);
    const publicList = (await players().get(`players/${dina.id}/games`).expect(200)).body;
    expect(ids(publicList)).toEqual([playing.id, open.id]);
    const asOutsider = (await players().get(`players/${dina.id}/games`, outsider.token).expect(200))
      .body;
    expect(ids(asOutsider)).toEqual([playing.id, open.id]);
    const asEgor = (await players().get(`players/${dina.id}/games`, egor.token).expect(200)).body;
    expect(ids(asEgor)).toEqual([playing.id, hidden.id, open.id]);

    const profile = (await players().get(`players/${dina.id}`).expect(200)).body;
    expect(profile).toEqual({
      id: dina.id,
      name: 'Dina',
      bot: null,
      kind: 'person',
      description: null,
      owner: null,
      ladderPause: null,
      createdAt: expect.any(String),
      ratings: [],
    });
    expect(JSON.stringify(profile)).not.toContain('token');
    const missing = await players().get('players/00000000-0000-4000-8000-00000000ffff');
    expect([missing.status, missing.body.code]).toEqual([404, 'player_not_found']);
    const badCursor = await players().get('players/me/games?cursor=@@', dina.token);
    expect([badCursor.status, badCursor.body.code]).toEqual([400, 'invalid_cursor']);
  });

  it('the leaderboard ranks by ordinal, leaves provisional ratings out, and is bounded', async () => {
    const made = await Promise.all(['L1', 'L2', 'L3'].map((n) => players().create(n)));
    // Ratings of the 4-player pool set directly: ten games each are many moves to play here.
    const rows = [
      { playerId: made[0].id, pool: 4, mu: 30, sigma: 2, games: 12 }, // ordinal 24
      { playerId: made[1].id, pool: 4, mu: 40, sigma: 4, games: 10 }, // ordinal 28
      { playerId: made[2].id, pool: 4, mu: 50, sigma: 1, games: 9 }, // provisional
    ];
    await t.prisma.playerRating.createMany({ data: rows });
    const board = (await request(t.server).get('/api/v1/leaderboard?pool=4&limit=100').expect(200))
      .body;
    const ours = board.players.filter((p: { id: string }) => made.some((m) => m.id === p.id));
    expect(ours.map((p: { name: string; ordinal: number }) => [p.name, p.ordinal])).toEqual([
      ['L2', 28],
      ['L1', 24],
    ]);
    expect(board.players.map((p: { rank: number }) => p.rank)).toEqual(
      board.players.map((_: unknown, i: number) => i + 1),
    );
    const tooMany = await request(t.server).get('/api/v1/leaderboard?pool=4&limit=101');
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'validation_failed']);
    const badPool = await request(t.server).get('/api/v1/leaderboard?pool=5');
    expect([badPool.status, badPool.body.code]).toEqual([400, 'validation_failed']);
  });

  it('never writes a player token to a log line', () => {
    expect(created.length).toBeGreaterThan(5);
    const secrets = created.map((p) => p.token.slice('player.'.length));
    expect(t.logs.filter((line) => secrets.some((s) => line.includes(s)))).toEqual([]);
  });
});
