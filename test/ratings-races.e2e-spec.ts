import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { useTestApp } from './support/app-fixture.js';
import { PlayerClient } from './support/players.js';

const FORFEIT_CLOCK = { moveSeconds: 30, onTimeout: 'forfeit' } as const;

// Two instances over one database, as test/turn-clock-races.e2e-spec.ts runs them.
describe('a rated game finished on two instances at once is rated exactly once (issue 28)', () => {
  const a = useTestApp();
  const b = useTestApp();

  it('racing forfeits: one finishes the game, ratings move once, the forfeit is last', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const seated = await Promise.all(
        ['Anna', 'Boris', 'Vera'].map((n) => new PlayerClient(a.server).create(`${n} ${round}`)),
      );
      const game = await a.api.create({ rated: true, timeControl: FORFEIT_CLOCK }, seated[0].token);
      for (const p of seated) await new PlayerClient(a.server).join(game.id, p.token).expect(201);
      // Seat 0 leaves on one instance while seat 1 leaves on the other: each ends the game.
      const [left0, left1] = await Promise.all([
        request(a.server)
          .post(`/api/v1/games/${game.id}/leave`)
          .set('Authorization', `Bearer ${seated[0].token}`),
        request(b.server)
          .post(`/api/v1/games/${game.id}/leave`)
          .set('Authorization', `Bearer ${seated[1].token}`),
      ]);
      const statuses = [left0.status, left1.status].sort();
      expect(statuses).toEqual([200, 409]);
      const winnerOfRace = left0.status === 200 ? 0 : 1;
      outcomes.add(`seat ${winnerOfRace}`);
      const changes = await a.prisma.gameRating.findMany({
        where: { gameId: game.id },
        orderBy: { seat: 'asc' },
      });
      expect(changes).toHaveLength(3);
      expect(changes.find((c) => c.seat === winnerOfRace)!.place).toBe(3);
      expect(changes.filter((c) => c.place === 3)).toHaveLength(1);
      const ratings = await a.prisma.playerRating.findMany({
        where: { playerId: { in: seated.map((p) => p.id) }, pool: 3 },
      });
      // No deal was played: the forfeit moves only the quitter (src/core/table/rating-policy.ts).
      const quitter = seated[winnerOfRace].id;
      for (const r of ratings) expect(r.games).toBe(r.playerId === quitter ? 1 : 0);
      for (const c of changes) {
        const now = ratings.find((r) => r.playerId === c.playerId)!;
        expect([now.mu, now.sigma]).toEqual([c.muAfter, c.sigmaAfter]);
        expect([c.muBefore, c.sigmaBefore]).toEqual([25, 25 / 3]);
        expect(c.weight).toBe(c.playerId === quitter ? 1 : 0);
      }
      const last = changes.find((c) => c.place === 3)!;
      expect(last.muAfter).toBeLessThan(25);
      for (const c of changes.filter((x) => x.place !== 3)) expect(c.muAfter).toBe(25);
      const history = await a.prisma.ratingHistory.count({
        where: { playerId: { in: seated.map((p) => p.id) } },
      });
      expect(history).toBe(1);
    }
    // Which instance won is up to the race; either way the game was rated once.
    expect([...outcomes].every((o) => o === 'seat 0' || o === 'seat 1')).toBe(true);
  });
});
