import { describe, expect, it } from '@jest/globals';
import { ManualClock } from './manual-clock.js';

const start = new Date('2026-03-01T12:00:00Z');
const at = (clock: ManualClock) => clock.now().getTime() - start.getTime();

describe('ManualClock', () => {
  it('stands still, then fires the timers due on the way in time order, each at its own time', async () => {
    const clock = new ManualClock(start);
    const fired: [string, number][] = [];
    clock.setTimeout(() => fired.push(['b', at(clock)]), 200);
    clock.setTimeout(() => fired.push(['a', at(clock)]), 100);
    clock.setTimeout(() => fired.push(['c', at(clock)]), 200);
    const dropped = clock.setTimeout(() => fired.push(['dropped', at(clock)]), 150);
    clock.clear(dropped);
    expect([clock.pending(), clock.nextIn()]).toEqual([3, 100]);
    await clock.advance(99);
    expect([fired, at(clock)]).toEqual([[], 99]);
    await clock.advance(201);
    // Same due time: in the order they were set.
    expect(fired).toEqual([
      ['a', 100],
      ['b', 200],
      ['c', 200],
    ]);
    expect([at(clock), clock.pending(), clock.nextIn()]).toEqual([300, 0, null]);
  });

  it('fires an interval once per period within a step, until it is cleared', async () => {
    const clock = new ManualClock(start);
    const times: number[] = [];
    const timer = clock.setInterval(() => times.push(at(clock)), 40);
    await clock.advance(130);
    expect(times).toEqual([40, 80, 120]);
    clock.clear(timer);
    await clock.advance(1000);
    expect(times).toEqual([40, 80, 120]);
  });

  it("waits for a callback's promise before the next timer, and fires timers it sets within the step", async () => {
    const clock = new ManualClock(start);
    const log: string[] = [];
    clock.setTimeout(async () => {
      log.push(`sweep starts at ${at(clock)}`);
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      log.push('sweep ends');
      clock.setTimeout(() => log.push(`retry at ${at(clock)}`), 30);
    }, 10);
    clock.setTimeout(() => log.push(`other at ${at(clock)}`), 10);
    await clock.advance(50);
    expect(log).toEqual(['sweep starts at 10', 'sweep ends', 'other at 10', 'retry at 40']);
  });

  it('resolves a sleep at its time and not before', async () => {
    const clock = new ManualClock(start);
    let woke = false;
    const sleeping = clock.sleep(500).then(() => (woke = true));
    await clock.advance(499);
    expect(woke).toBe(false);
    await clock.advance(1);
    await sleeping;
    expect(woke).toBe(true);
  });
});
