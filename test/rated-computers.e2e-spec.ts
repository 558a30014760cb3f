import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DatabasePool } from '../src/platform/database/database-pool.js';
import { applyRatings } from '../src/features/ratings/rating-writes.js';
import { computerPlayerId } from '../src/core/table/computer-players.js';
import { useTestApp } from './support/app-fixture.js';
import { establish } from './support/established.js';
import { PlayerClient } from './support/players.js';
import { scoreDeals } from './support/scored-deals.js';

const CLOCK = { moveSeconds: 60, onTimeout: 'forfeit' } as const;

// The rating farms of the attack report of 2026-12-06 (items 1, 3 and 4): a person or a bot
// account beat `random` computer players by passing, at full weight, and bot accounts moved
// computer players on the people's board. A rated table takes computer players of a level fit for
// rating only, and only among people (src/core/table/rated-computers.ts; README "Players and
// ratings").
describe('computer players a rated table takes', () => {
  const t = useTestApp({ botPaceMs: 60_000 });
  const players = () => new PlayerClient(t.server);

  const newBot = (name: string) => players().createBot(name);

  async function ratedGame(creatorToken: string, body: Record<string, unknown> = {}) {
    const game = await t.api.create({ rated: true, timeControl: CLOCK, ...body }, creatorToken);
    return game.id;
  }

  const addBot = (gameId: string, token: string, level: string) =>
    t.api.post(gameId, 'bots', token, { level });
  const refusal = async (res: Promise<request.Response> | request.Response) => {
    const r = await res;
    return [r.status, r.body.code as string];
  };
  const seatsOf = (gameId: string) =>
    t.prisma.seat.findMany({ where: { gameId }, orderBy: { seat: 'asc' } });

  it('refuses a `random` computer player at a rated table, 422 bot_level_not_rated, and seats none', async () => {
    const anna = await players().create('Anna');
    const game = await ratedGame(anna.token);
    await players().join(game, anna.token, anna.name).expect(201);
    const refused = await addBot(game, anna.token, 'random');
    expect([refused.status, refused.body.code]).toEqual([422, 'bot_level_not_rated']);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.ratedLevels).toEqual(['basic', 'strong', 'expert']);
    expect((await seatsOf(game)).length).toBe(1);
    // The levels fit for rating are taken; the game starts with them.
    expect((await addBot(game, anna.token, 'basic')).status).toBe(201);
    const last = await addBot(game, anna.token, 'expert');
    expect([last.status, last.body.game.status]).toEqual([201, 'playing']);
    // An unrated table takes any level.
    const casual = await t.api.create({}, anna.token);
    await players().join(casual.id, anna.token, anna.name).expect(201);
    expect((await addBot(casual.id, anna.token, 'random')).status).toBe(201);
  });

  it('keeps computer players away from bot accounts at rated tables, 409 computer_with_bot_account', async () => {
    const [robo, anna] = [await newBot('FarmBot'), await players().create('Anna')];
    // The attack: a bot account's own rated table, filled with computer players.
    const own = await ratedGame(robo.token);
    await players().join(own, robo.token, robo.name).expect(201);
    for (const level of ['basic', 'random']) {
      const res = await addBot(own, robo.token, level);
      const expected = level === 'random' ? 'bot_level_not_rated' : 'computer_with_bot_account';
      expect([level, res.status, res.body.code]).toEqual([
        level,
        level === 'random' ? 422 : 409,
        expected,
      ]);
    }
    // Allowed to sit with people, a bot account still keeps the table free of computer players.
    const mixed = await ratedGame(anna.token, { botsAllowed: true });
    await players().join(mixed, anna.token, anna.name).expect(201);
    await players().join(mixed, robo.token, robo.name).expect(201);
    expect(await refusal(addBot(mixed, anna.token, 'basic'))).toEqual([
      409,
      'computer_with_bot_account',
    ]);
    // And a bot account does not join a rated table that holds one, allowed or not.
    for (const botsAllowed of [false, true]) {
      const withComputer = await ratedGame(anna.token, { botsAllowed });
      await players().join(withComputer, anna.token, anna.name).expect(201);
      expect((await addBot(withComputer, anna.token, 'basic')).status).toBe(201);
      const joined = await players().join(withComputer, robo.token, robo.name);
      expect([botsAllowed, joined.status, joined.body.code]).toEqual([
        botsAllowed,
        409,
        'computer_with_bot_account',
      ]);
      expect((await seatsOf(withComputer)).length).toBe(2);
    }
    expect((await seatsOf(own)).length).toBe(1);
    expect((await seatsOf(mixed)).length).toBe(2);
  });

  /** A rated game of Anna and two basic computer players, finished as the store would leave it. */
  async function finishedTable() {
    const anna = await players().create('Anna');
    const game = await ratedGame(anna.token);
    await players().join(game, anna.token, anna.name).expect(201);
    for (const _ of [1, 2]) expect((await addBot(game, anna.token, 'basic')).status).toBe(201);
    await t.prisma.game.update({ where: { id: game }, data: { status: 'finished' } });
    return { anna, game };
  }

  it('refuses the rematch of a rated table it would no longer seat, and makes no game', async () => {
    // A table as the rule found it: a `random` computer player seated before the rule.
    const old = await finishedTable();
    await t.prisma.seat.updateMany({
      where: { gameId: old.game, seat: 1 },
      data: { botLevel: 'random', playerId: computerPlayerId('random') },
    });
    const refused = await t.api.post(old.game, 'rematch', old.anna.token, {});
    expect([refused.status, refused.body.code]).toEqual([422, 'bot_level_not_rated']);
    // A bot account with computer players (seat 0's player made a bot account).
    const robo = await finishedTable();
    await t.prisma.player.update({ where: { id: robo.anna.id }, data: { kind: 'bot' } });
    const mixed = await t.api.post(robo.game, 'rematch', robo.anna.token, {});
    expect([mixed.status, mixed.body.code]).toEqual([409, 'computer_with_bot_account']);
    const made = await t.prisma.game.count({
      where: {
        id: { notIn: [old.game, robo.game] },
        creatorPlayerId: { in: [old.anna.id, robo.anna.id] },
      },
    });
    expect(made).toBe(0);
    // A table fit for rating is played again as before, its computer players following.
    const fit = await finishedTable();
    const again = await t.api.post(fit.game, 'rematch', fit.anna.token, {});
    expect(again.status).toBe(201);
    expect(again.body.game.status).toBe('playing');
  });

  /** Rates `game` as the store does when it finishes, seat 0 last by points. */
  async function rate(game: string) {
    await scoreDeals(t.prisma, game, 3);
    await t.app.get(DatabasePool).transaction((run) =>
      applyRatings(run, {
        id: game,
        players: 3,
        totals: [-300, 1000, 400],
        result: { reason: 'points', seat: null },
      }),
    );
    return t.prisma.gameRating.findMany({ where: { gameId: game }, orderBy: { seat: 'asc' } });
  }

  it('moves no computer player for a game a bot account played with it, nor anyone for a `random` one', async () => {
    // Tables as the rule found them, still running when it came: rated all the same.
    const botTable = await finishedTable();
    await t.prisma.player.update({ where: { id: botTable.anna.id }, data: { kind: 'bot' } });
    const withBot = await rate(botTable.game);
    expect(withBot.map((r) => r.weight)).toEqual([0, 0, 0]);
    for (const r of withBot) expect([r.muAfter, r.sigmaAfter]).toEqual([r.muBefore, r.sigmaBefore]);

    const randomTable = await finishedTable();
    await t.prisma.seat.updateMany({
      where: { gameId: randomTable.game, seat: { in: [1, 2] } },
      data: { botLevel: 'random', playerId: computerPlayerId('random') },
    });
    const withRandom = await rate(randomTable.game);
    expect(withRandom.map((r) => r.weight)).toEqual([0, 0, 0]);
    const anna = await t.prisma.playerRating.findUniqueOrThrow({
      where: { playerId_pool: { playerId: randomTable.anna.id, pool: 3 } },
    });
    expect([anna.mu, anna.games]).toEqual([25, 0]);

    // An established person among fit computer players still counts fully, both ways.
    const fit = await finishedTable();
    await establish(t.prisma, [fit.anna]);
    expect((await rate(fit.game)).map((r) => r.weight)).toEqual([1, 1, 1]);
  });
});
