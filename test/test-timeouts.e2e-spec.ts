// The spec files run outside Jest's sandbox, where the runner gives a test no timeout of its own:
// test/setup/jest-globals.mjs fails a test or hook that outlives it (jest.config.js).
import { describe, expect, it, jest } from '@jest/globals';
import { guarded } from './setup/jest-globals.mjs';

describe('a test that never settles', () => {
  it('fails once its timeout has passed', async () => {
    const never = guarded(() => new Promise(() => undefined), 50);
    await expect(never()).rejects.toThrow('Exceeded timeout of 50 ms for a test or hook');
  });

  it('fails on time while the spec has faked the timers', async () => {
    const never = guarded(async () => {
      jest.useFakeTimers();
      await new Promise(() => undefined);
    }, 50);
    try {
      await expect(never()).rejects.toThrow('Exceeded timeout of 50 ms');
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes on what a settled test returned or threw', async () => {
    await expect(guarded((n: number) => n * 2, 50)(21)).resolves.toBe(42);
    const failing = guarded(() => {
      throw new Error('the assertion failed');
    }, 50);
    await expect(failing()).rejects.toThrow('the assertion failed');
  });

  it('holds for the tests a spec file declares (this one waits 20 ms under a 5 s limit)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(true).toBe(true);
  }, 5_000);
});
