import type { DatabasePool, StatementRunner } from '../../../platform/database/database-pool.js';
import type { NamedStatement } from '../../../platform/database/named-sql.js';
import { applyRatings } from '../../ratings/rating-writes.js';
import type { GameData } from '../../../core/table/game-record.js';

/**
 * What a commit owes besides its game and events (its players' messages), written in the commit's
 * own transaction once its write found the game at its version (GameCommits says what).
 */
export type Owed = ((run: StatementRunner) => Promise<void>) | null;

/**
 * Runs a write of the game decided on `before` (a move or a change, guarded by the version it was
 * decided on), with what it owes (`owed`) in the same transaction. When it finishes a rated game,
 * the ratings it updates are in that transaction too, and are updated only if the write found the
 * game still at that version: of two instances racing to finish a game, the one that lost changed
 * nothing, so the game is rated exactly once (src/features/ratings/rating-writes.ts). A write that
 * owes nothing is one statement, without a transaction.
 */
export async function writeFinishing<P>(
  database: DatabasePool,
  { before, after, owed }: { before: GameData; after: GameData; owed: Owed },
  statement: NamedStatement<P, unknown>,
  params: P,
): Promise<unknown[]> {
  const finishesRated = after.rated && after.status === 'finished' && before.status !== 'finished';
  if (!finishesRated && !owed) return database.run(statement, params);
  return database.transaction(async (run) => {
    const written = await run(statement, params);
    if (written.length === 1) {
      if (finishesRated) {
        await applyRatings(run, {
          id: after.id,
          players: after.players,
          totals: after.state?.totals ?? new Array<number>(after.players).fill(0),
          result: after.result,
        });
      }
      await owed?.(run);
    }
    return written;
  });
}
