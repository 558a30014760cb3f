import { describe, expect, it } from '@jest/globals';
import {
  botPaused,
  countingSince,
  LADDER_PAUSE_MS,
  LADDER_TIMEOUTS,
  pauseFor,
  pauseInForce,
} from './ladder-pause.js';

const at = new Date('2026-12-06T10:00:00.000Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('the ladder pause policy', () => {
  it(`pauses at ${LADDER_TIMEOUTS} timed-out turns, not one fewer, for an hour`, () => {
    expect(pauseFor(LADDER_TIMEOUTS - 1, at)).toBeNull();
    expect(pauseFor(0, at)).toBeNull();
    const pause = pauseFor(LADDER_TIMEOUTS, at)!;
    expect(pause).toEqual({
      reason: 'Paused from the ladder: 3 turns timed out in its last 10 games (at most 2).',
      at,
      until: later(LADDER_PAUSE_MS),
    });
    expect(pauseFor(7, at)!.reason).toMatch(/^Paused from the ladder: 7 turns timed out/);
  });

  it('keeps a stored pause in force until its hour is over, and none without one', () => {
    const stored = { reason: 'Paused from the ladder: 3 turns ...', at };
    expect(pauseInForce(stored, at)).toEqual({ ...stored, until: later(LADDER_PAUSE_MS) });
    expect(pauseInForce(stored, later(LADDER_PAUSE_MS - 1))).not.toBeNull();
    expect(pauseInForce(stored, later(LADDER_PAUSE_MS))).toBeNull();
    expect(pauseInForce({ reason: null, at: null }, at)).toBeNull();
    expect(pauseInForce({ reason: 'x', at: null }, at)).toBeNull();
  });

  it('counts timeouts from the end of the last pause, or from the start', () => {
    expect(countingSince({ reason: null, at: null })).toEqual(new Date(0));
    expect(countingSince({ reason: 'x', at })).toEqual(later(LADDER_PAUSE_MS));
  });

  it('refuses a paused bot with 403 bot_paused: its reason, until when, Retry-After to then', () => {
    const pause = pauseFor(4, at)!;
    const problem = botPaused(pause, later(15 * 60_000));
    expect([problem.status, problem.code]).toEqual([403, 'bot_paused']);
    expect(problem.detail).toContain('from 2026-12-06T11:00:00.000Z');
    expect(problem.detail).toContain('4 turns timed out');
    expect(problem.retryAfterS).toBe(45 * 60);
  });
});
