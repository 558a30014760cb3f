import { describe, expect, it } from '@jest/globals';
import { secondsUntil } from './seconds-until.js';

describe('secondsUntil', () => {
  const deadline = '2026-12-07T18:00:00.000Z';
  const at = (msBefore: number) => Date.parse(deadline) - msBefore;

  it('counts whole seconds up, and never below 0', () => {
    expect(secondsUntil(deadline, at(59_001))).toBe(60);
    expect(secondsUntil(deadline, at(1))).toBe(1);
    expect(secondsUntil(deadline, at(-5_000))).toBe(0);
  });

  it("never says more than a turn's full time, with the service's time known within a second", () => {
    expect(secondsUntil(deadline, at(60_400), 60)).toBe(60);
    expect(secondsUntil(deadline, at(60_400))).toBe(61);
    expect(secondsUntil(deadline, at(30_000), 60)).toBe(30);
  });
});
