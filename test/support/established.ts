import { NEWCOMER_GAMES } from '../../src/core/table/rating-policy.js';
import type { TestPrisma } from './prisma.js';

/**
 * Makes players established in pool 3, as NEWCOMER_GAMES games with people would have left them
 * (at the starting rating): only games with another person establish (rating-policy.ts), and only
 * an established person's games move a computer player.
 */
export async function establish<P extends { id: string }>(
  prisma: TestPrisma,
  players: P[],
): Promise<P[]> {
  await prisma.playerRating.createMany({
    data: players.map(({ id: playerId }) => ({
      playerId,
      pool: 3,
      mu: 25,
      sigma: 25 / 3,
      games: NEWCOMER_GAMES,
      played: NEWCOMER_GAMES,
    })),
  });
  return players;
}
