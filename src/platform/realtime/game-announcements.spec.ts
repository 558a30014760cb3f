import { describe, expect, it } from '@jest/globals';
import type { SeatRecord, ServiceEvent } from '../../core/table/game-record.js';
import { GameAnnouncements, type Commit } from './game-announcements.js';
import type { NoticeListener } from './notice-listener.js';
import type { NoticeSender } from './notice-sender.js';
import type { OutboxRelay } from './outbox-relay.js';
import { RecentEvents } from './recent-events.js';

/** Announcements over a recorded sender and a listener the test speaks through. */
function pipeline() {
  const sent: [string, number][] = [];
  const delivered: [string, number][] = [];
  const handlers = new Map<string, (notice: unknown) => void>();
  let listening = 0;
  const recent = new RecentEvents();
  const announcements = new GameAnnouncements(
    recent,
    {
      committed: async (gameId: string, seq: number) => void sent.push([gameId, seq]),
    } as unknown as NoticeSender,
    {
      subscribe: (kind: string, handler: (notice: unknown) => void) => {
        handlers.set(kind, handler);
        return () => handlers.delete(kind);
      },
      listening: async () => void listening++,
    } as unknown as NoticeListener,
    {
      setAnnouncer: () => undefined,
      delivered: (gameId: string, seq: number) => void delivered.push([gameId, seq]),
    } as unknown as OutboxRelay,
  );
  return {
    announcements,
    recent,
    sent,
    delivered,
    /** A notice from another instance; null: the listening connection came back. */
    hear: (n: { gameId: string; seq: number } | null) =>
      n ? handlers.get('game_committed')?.(n) : handlers.get('listening_resumed')?.({}),
    listening: () => listening,
  };
}

const seats: SeatRecord[] = [];
const passed: ServiceEvent = { type: 'seat_back', seat: 1 };

describe('GameAnnouncements', () => {
  it("tells a commit once to in-process listeners, this instance's streams and the other instances", async () => {
    const { announcements, sent } = pipeline();
    const commits: Commit[] = [];
    const told: (number | null)[] = [];
    announcements.onCommit((c) => void commits.push(c));
    await announcements.subscribe('g', (seq) => told.push(seq));
    await announcements.subscribe('other', () => told.push(-1));
    announcements.announce({ gameId: 'g', seats, lastSeq: 7 });
    expect(commits.map((c) => [c.gameId, c.lastSeq])).toEqual([['g', 7]]);
    expect(told).toEqual([7]);
    expect(sent).toEqual([['g', 7]]);
  });

  it('holds the written events, so a stream told of them reads them without the log', () => {
    const { announcements, recent } = pipeline();
    announcements.announce({
      gameId: 'g',
      seats,
      lastSeq: 5,
      written: { afterSeq: 4, version: 3, events: [passed] },
    });
    expect(recent.read('g', 4, 10, 5)).toEqual([
      { seq: 5, version: 3, type: 'seat_back', payload: passed },
    ]);
  });

  it("tells this instance's streams of another instance's notice, and every stream after a reconnect", async () => {
    const { announcements, hear, sent, listening } = pipeline();
    const told: [string, number | null][] = [];
    await announcements.subscribe('a', (seq) => told.push(['a', seq]));
    const stop = await announcements.subscribe('b', (seq) => told.push(['b', seq]));
    expect(listening()).toBe(2);
    hear({ gameId: 'a', seq: 3 });
    hear(null);
    stop();
    hear({ gameId: 'b', seq: 9 });
    expect(told).toEqual([
      ['a', 3],
      ['a', null],
      ['b', null],
    ]);
    // A notice from elsewhere is not sent on again.
    expect(sent).toEqual([]);
    expect(announcements.listenerCount()).toBe(1);
  });
});

describe('GameAnnouncements and the outbox', () => {
  it("clears a commit's outbox row once the notice went out and every listener settled", async () => {
    const { announcements, delivered } = pipeline();
    let finish: () => void = () => undefined;
    announcements.onCommit(() => new Promise<void>((resolve) => (finish = resolve)));
    announcements.announce({ gameId: 'g', seats, lastSeq: 4 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toEqual([]);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toEqual([['g', 4]]);
  });

  it('leaves the row for another announcement when a listener fails', async () => {
    const { announcements, delivered } = pipeline();
    announcements.onCommit(() => Promise.reject(new Error('messages not written')));
    announcements.announce({ gameId: 'g', seats, lastSeq: 5 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toEqual([]);
  });
});
