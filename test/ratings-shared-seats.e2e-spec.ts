import { describe, expect, it } from '@jest/globals';
import { DatabasePool } from '../src/platform/database/database-pool.js';
import { applyRatings } from '../src/features/ratings/rating-writes.js';
import { useTestApp } from './support/app-fixture.js';
import { establish } from './support/established.js';
import { PlayerClient } from './support/players.js';
import { scoreDeals } from './support/scored-deals.js';

// A computer player may hold two seats of a rated game (README, "Players and ratings"): its
// rating must follow every seat's result, so a bot beaten by a person in both seats loses rating.
describe('a computer player in two seats of a rated game', () => {
  const t = useTestApp({ botPaceMs: 60_000 });

  it('loses rating when a person beats both of its seats', async () => {
    const players = new PlayerClient(t.server);
    // Established: a newcomer's games move no computer player (rating-newcomers.e2e-spec.ts).
    const anna = await players.create('Anna');
    await establish(t.prisma, [anna]);
    const game = await t.api.create({ rated: true }, anna.token);
    await players.join(game.id, anna.token, anna.name).expect(201);
    for (const _ of [1, 2]) {
      expect((await t.api.post(game.id, 'bots', anna.token, { level: 'basic' })).status).toBe(201);
    }
    const seats = await t.prisma.seat.findMany({
      where: { gameId: game.id },
      orderBy: { seat: 'asc' },
    });
    expect(seats.map((s) => s.playerId === anna.id)).toEqual([true, false, false]);
    const bot = seats[1].playerId!;
    expect(seats[2].playerId).toBe(bot);
    const before = await t.prisma.playerRating.findUnique({
      where: { playerId_pool: { playerId: bot, pool: 3 } },
    });

    // The totals the trial saw (person first, the bot second and last), finishing the game as
    // the store would.
    await scoreDeals(t.prisma, game.id, 20);
    await t.app.get(DatabasePool).transaction((run) =>
      applyRatings(run, {
        id: game.id,
        players: 3,
        totals: [1000, 345, -1375],
        result: null,
      }),
    );

    const after = await t.prisma.playerRating.findUniqueOrThrow({
      where: { playerId_pool: { playerId: bot, pool: 3 } },
    });
    expect(after.mu).toBeLessThan(before?.mu ?? 25);
    expect(after.games).toBe((before?.games ?? 0) + 1);
    const person = await t.prisma.playerRating.findUniqueOrThrow({
      where: { playerId_pool: { playerId: anna.id, pool: 3 } },
    });
    expect(person.mu).toBeGreaterThan(25);
  });
});
