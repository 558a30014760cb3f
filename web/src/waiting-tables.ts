// The lobby's list of tables waiting for players: the tables someone sits at, newest first. A table
// nobody sits at is no table to join (one whose creator cancelled it, leaving its seat, stays
// waiting, empty, for WAITING_GAME_TTL; it is still open by its link), and the API lists waiting
// tables with no filter on seats: the page reads on, page after page, until it has enough.
import type { GameSummaryDto } from './api/index.js';

/** The tables the lobby shows at most. */
export const WANTED_TABLES = 20;
/** The API's largest page. */
export const PAGE_SIZE = 100;
/** The pages read at most each refresh: the page reads on, within bounds, past empty tables. */
export const MAX_PAGES = 5;

export interface GamesPage {
  games: GameSummaryDto[];
  nextCursor: string | null;
}

/** The first `WANTED_TABLES` waiting tables someone sits at, from `page(cursor)` read in turn. */
export async function seatedWaitingTables(
  page: (cursor: string | undefined) => Promise<GamesPage>,
): Promise<GameSummaryDto[]> {
  const seated: GameSummaryDto[] = [];
  let cursor: string | undefined;
  for (let read = 0; read < MAX_PAGES; read++) {
    const { games, nextCursor } = await page(cursor);
    seated.push(...games.filter((g) => g.seatsTaken > 0));
    if (seated.length >= WANTED_TABLES || nextCursor === null) break;
    cursor = nextCursor;
  }
  return seated.slice(0, WANTED_TABLES);
}
