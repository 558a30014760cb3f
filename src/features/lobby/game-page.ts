import { encodeCursor } from '../../platform/common/listing-cursor.js';
import type { GameListing } from '../../core/table/game-record.js';
import type { GamePage, GameSummary } from './lobby-types.js';

/** A page of the lobby's list from up to `limit` + 1 rows: one more than shown tells there is a next. */
export function gamePage(rows: GameListing[], limit: number): GamePage {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const games: GameSummary[] = page.map((g) => ({
    id: g.id,
    name: g.name,
    status: g.status,
    players: g.players,
    seatsTaken: g.seatsTaken,
    version: g.version,
    winner: g.winner,
    createdAt: g.createdAt.toISOString(),
  }));
  const nextCursor = rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null;
  return { games, nextCursor };
}
