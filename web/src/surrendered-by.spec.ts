// Who surrendered a deal for its declarer, read from the log (surrendered-by.ts): a trial's dialog
// said "Anna surrendered" when the computer standing in for her had, as her time ran out.
import { describe, expect, it } from '@jest/globals';
import type { GameEventDto } from './api/index.js';
import { surrenderedBy } from './surrendered-by.js';

let seq = 0;
/** One event of the log at `version`, its data given. */
const event = (version: number, type: string, data: Record<string, unknown> = {}) =>
  ({ seq: ++seq, version, type, data: { type, ...data } }) as unknown as GameEventDto;
const started = (version: number, deal: number) => event(version, 'deal_started', { deal });
const scored = (version: number, deal: number) => event(version, 'deal_scored', { row: { deal } });
const surrendered = (version: number, seat: number) =>
  event(version, 'surrendered', { seat, contract: 100 });

describe('who surrendered a deal', () => {
  it('is the stand-in, as the time ran out, when the timeout is in the same change', () => {
    // The trial's log: Anna's second timeout, her seat away, and the stand-in's surrender.
    const log = [
      started(3, 1),
      event(7, 'turn_timed_out', { seat: 0, onTimeout: 'bot' }),
      event(7, 'seat_away', { seat: 0 }),
      surrendered(7, 0),
      scored(7, 1),
      started(7, 2),
    ];
    expect(surrenderedBy(log, 1, 0, true)).toBe('timeout');
  });

  it('is the person when they surrendered themselves, a timeout of theirs before or not', () => {
    const log = [
      started(3, 1),
      event(4, 'turn_timed_out', { seat: 0, onTimeout: 'bot' }),
      surrendered(6, 0),
      scored(6, 1),
    ];
    expect(surrenderedBy(log, 1, 0, false)).toBe('person');
    // Back since (a move, the stream, POST /back): the surrender was still hers.
    const back = [event(5, 'seat_back', { seat: 0 }), surrendered(6, 0), scored(6, 1)];
    expect(surrenderedBy(back, 1, 0, true)).toBe('person');
  });

  it('is the stand-in when the seat was away, or had left, whenever it went', () => {
    const away = [event(2, 'seat_away', { seat: 1 }), surrendered(6, 1), scored(6, 1)];
    expect(surrenderedBy(away, 1, 1, false)).toBe('away');
    const left = [
      event(2, 'player_left', { seat: 1, running: true }),
      surrendered(6, 1),
      scored(6, 1),
    ];
    expect(surrenderedBy(left, 1, 1, true)).toBe('away');
    // Gone before the stretch read: its coming back after tells, else the seat's state now.
    const later = [surrendered(6, 1), scored(6, 1), event(9, 'seat_back', { seat: 1 })];
    expect(surrenderedBy(later, 1, 1, false)).toBe('away');
    expect(surrenderedBy([surrendered(6, 1), scored(6, 1)], 1, 1, true)).toBe('away');
    expect(surrenderedBy([surrendered(6, 1), scored(6, 1)], 1, 1, false)).toBe('person');
  });

  it('finds nothing for another deal or seat, or a stretch without the surrender', () => {
    const log = [started(3, 1), surrendered(6, 0), scored(6, 1), started(6, 2)];
    expect(surrenderedBy(log, 2, 0, false)).toBeNull();
    expect(surrenderedBy(log, 1, 2, false)).toBeNull();
    expect(surrenderedBy([scored(6, 1)], 1, 0, false)).toBeNull();
  });
});
