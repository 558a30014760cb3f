import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DatabasePool } from '../src/platform/database/database-pool.js';
import { applyRatings } from '../src/features/ratings/rating-writes.js';
import { NEWCOMER_GAMES } from '../src/core/table/rating-policy.js';
import type { GameResult } from '../src/core/table/online-rules.js';
import { offered, type GameView } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { establish } from './support/established.js';
import { freshLoopbackAddress, fromAddress } from './support/from-address.js';
import { moveBySeatToAct } from './support/openings.js';
import { PlayerClient, type PlayerWithToken } from './support/players.js';
import { scoreDeals } from './support/scored-deals.js';

const FORFEIT_CLOCK = { moveSeconds: 30, onTimeout: 'forfeit' } as const;
/** Where the farm's main player plays from, every game (the throwaways from a new one each). */
const MAIN_ADDRESS = '127.0.0.12';

// Games with newcomers (src/core/table/rating-policy.ts NEWCOMER_GAMES; README "Players and
// ratings"): every newcomer is one person to the repeats of the others at its table, so new
// throwaway players from a new address each game move nobody up for long.
describe('a farm of new throwaway players, one new address a game', () => {
  const t = useTestApp({ ratedPlayerMinAgeMs: 0, botPaceMs: 60_000 });

  const post = (address: string, path: string, body: unknown, token?: string) =>
    fromAddress(address, `${t.url}/api/v1${path}`, 'POST', body, {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
  const newPlayer = async (address: string, name: string) => {
    const made = await post(address, '/players', { name });
    expect(made.status).toBe(201);
    return made.body as unknown as PlayerWithToken;
  };
  const ratingOf = (playerId: string) =>
    t.prisma.playerRating.findUnique({ where: { playerId_pool: { playerId, pool: 3 } } });
  const weightOf = async (gameId: string, playerId: string) =>
    (await t.prisma.gameRating.findFirstOrThrow({ where: { gameId, playerId } })).weight;

  /** Deal 1 as the farm plays it: everyone passes, the declarer gives two cards and surrenders. */
  async function surrenderFirstDeal(gameId: string, tokens: string[]) {
    let view: GameView = await t.api.view(gameId);
    while (view.status === 'playing' && view.deal!.number === 1) {
      await moveBySeatToAct(t.api, { gameId, tokens }, (seat, mine) => {
        if (offered(mine.legalActions, 'pass')) return { path: 'passes' };
        if (offered(mine.legalActions, 'surrender')) return { path: 'surrender' };
        const [a, b] = [0, 1, 2].filter((s) => s !== seat);
        const [first, second] = mine.deal!.hand!;
        const transfers = [
          { toSeat: a, card: first },
          { toSeat: b, card: second },
        ];
        return { path: 'card-transfers', body: { transfers } };
      });
      view = await t.api.view(gameId);
    }
  }

  it('gains the main player 1, 1/2, 1/3, then nothing, whoever created the games from where', async () => {
    const main = await newPlayer(MAIN_ADDRESS, 'Main');
    const weights: number[] = [];
    const ordinals: number[] = [];
    for (let k = 1; k <= 8; k++) {
      const address = `127.0.40.${k}`;
      const throwaways = [
        await newPlayer(address, `Throw ${k}x`),
        await newPlayer(address, `Throw ${k}y`),
      ];
      const body = { rated: true, timeControl: FORFEIT_CLOCK };
      const created = await post(address, '/games', body, throwaways[0].token);
      expect(created.status).toBe(201);
      const gameId = created.body.id as string;
      const tokens: string[] = [];
      const seating: [PlayerWithToken, string][] = [
        [main, MAIN_ADDRESS],
        ...throwaways.map((p): [PlayerWithToken, string] => [p, address]),
      ];
      for (const [who, from] of seating) {
        const joined = await post(from, `/games/${gameId}/players`, { name: who.name }, who.token);
        expect(joined.status).toBe(201);
        tokens[joined.body.seat as number] = joined.body.token as string;
      }
      await surrenderFirstDeal(gameId, tokens);
      expect((await post(address, `/games/${gameId}/leave`, {}, throwaways[0].token)).status).toBe(
        200,
      );
      expect((await t.api.view(gameId)).result).toMatchObject({ reason: 'forfeit' });
      weights.push(await weightOf(gameId, main.id));
      const me = await request(t.server)
        .get('/api/v1/players/me')
        .set('Authorization', `Bearer ${main.token}`)
        .expect(200);
      ordinals.push(me.body.ratings.find((r: { pool: number }) => r.pool === 3).ordinal);
    }
    // Before the rule: 1 in all eight games, the ordinal rising from 0 to 10.5.
    expect(weights).toEqual([1, 1 / 2, 1 / 3, 0, 0, 0, 0, 0]);
    expect(new Set(ordinals.slice(2)).size).toBe(1);
    expect((await ratingOf(main.id))!.games).toBe(3);
  });
});

describe('who is a newcomer', () => {
  const t = useTestApp({ ratedPlayerMinAgeMs: 0, botPaceMs: 60_000 });
  const players = (n: number, name: string) =>
    Promise.all(
      Array.from({ length: n }, (_, i) => new PlayerClient(t.server).create(`${name} ${i}`)),
    );

  /**
   * A rated game of `seated` (created by the first, from `address` when given), computer players
   * `basic` on the rest.
   */
  async function table(seated: PlayerWithToken[], computers = 0, address?: string) {
    const payload = { rated: true, timeControl: FORFEIT_CLOCK };
    const id = address
      ? (
          (
            await fromAddress(address, `${t.url}/api/v1/games`, 'POST', payload, {
              authorization: `Bearer ${seated[0].token}`,
            })
          ).body as unknown as { id: string }
        ).id
      : (await t.api.create(payload, seated[0].token)).id;
    for (const p of seated) await new PlayerClient(t.server).join(id, p.token, p.name).expect(201);
    for (let i = 0; i < computers; i++) {
      expect((await t.api.post(id, 'bots', seated[0].token, { level: 'basic' })).status).toBe(201);
    }
    return id;
  }
  /** Rates game `id` as the store does when it finishes: a whole deal played, seat 0 first. */
  async function finish(
    id: string,
    result: GameResult = { reason: 'points', seat: null },
    totals = [1000, 400, -120],
  ) {
    await scoreDeals(t.prisma, id, 1);
    await t.app
      .get(DatabasePool)
      .transaction((run) => applyRatings(run, { id, players: 3, totals, result }));
  }
  const weightOf = async (gameId: string, playerId: string) =>
    (await t.prisma.gameRating.findFirstOrThrow({ where: { gameId, playerId } })).weight;

  const established = async (n: number, name: string) =>
    establish(t.prisma, await players(n, name));
  const ratingOf = (playerId: string) =>
    t.prisma.playerRating.findUniqueOrThrow({ where: { playerId_pool: { playerId, pool: 3 } } });

  it(`is one until ${NEWCOMER_GAMES} games played with people; then the others' games with it count fully`, async () => {
    const [main, ...rest] = await players(5, 'Regular');
    const [learners, newcomers] = [rest.slice(0, 2), rest.slice(2)];
    for (const learner of learners) {
      // Each with another established person from another address: full-weight games.
      for (let i = 0; i < NEWCOMER_GAMES; i++) {
        const [mentor] = await established(1, `Mentor ${i}`);
        await finish(await table([learner, mentor], 1, freshLoopbackAddress()));
      }
    }
    const learned = await t.prisma.playerRating.findMany({
      where: { playerId: { in: learners.map((p) => p.id) } },
    });
    expect(learned.map((r) => [r.games, r.played])).toEqual([
      [NEWCOMER_GAMES, NEWCOMER_GAMES],
      [NEWCOMER_GAMES, NEWCOMER_GAMES],
    ]);
    // Three games with newcomers use up the day's weight of games with newcomers...
    for (const expected of [1, 1 / 2, 1 / 3]) {
      const more = await players(2, `Fresh ${expected}`);
      const id = await table([main, ...more]);
      await finish(id);
      expect(await weightOf(id, main.id)).toBe(expected);
    }
    // ...not of games with people who are established.
    const id = await table([main, ...learners]);
    await finish(id);
    expect(await weightOf(id, main.id)).toBe(1);
    // One newcomer at the table is enough: it counts as the fourth game with a newcomer.
    const mixed = await table([main, learners[0], newcomers[0]]);
    await finish(mixed);
    expect(await weightOf(mixed, main.id)).toBe(0);
  });

  // A script that only passed against two `basic` computer players was established by ten such
  // games in three minutes and then farmed; and throwaways doing so pumped `Bot (basic)` from mu 25
  // to 46.9 (attack report of 2026-12-06).
  it('stays one however many games it plays with computer players alone, which it moves nowhere', async () => {
    const [loner] = await players(1, 'Loner');
    const [regular] = await established(1, 'Regular with bots');
    const botOf = async (id: string) =>
      (await t.prisma.seat.findFirstOrThrow({ where: { gameId: id, botLevel: 'basic' } }))
        .playerId!;
    let bot = '';
    let botBefore: { mu: number; sigma: number; games: number } | null = null;
    for (let i = 0; i < NEWCOMER_GAMES; i++) {
      // The loner last, the computer players first and second.
      const id = await table([loner], 2);
      bot = await botOf(id);
      botBefore ??= await ratingOf(bot).catch(() => ({ mu: 25, sigma: 25 / 3, games: 0 }));
      await finish(id, { reason: 'points', seat: null }, [-120, 1000, 400]);
      expect(await weightOf(id, loner.id)).toBe(1);
      expect(await weightOf(id, bot)).toBe(0);
    }
    const lone = await ratingOf(loner.id);
    expect([lone.games, lone.played]).toEqual([NEWCOMER_GAMES, 0]);
    expect(lone.mu).toBeLessThan(25);
    const still = await ratingOf(bot).catch(() => ({ mu: 25, sigma: 25 / 3, games: 0 }));
    expect([still.mu, still.sigma, still.games]).toEqual([
      botBefore!.mu,
      botBefore!.sigma,
      botBefore!.games,
    ]);
    // An established person's game with it moves it as before.
    const id = await table([regular], 2);
    await finish(id, { reason: 'points', seat: null }, [-120, 1000, 400]);
    expect(await weightOf(id, bot)).toBe(1);
    expect((await ratingOf(bot)).mu).toBeGreaterThan(still.mu);
  });

  it('stays one however many games it quits', async () => {
    const [main, quitter] = await players(2, 'Quits');
    for (let i = 0; i < NEWCOMER_GAMES; i++) {
      await finish(await table([quitter], 2), { reason: 'forfeit', seat: 0 });
    }
    const quits = await t.prisma.playerRating.findUniqueOrThrow({
      where: { playerId_pool: { playerId: quitter.id, pool: 3 } },
    });
    expect([quits.games, quits.played]).toEqual([NEWCOMER_GAMES, 0]);
    for (const expected of [1, 1 / 2, 1 / 3]) {
      const id = await table([main, ...(await players(2, `New ${expected}`))]);
      await finish(id);
      expect(await weightOf(id, main.id)).toBe(expected);
    }
    // Its first game with the main player: were it established, a full-weight game.
    const id = await table([main, quitter], 1);
    await finish(id);
    expect(await weightOf(id, main.id)).toBe(0);
  });
});
