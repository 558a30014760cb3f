import { describe, expect, it } from '@jest/globals';
import type { StoredEvent } from './game-records.js';
import { RecentEvents } from './recent-events.js';

function events(after: number, count: number, version: number): StoredEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    seq: after + i + 1,
    version,
    type: 'card_played',
    payload: { type: 'seat_back', seat: i % 3 },
  }));
}

const seqs = (list: StoredEvent[] | null) => list?.map((e) => e.seq) ?? null;

describe('RecentEvents', () => {
  it('answers a read it holds from after + 1 through the sequence number the reader was told of', () => {
    const recent = new RecentEvents();
    recent.record('g', 10, events(10, 2, 5));
    recent.record('g', 12, events(12, 3, 6));
    expect(seqs(recent.read('g', 10, 500, 15))).toEqual([11, 12, 13, 14, 15]);
    expect(seqs(recent.read('g', 12, 500, 13))).toEqual([13, 14, 15]);
    expect(seqs(recent.read('g', 11, 2, 15))).toEqual([12, 13]);
    expect(seqs(recent.read('g', 15, 500, 15))).toEqual([]);
  });

  it('reads the log for what it does not hold: older events, newer ones, another game', () => {
    const recent = new RecentEvents();
    recent.record('g', 10, events(10, 2, 5));
    expect(recent.read('g', 9, 500, 12)).toBeNull();
    expect(recent.read('g', 10, 500, 13)).toBeNull();
    expect(recent.read('g', 13, 500, 13)).toBeNull();
    expect(recent.read('h', 10, 500, 12)).toBeNull();
  });

  it('starts over after a gap (another instance wrote in between)', () => {
    const recent = new RecentEvents();
    recent.record('g', 10, events(10, 2, 5));
    recent.record('g', 14, events(14, 1, 8));
    expect(recent.read('g', 10, 500, 12)).toBeNull();
    expect(seqs(recent.read('g', 14, 500, 15))).toEqual([15]);
  });

  it('holds a bounded tail per game and a bounded number of games', () => {
    const recent = new RecentEvents();
    for (let v = 0; v < 100; v++) recent.record('g', v, events(v, 1, v + 1));
    expect(recent.read('g', 30, 500, 100)).toBeNull();
    expect(seqs(recent.read('g', 36, 500, 100))).toHaveLength(64);
    for (let i = 0; i < 2001; i++) recent.record(`game-${i}`, 0, events(0, 1, 1));
    expect(recent.read('game-0', 0, 500, 1)).toBeNull();
    expect(seqs(recent.read('game-2000', 0, 500, 1))).toEqual([1]);
  });
});
