import { describe, expect, it, jest } from '@jest/globals';
import type { Logger } from 'pino';
import type { Sweeps } from '../sweeps/sweeps.js';
import type { GameAnnouncements } from './game-announcements.js';
import { OutboxRelay } from './outbox-relay.js';
import type { OutboxStore, UntoldRow } from './outbox.store.js';

/** A relay over rows the test hands it, recording what it announces. */
function relayOf(rows: UntoldRow[]) {
  const told: unknown[] = [];
  const store = {
    takeUntold: async () => rows.splice(0),
    seatsOf: async (gameIds: string[]) =>
      gameIds.map((gameId) => ({ gameId, seat: 0, name: 'A', playerId: 'p', botLevel: null })),
  };
  const announcements = {
    announce: (commit: { gameId: string; lastSeq: number; seats: unknown[] }) =>
      told.push(['game', commit.gameId, commit.lastSeq, commit.seats.length]),
    announceMessages: (messages: Map<string, number>) => told.push(['messages', [...messages]]),
    announceTokenReplaced: (playerId: string, row: string | null) =>
      told.push(['token', playerId, row]),
  };
  const logger = { info: jest.fn(), warn: jest.fn() } as unknown as Logger;
  const relay = new OutboxRelay(
    store as unknown as OutboxStore,
    announcements as unknown as GameAnnouncements,
    logger,
    {} as Sweeps,
  );
  return { relay, told };
}

describe('OutboxRelay', () => {
  it('announces each kind of untold row through its own announcement, once', async () => {
    const { relay, told } = relayOf([
      { kind: 'game_committed', gameId: 'g', playerId: null, seq: 9, id: null },
      { kind: 'player_message', gameId: null, playerId: 'p', seq: 4, id: null },
      { kind: 'player_message', gameId: null, playerId: 'q', seq: 2, id: null },
      { kind: 'player_token_replaced', gameId: null, playerId: 'r', seq: null, id: '31' },
    ]);
    expect(await relay.sweep()).toBe(4);
    expect(told).toEqual([
      ['game', 'g', 9, 1],
      // Taken over: the row is gone already, so there is none of this instance's to delete.
      ['token', 'r', null],
      [
        'messages',
        [
          ['p', 4],
          ['q', 2],
        ],
      ],
    ]);
    expect(await relay.sweep()).toBe(0);
    expect(told).toHaveLength(3);
  });

  it('announces nothing once stopped', async () => {
    const { relay, told } = relayOf([
      { kind: 'game_committed', gameId: 'g', playerId: null, seq: 9, id: null },
    ]);
    await relay.onModuleDestroy();
    expect(await relay.sweep()).toBe(0);
    expect(told).toEqual([]);
  });
});
