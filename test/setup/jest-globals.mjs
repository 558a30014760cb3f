// What a spec file imports as `@jest/globals` when it runs outside Jest's sandbox
// (jest.config.js): the globals jest-light-runner installs in its workers before it imports a spec
// file, with two things that runner leaves out. A test or hook that outlives its timeout fails
// (the runner would wait for it forever), and the fake timers are Jest's own, which take options
// and advance asynchronously.
import { ModernFakeTimers } from '@jest/fake-timers';
import { TEST_TIMEOUT_MS } from './test-timeout.js';

// Taken before any spec fakes the timers, so that a faked clock cannot stop the guard.
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;

/** `fn`, failing once `ms` have passed without it settling. */
export function guarded(fn, ms = TEST_TIMEOUT_MS) {
  return (...args) => {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = realSetTimeout(
        () => reject(new Error(`Exceeded timeout of ${ms} ms for a test or hook`)),
        ms,
      );
    });
    return Promise.race([Promise.resolve().then(() => fn(...args)), timeout]).finally(() =>
      realClearTimeout(timer),
    );
  };
}

function guardedTest(register) {
  return Object.assign((name, fn, ms) => register(name, guarded(fn, ms)), {
    each:
      (...table) =>
      (name, fn, ms) =>
        register.each(...table)(name, guarded(fn, ms)),
    only: (name, fn, ms) => register.only(name, guarded(fn, ms)),
    skip: register.skip,
    todo: register.todo,
  });
}

const guardedHook = (register) => (fn, ms) => register(guarded(fn, ms));

export const { describe, expect } = globalThis;
export const it = guardedTest(globalThis.it);
export const test = guardedTest(globalThis.test);
export const beforeAll = guardedHook(globalThis.beforeAll);
export const afterAll = guardedHook(globalThis.afterAll);
export const beforeEach = guardedHook(globalThis.beforeEach);
export const afterEach = guardedHook(globalThis.afterEach);

const timers = new ModernFakeTimers({ config: { fakeTimers: {} }, global: globalThis });
const light = globalThis.jest;

export const jest = {
  fn: light.fn,
  spyOn: light.spyOn,
  clearAllMocks: light.clearAllMocks,
  resetAllMocks: light.resetAllMocks,
  restoreAllMocks: light.restoreAllMocks,
  useFakeTimers(config) {
    timers.useFakeTimers(config);
    return jest;
  },
  useRealTimers() {
    timers.useRealTimers();
    return jest;
  },
  setSystemTime(time) {
    timers.setSystemTime(time);
    return jest;
  },
  advanceTimersByTime(ms) {
    timers.advanceTimersByTime(ms);
    return jest;
  },
  advanceTimersByTimeAsync: (ms) => timers.advanceTimersByTimeAsync(ms),
};
