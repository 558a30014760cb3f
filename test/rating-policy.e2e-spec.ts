import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DatabasePool } from '../src/platform/database/database-pool.js';
import { applyRatings } from '../src/features/ratings/rating-writes.js';
import { NEWCOMER_GAMES } from '../src/core/table/rating-policy.js';
import { useTestApp } from './support/app-fixture.js';
import { establish } from './support/established.js';
import { fromAddress, freshLoopbackAddress } from './support/from-address.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { PlayerClient, type PlayerWithToken } from './support/players.js';
import { scoreDeals } from './support/scored-deals.js';

const FORFEIT_CLOCK = { moveSeconds: 60, onTimeout: 'forfeit' } as const;

// The rating policy (src/core/table/rating-policy.ts; README "Players and ratings"): a game counts
// only once it was really played, repeats with the same people or from one address count less and
// then not at all, and a farm of throwaway players moves nobody up.
describe('a rating a farm cannot move (issue 42)', () => {
  const t = useTestApp({ botPaceMs: 60_000 });
  const players = () => new PlayerClient(t.server);
  const make = (n: number, name: string) =>
    Promise.all(Array.from({ length: n }, (_, i) => players().create(`${name} ${i}`)));

  /** A rated game created by `seated[0]` (from `address`, when given), every seat taken in order. */
  async function seatedGame(seated: PlayerWithToken[], address?: string, body = {}) {
    const payload = { rated: true, botPaceMs: 0, timeControl: FORFEIT_CLOCK, ...body };
    const headers = { authorization: `Bearer ${seated[0].token}` };
    const created = address
      ? await fromAddress(address, `${t.url}/api/v1/games`, 'POST', payload, headers)
      : await request(t.server).post('/api/v1/games').set(headers).send(payload);
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    for (const p of seated) await players().join(id, p.token, p.name).expect(201);
    return id;
  }

  /** Rates game `id` as the store does when a game finishes (seat 0 first by points). */
  const finish = async (id: string, dealsPlayed: number) => {
    await scoreDeals(t.prisma, id, dealsPlayed);
    await t.app.get(DatabasePool).transaction((run) =>
      applyRatings(run, {
        id,
        players: 3,
        totals: [1000, 400, -120],
        result: { reason: 'points', seat: null },
      }),
    );
  };

  const weightsOf = async (id: string) =>
    (await t.prisma.gameRating.findMany({ where: { gameId: id }, orderBy: { seat: 'asc' } })).map(
      (r) => r.weight,
    );
  const ratingOf = (playerId: string) =>
    t.prisma.playerRating.findUnique({ where: { playerId_pool: { playerId, pool: 3 } } });

  it('a throwaway who leaves before a whole deal moves only its own rating, down', async () => {
    const [farmer, ...throwaways] = await make(3, 'Farmer');
    for (let i = 0; i < 4; i++) {
      const id = await seatedGame([farmer, ...throwaways]);
      await request(t.server)
        .post(`/api/v1/games/${id}/leave`)
        .set('Authorization', `Bearer ${throwaways[i % 2].token}`)
        .expect(200);
      expect((await t.api.view(id)).result).toMatchObject({ reason: 'forfeit' });
    }
    const farmed = await ratingOf(farmer.id);
    expect([farmed?.mu, farmed?.games]).toEqual([25, 0]);
    for (const quitter of throwaways) {
      const r = await ratingOf(quitter.id);
      expect(r!.games).toBe(2);
      expect(r!.mu).toBeLessThan(25);
    }
    const board = await request(t.server).get('/api/v1/leaderboard?pool=3&limit=100').expect(200);
    const ids = board.body.players.map((p: { id: string }) => p.id);
    for (const p of [farmer, ...throwaways]) expect(ids).not.toContain(p.id);
  });

  it('the same people again count 1, 1/2, 1/3, then not at all; nothing played counts for nobody', async () => {
    const trio = await make(3, 'Regular');
    const address = freshLoopbackAddress();
    const unplayed = await seatedGame(trio, address);
    await finish(unplayed, 0);
    expect(await weightsOf(unplayed)).toEqual([0, 0, 0]);
    expect((await ratingOf(trio[0].id))!.games).toBe(0);
    const seen: number[][] = [];
    for (let i = 0; i < 4; i++) {
      const id = await seatedGame(trio, address);
      await finish(id, 1);
      seen.push(await weightsOf(id));
    }
    // The unplayed game is the first repeat: 1/2, 1/3, then 0.
    expect(seen.map((w) => w[0])).toEqual([1 / 2, 1 / 3, 0, 0]);
    const winner = (await ratingOf(trio[0].id))!;
    expect(winner.games).toBe(2);
    const changes = await t.prisma.gameRating.findMany({
      where: { playerId: trio[0].id, weight: { gt: 0 } },
    });
    const gained = changes.reduce((sum, c) => sum + c.muAfter - c.muBefore, 0);
    expect(winner.mu).toBeCloseTo(25 + gained, 10);
    // A change at weight 1/2 is half of what the model gave: sigma and mu moved part of the way.
    const half = changes.find((c) => c.weight === 1 / 2)!;
    expect(half.muAfter).toBeGreaterThan(half.muBefore);
  });

  /** Players established in pool 3, as their games would have left them. */
  const established = async (n: number, name: string) => establish(t.prisma, await make(n, name));

  it('other people from one address count fully five times a day, then less', async () => {
    // Established guests: with newcomers the rule of rating-newcomers.e2e-spec.ts comes first.
    const [host] = await make(1, 'Host');
    const address = freshLoopbackAddress();
    const weights: number[] = [];
    for (let i = 0; i < 7; i++) {
      const guests = await established(2, `Guest ${i}`);
      const id = await seatedGame([host, ...guests], address);
      await finish(id, 1);
      weights.push((await weightsOf(id))[0]);
    }
    expect(weights).toEqual([1, 1, 1, 1, 1, 1 / 2, 1 / 3]);
    // The same host with other people from another address counts fully.
    const guests = await established(2, 'Elsewhere');
    const id = await seatedGame([host, ...guests], freshLoopbackAddress());
    await finish(id, 1);
    expect((await weightsOf(id))[0]).toBe(1);
  });

  it('a person among computer players counts fully however often', async () => {
    const [solo] = await make(1, 'Solo');
    const [regular] = await established(1, 'Regular');
    for (const [player, computers] of [
      [solo, 0],
      [regular, 1],
    ] as const) {
      for (let i = 0; i < 4; i++) {
        const id = await seatedGame([player], freshLoopbackAddress());
        for (const _ of [1, 2]) {
          const seated = await t.api.post(id, 'bots', player.token, { level: 'basic' });
          expect(seated.status).toBe(201);
        }
        await finish(id, 1);
        // The computer players move with an established person only (rating-newcomers.e2e-spec.ts).
        expect(await weightsOf(id)).toEqual([1, computers, computers]);
      }
    }
    expect((await ratingOf(solo.id))!.games).toBe(4);
    expect((await ratingOf(regular.id))!.games).toBe(NEWCOMER_GAMES + 4);
  });
});

describe('rated games are for players old enough (issue 42)', () => {
  const clock = new ManualTimeOfDay();
  const t = useTestApp({ ratedPlayerMinAgeMs: 3_600_000 }, { clock });

  it('refuses a new player 403 player_too_new to create, join or queue rated, until an hour has passed', async () => {
    const fresh = await new PlayerClient(t.server).create('Newcomer');
    const auth = { Authorization: `Bearer ${fresh.token}` };
    const created = await request(t.server).post('/api/v1/games').set(auth).send({ rated: true });
    expect([created.status, created.body.code]).toEqual([403, 'player_too_new']);
    expect(created.headers['retry-after']).toBe('3600');
    // The clock has not moved since the player was made: rated play opens an hour from now.
    expect(created.body.ratedFrom).toBe(new Date(clock.now().getTime() + 3_600_000).toISOString());
    const queued = await request(t.server)
      .post('/api/v1/queue')
      .set(auth)
      .send({ players: 3, rated: true });
    expect([queued.status, queued.body.code]).toEqual([403, 'player_too_new']);
    // Unrated play is open at once.
    await request(t.server).post('/api/v1/games').set(auth).send({}).expect(201);

    clock.advance(3600);
    const older = await new PlayerClient(t.server).create('Older');
    clock.advance(3600);
    const game = await t.api.create({ rated: true }, fresh.token);
    const late = await new PlayerClient(t.server).create('Late');
    const join = await new PlayerClient(t.server).join(game.id, late.token, late.name);
    expect([join.status, join.body.code]).toEqual([403, 'player_too_new']);
    await new PlayerClient(t.server).join(game.id, older.token, older.name).expect(201);
  });

  it('refuses an invitee too new to accept a rated challenge, naming them, and the challenge waits', async () => {
    const players = new PlayerClient(t.server);
    const elder = await players.create('Elder');
    const senior = await players.create('Senior');
    clock.advance(3600);
    const junior = await players.create('Junior');
    const made = await request(t.server)
      .post('/api/v1/challenges')
      .set({ Authorization: `Bearer ${elder.token}` })
      .send({ invite: [senior.id, junior.id], rated: true })
      .expect(201);
    const accept = (who: PlayerWithToken) =>
      request(t.server)
        .post(`/api/v1/challenges/${made.body.id}/accept`)
        .set({ Authorization: `Bearer ${who.token}` });
    const refused = await accept(junior);
    expect([refused.status, refused.body.code]).toEqual([403, 'player_too_new']);
    expect(refused.body.detail).toContain(`the invitee (player ${junior.id})`);
    const answered = await accept(senior).expect(200);
    expect([answered.body.status, answered.body.gameId]).toEqual(['open', null]);
  });
});
