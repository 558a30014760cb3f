// The seats a bot account holds, counted as it takes one more (BOT_OPEN_GAMES in
// core/table/player-kinds.ts), locked after the game it joins (game-store.ts, takeSeat).
import type { StatementRunner } from '../../../platform/database/database-pool.js';
import * as SQL from './bot-hold-statements.js';

/**
 * How many other unfinished games the bot account `holder` holds seats of (seats it left not
 * counted), under a lock on its players row, so two seatings of one bot are decided in turn.
 */
export async function heldGamesOf(
  run: StatementRunner,
  holder: string,
  gameId: string,
): Promise<number> {
  await run(SQL.LOCK_HOLDER, { holder });
  const [count] = await run(SQL.HELD_GAMES, { holder, gameId });
  return count?.n ?? 0;
}
