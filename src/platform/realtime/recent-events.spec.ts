import { describe, expect, it } from '@jest/globals';
import type { ServiceEvent, StoredEvent } from '../../core/table/game-record.js';
import { RecentEvents } from './recent-events.js';

/** Records a write of `count` events right after `after`, as the store does. */
function write(
  recent: RecentEvents,
  gameId: string,
  after: number,
  count: number,
  version: number,
) {
  const events = Array.from({ length: count }, (_, i): ServiceEvent => ({
    type: 'seat_back',
    seat: i % 3,
  }));
  recent.record(gameId, after, version, events);
}

const seqs = (list: StoredEvent[] | null) => list?.map((e) => e.seq) ?? null;

describe('RecentEvents', () => {
  it('answers a read it holds from after + 1 through the sequence number the reader was told of', () => {
    const recent = new RecentEvents();
    write(recent, 'g', 10, 2, 5);
    write(recent, 'g', 12, 3, 6);
    expect(seqs(recent.read('g', 10, 500, 15))).toEqual([11, 12, 13, 14, 15]);
    expect(seqs(recent.read('g', 12, 500, 13))).toEqual([13, 14, 15]);
    expect(seqs(recent.read('g', 11, 2, 15))).toEqual([12, 13]);
    expect(seqs(recent.read('g', 15, 500, 15))).toEqual([]);
  });

  it('gives each event its sequence number, its write version, its type and payload', () => {
    const recent = new RecentEvents();
    write(recent, 'g', 10, 2, 5);
    expect(recent.read('g', 10, 500, 12)).toEqual([
      { seq: 11, version: 5, type: 'seat_back', payload: { type: 'seat_back', seat: 0 } },
      { seq: 12, version: 5, type: 'seat_back', payload: { type: 'seat_back', seat: 1 } },
    ]);
  });

  it('reads the log for what it does not hold: older events, newer ones, another game', () => {
    const recent = new RecentEvents();
    write(recent, 'g', 10, 2, 5);
    expect(recent.read('g', 9, 500, 12)).toBeNull();
    expect(recent.read('g', 10, 500, 13)).toBeNull();
    expect(recent.read('g', 13, 500, 13)).toBeNull();
    expect(recent.read('h', 10, 500, 12)).toBeNull();
  });

  it('starts over after a gap (another instance wrote in between)', () => {
    const recent = new RecentEvents();
    write(recent, 'g', 10, 2, 5);
    write(recent, 'g', 14, 1, 8);
    expect(recent.read('g', 10, 500, 12)).toBeNull();
    expect(seqs(recent.read('g', 14, 500, 15))).toEqual([15]);
  });

  it('holds a bounded run of writes per game and a bounded number of games', () => {
    const recent = new RecentEvents();
    for (let v = 0; v < 100; v++) write(recent, 'g', v, 1, v + 1);
    expect(recent.read('g', 91, 500, 100)).toBeNull();
    expect(seqs(recent.read('g', 92, 500, 100))).toEqual([93, 94, 95, 96, 97, 98, 99, 100]);
    for (let i = 0; i < 2001; i++) write(recent, `game-${i}`, 0, 1, 1);
    expect(recent.read('game-0', 0, 500, 1)).toBeNull();
    expect(seqs(recent.read('game-2000', 0, 500, 1))).toEqual([1]);
  });
});
