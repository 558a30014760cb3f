import { describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import { ClockTimer, type Clock } from '../clock/clock.js';
import { ManualClock } from '../clock/manual-clock.js';
import { Sweeps } from './sweeps.js';

const start = new Date('2026-03-01T12:00:00Z');
const at = (clock: ManualClock) => clock.now().getTime() - start.getTime();

describe('Sweeps', () => {
  const warnings: unknown[] = [];
  const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;

  it('runs a sweep every period, awaited by the clock, and not after it stopped', async () => {
    const clock = new ManualClock(start);
    const started: number[] = [];
    const sweep = new Sweeps(clock, logger).every('test', 100, async () => {
      started.push(at(clock));
      await new Promise((resolve) => setImmediate(resolve));
    });
    await clock.advance(300);
    expect(started).toEqual([100, 200, 300]);
    sweep.stop();
    await clock.advance(1000);
    expect(started).toEqual([100, 200, 300]);
    expect(clock.pending()).toBe(0);
  });

  it('does not start a sweep beside one still running: that time is skipped', async () => {
    let due: () => unknown = () => undefined;
    const clock = {
      setInterval: (fn: () => unknown) => ((due = fn), new ClockTimer(() => undefined)),
    } as unknown as Clock;
    let runs = 0;
    let finish: () => void = () => undefined;
    new Sweeps(clock, logger).every('slow', 100, () => {
      runs++;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const first = due();
    const second = due();
    expect(runs).toBe(1);
    expect(second).toBe(first);
    finish();
    await first;
    void due();
    expect(runs).toBe(2);
    finish();
  });

  it('logs a sweep that fails, and runs it again next time', async () => {
    const clock = new ManualClock(start);
    let runs = 0;
    warnings.length = 0;
    new Sweeps(clock, logger).every('failing', 50, () => {
      runs++;
      return Promise.reject(new Error('database down'));
    });
    await clock.advance(100);
    expect(runs).toBe(2);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toEqual([expect.objectContaining({ sweep: 'failing' }), 'sweep failed']);
  });
});
