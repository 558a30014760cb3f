import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { useTestApp } from './support/app-fixture.js';
import { PlayerClient } from './support/players.js';
import { STRANGER, STRANGER_PLAYER } from './support/problem-probes.js';

// Issue 42, item 5: an anonymous request twice seated computer players in a stranger's public
// rated waiting game, which started it; its owner lost on the clock. Only a seated player or the
// game's creator seats them in a rated game (docs/online-play.md, "Computer players at a rated
// table"); an unrated game keeps needing no credential.
describe('computer players at a rated table', () => {
  const t = useTestApp({ botPaceMs: 60_000 });
  const CLOCK = { moveSeconds: 60, onTimeout: 'bot' };

  /** Creates a game, with `creatorToken` as `Authorization` when given. */
  async function create(body: Record<string, unknown>, creatorToken?: string) {
    const req = request(t.server).post('/api/v1/games');
    if (creatorToken) req.set('Authorization', `Bearer ${creatorToken}`);
    return (await req.send({ botPaceMs: 0, ...body }).expect(201)).body as { id: string };
  }

  const addBot = (gameId: string, token: string | null) =>
    t.api.post(gameId, 'bots', token, { level: 'basic' });

  const seatsTaken = async (gameId: string) =>
    (await t.api.view(gameId)).seats.filter((s) => s.name !== null).length;

  it('refuses anyone but a seated player or the creator, and takes no seat doing so', async () => {
    const players = new PlayerClient(t.server);
    const [owner, seated, stranger] = await Promise.all(
      ['Owner', 'Seated', 'Stranger'].map((n) => players.create(n)),
    );
    const game = await create({ rated: true, timeControl: CLOCK }, owner.token);
    const joined = await players.join(game.id, seated.token, seated.name).expect(201);
    // A seat token of another game: a seat, but not of this one.
    const elsewhere = await create({});
    const other = await t.api.join(elsewhere.id, 'Elsewhere');

    const refused: [string | null, number, string][] = [
      [null, 401, 'missing_token'],
      [STRANGER_PLAYER, 401, 'invalid_token'],
      [STRANGER, 403, 'not_seated_in_rated_game'],
      [other.token, 403, 'not_seated_in_rated_game'],
      [stranger.token, 403, 'not_seated_in_rated_game'],
    ];
    for (const [token, status, code] of refused) {
      const res = await addBot(game.id, token);
      expect([token === null ? 'none' : token.slice(0, 7), res.status, res.body.code]).toEqual([
        token === null ? 'none' : token.slice(0, 7),
        status,
        code,
      ]);
    }
    expect(await seatsTaken(game.id)).toBe(1);

    // The creator (not seated) by its player token, the seated player by its seat token.
    expect((await addBot(game.id, owner.token)).status).toBe(201);
    expect(await seatsTaken(game.id)).toBe(2);
    const last = await addBot(game.id, joined.body.token);
    expect(last.status).toBe(201);
    expect(last.body.game.status).toBe('playing');
  });

  it("takes the seated player's player token, and no longer once the player left", async () => {
    const players = new PlayerClient(t.server);
    const [anna, boris, host] = await Promise.all(
      ['Anna', 'Boris', 'Host'].map((n) => players.create(n)),
    );
    const game = await create({ rated: true, timeControl: CLOCK, players: 4 }, host.token);
    await players.join(game.id, anna.token, anna.name).expect(201);
    const borisSeat = (await players.join(game.id, boris.token, boris.name).expect(201)).body;
    // Created by a player who sits elsewhere: a seated player seats a bot too.
    expect((await addBot(game.id, anna.token)).status).toBe(201);
    // Boris leaves the waiting game (his seat is freed): neither of his tokens seats a bot now.
    expect((await t.api.post(game.id, 'leave', borisSeat.token)).status).toBe(200);
    for (const token of [boris.token, borisSeat.token]) {
      const res = await addBot(game.id, token);
      expect([res.status, res.body.code]).toEqual([403, 'not_seated_in_rated_game']);
    }
    expect(await seatsTaken(game.id)).toBe(2);
  });

  it('records the creating player of a game made with a player token (a rated one needs it), none without', async () => {
    const owner = await new PlayerClient(t.server).create('Maker');
    const mine = await create({ rated: true }, owner.token);
    const unrated = await create({}, owner.token);
    const anonymous = await create({});
    const rows = await t.prisma.game.findMany({
      where: { id: { in: [mine.id, unrated.id, anonymous.id] } },
      select: { id: true, creatorPlayerId: true },
    });
    const creatorOf = new Map(rows.map((r) => [r.id, r.creatorPlayerId]));
    expect(creatorOf.get(mine.id)).toBe(owner.id);
    expect(creatorOf.get(unrated.id)).toBe(owner.id);
    expect(creatorOf.get(anonymous.id)).toBeNull();
  });

  it('an unrated table still takes computer players from anyone, whatever header is sent', async () => {
    const game = await create({});
    await t.api.join(game.id, 'Anon');
    expect((await addBot(game.id, null)).status).toBe(201);
    const res = await t.api.post(
      game.id,
      'bots',
      null,
      { level: 'random' },
      {
        Authorization: 'Basic abc',
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.game.status).toBe('playing');
  });
});
