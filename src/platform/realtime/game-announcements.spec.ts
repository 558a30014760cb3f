import { describe, expect, it } from '@jest/globals';
import type { SeatRecord, ServiceEvent } from '../../core/table/game-record.js';
import { GameAnnouncements, type Commit } from './game-announcements.js';
import { Channels } from './channels.js';
import type { NoticeListener } from './notice-listener.js';
import type { NoticeSender } from './notice-sender.js';
import type { OutboxDeliveries } from './outbox-deliveries.js';
import { RecentEvents } from './recent-events.js';

/** Announcements over a recorded sender and outbox, and channels the test speaks through. */
function pipeline() {
  const sent: [string, unknown][] = [];
  const delivered: [string, string, number][] = [];
  const channels = new Channels();
  let listening = 0;
  const recent = new RecentEvents();
  const announcements = new GameAnnouncements(
    recent,
    {
      send: async (kind: string, notice: unknown) => void sent.push([kind, notice]),
    } as unknown as NoticeSender,
    channels,
    { listening: async () => void listening++ } as unknown as NoticeListener,
    {
      game: (gameId: string, seq: number) => void delivered.push(['game', gameId, seq]),
      player: (playerId: string, seq: number) => void delivered.push(['player', playerId, seq]),
      row: (id: string) => void delivered.push(['row', id, 0]),
    } as unknown as OutboxDeliveries,
  );
  return {
    announcements,
    channels,
    recent,
    sent,
    delivered,
    /** A notice from another instance; null: the listening connection came back. */
    hear: (n: { gameId: string; seq: number } | null) =>
      n ? channels.publish('game_committed', n) : channels.publish('notices_resumed', {}),
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
    expect(sent).toEqual([['game_committed', { gameId: 'g', seq: 7 }]]);
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
    expect(delivered).toEqual([['game', 'g', 4]]);
  });

  it('leaves the row for another announcement when a listener fails', async () => {
    const { announcements, delivered } = pipeline();
    announcements.onCommit(() => Promise.reject(new Error('messages not written')));
    announcements.announce({ gameId: 'g', seats, lastSeq: 5 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toEqual([]);
  });
});

describe('GameAnnouncements and the channels', () => {
  it("publishes a commit's players' messages and a replaced token on this instance and to the others, then clears their rows", async () => {
    const { announcements, channels, sent, delivered } = pipeline();
    const heard: unknown[] = [];
    channels.subscribe('game_committed', (n) => heard.push(['game', n]));
    channels.subscribe('player_message', (n) => heard.push(['message', n]));
    channels.subscribe('player_token_replaced', (n) => heard.push(['token', n]));
    announcements.announce({ gameId: 'g', seats, lastSeq: 3 }, new Map([['p', 8]]));
    announcements.announceTokenReplaced('q', '17');
    expect(heard).toEqual([
      ['game', { gameId: 'g', seq: 3 }],
      ['message', { playerId: 'p', seq: 8 }],
      ['token', { playerId: 'q' }],
    ]);
    expect(sent).toEqual([
      ['game_committed', { gameId: 'g', seq: 3 }],
      ['player_message', { playerId: 'p', seq: 8 }],
      ['player_token_replaced', { playerId: 'q' }],
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toEqual([
      ['player', 'p', 8],
      ['row', '17', 0],
      ['game', 'g', 3],
    ]);
  });
});
