import type { DatabasePool } from '../../../platform/database/database-pool.js';
import type { NamedStatement } from '../../../platform/database/named-sql.js';
import { applyRatings } from '../../ratings/rating-writes.js';
import type { GameData } from '../../../core/table/game-record.js';

/**
 * Runs a write of the game decided on `before` (a move or a change, guarded by the version it was
 * decided on). When it finishes a rated game, the write and the ratings it updates are one
 * transaction, and the ratings are updated only if the write found the game still at that version:
 * of two instances racing to finish a game, the one that lost changed nothing, so the game is
 * rated exactly once (src/features/ratings/rating-writes.ts).
 */
export async function writeFinishing<P>(
  database: DatabasePool,
  before: GameData,
  after: GameData,
  statement: NamedStatement<P, unknown>,
  params: P,
): Promise<unknown[]> {
  const finishesRated = after.rated && after.status === 'finished' && before.status !== 'finished';
  if (!finishesRated) return database.run(statement, params);
  return database.transaction(async (run) => {
    const written = await run(statement, params);
    if (written.length === 1) {
      await applyRatings(run, {
        id: after.id,
        players: after.players,
        totals: after.state?.totals ?? new Array<number>(after.players).fill(0),
        result: after.result,
      });
    }
    return written;
  });
}
