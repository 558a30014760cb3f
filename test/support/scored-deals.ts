import type { TestPrisma } from './prisma.js';

/**
 * Appends `n` scored deals (`deal_scored`, a made contract) to game `gameId`'s log, as play would
 * have: what the rating policy reads to tell a game really played (src/core/table/rating-policy.ts)
 * in specs that finish a game by hand.
 */
export async function scoreDeals(prisma: TestPrisma, gameId: string, n: number): Promise<void> {
  // Computer players may be moving in this game meanwhile: the game's row, locked to the commit,
  // orders this append after theirs (their writes take it too), so the sequence numbers are free.
  await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM games WHERE id = ${gameId}::uuid FOR UPDATE`;
    const last = await tx.gameEvent.findFirst({ where: { gameId }, orderBy: { seq: 'desc' } });
    const seq = last?.seq ?? 0;
    await tx.gameEvent.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        gameId,
        seq: seq + i + 1,
        version: last?.version ?? 0,
        type: 'deal_scored',
        payload: { type: 'deal_scored', row: { deal: i + 1, result: 'made' } },
      })),
    });
  });
}
