import { describe, expect, it } from '@jest/globals';
import type { GameData } from './game-record.js';
import { nextRecord } from './next-record.js';

const game: GameData = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'table',
  status: 'playing',
  players: 3,
  rules: { bidStep: 5 },
  version: 7,
  eventSeq: 30,
  state: null,
  winner: null,
  serverCommitment: 'c'.repeat(64),
  createdAt: new Date('2026-12-01T10:00:00Z'),
  timeControl: { moveSeconds: 30, onTimeout: 'bot' },
  visibility: 'private',
  deadline: new Date('2026-12-01T10:05:00Z'),
  result: null,
  rematchId: null,
  lastTimeout: { version: 6, seat: 2 },
  botPaceMs: 800,
  rated: true,
};

describe('nextRecord', () => {
  it('moves the version on by one and the event count by the events appended', () => {
    const next = nextRecord(game, { events: 3 });
    expect([next.version, next.eventSeq]).toEqual([8, 33]);
  });

  it('carries over what the change does not set, and leaves the deadline to the caller', () => {
    const next = nextRecord(game, { events: 1 });
    expect(next).toEqual({ ...game, version: 8, eventSeq: 31, deadline: null });
  });

  it('sets what the change names, null included', () => {
    const next = nextRecord(game, {
      events: 2,
      status: 'finished',
      winner: 1,
      result: { reason: 'forfeit', seat: 0 },
      lastTimeout: null,
    });
    expect(next).toMatchObject({
      status: 'finished',
      winner: 1,
      result: { reason: 'forfeit', seat: 0 },
      lastTimeout: null,
    });
  });
});
