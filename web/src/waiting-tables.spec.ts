// The lobby's waiting tables: it asked for one page of 20 and dropped the empty ones, so a lobby
// whose newest 20 waiting tables were cancelled (empty) showed no table though people waited at
// older ones.
import { describe, expect, it } from '@jest/globals';
import type { GameSummaryDto } from './api/index.js';
import {
  MAX_PAGES,
  PAGE_SIZE,
  seatedWaitingTables,
  WANTED_TABLES,
  type GamesPage,
} from './waiting-tables.js';

const table = (n: number, seatsTaken: number): GameSummaryDto => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Table ${n}`,
  status: 'waiting',
  players: 3,
  seatsTaken,
  version: 1,
  winner: null,
  createdAt: '2026-12-07T10:00:00.000Z',
});

/** The API over `tables`, newest first, `PAGE_SIZE` a page; counts the pages read. */
function listing(tables: GameSummaryDto[]) {
  const reads: (string | undefined)[] = [];
  const page = async (cursor: string | undefined): Promise<GamesPage> => {
    reads.push(cursor);
    const from = cursor === undefined ? 0 : Number(cursor);
    const to = from + PAGE_SIZE;
    return { games: tables.slice(from, to), nextCursor: to < tables.length ? String(to) : null };
  };
  return { page, reads };
}

const names = (tables: GameSummaryDto[]) => tables.map((g) => g.name);

describe('the lobby’s waiting tables', () => {
  it('reads on past a page of empty tables to the tables people sit at', async () => {
    const empty = Array.from({ length: PAGE_SIZE + 30 }, (_, i) => table(i, 0));
    const seated = [table(1000, 1), table(1001, 2)];
    const api = listing([...empty, ...seated]);
    expect(names(await seatedWaitingTables(api.page))).toEqual(['Table 1000', 'Table 1001']);
    expect(api.reads).toEqual([undefined, String(PAGE_SIZE)]);
  });

  it('shows the newest tables someone sits at, as many as it shows, from one page when it can', async () => {
    const tables = Array.from({ length: 3 * PAGE_SIZE }, (_, i) => table(i, i % 2));
    const api = listing(tables);
    const shown = await seatedWaitingTables(api.page);
    expect(shown).toHaveLength(WANTED_TABLES);
    expect(shown.every((g) => g.seatsTaken > 0)).toBe(true);
    expect(shown[0].name).toBe('Table 1');
    expect(api.reads).toEqual([undefined]);
  });

  it('stops at the last page, and after MAX_PAGES however many empty tables follow', async () => {
    const few = listing([table(1, 0), table(2, 1)]);
    expect(names(await seatedWaitingTables(few.page))).toEqual(['Table 2']);
    expect(few.reads).toHaveLength(1);
    const endless = listing(
      Array.from({ length: (MAX_PAGES + 2) * PAGE_SIZE }, (_, i) => table(i, 0)),
    );
    expect(await seatedWaitingTables(endless.page)).toEqual([]);
    expect(endless.reads).toHaveLength(MAX_PAGES);
  });
});
