// What `import { describe, it, expect } from '@jest/globals'` gives a spec under the
// jest-light-runner (ts-hooks.mjs maps the import here): the runner's globals, with Jest's
// timeouts, which the runner does not enforce, put back. A timeout is a guard against a hang that
// would stall the whole run, not a measure of speed (jest.config.js's testTimeout).
import { clearTimeout, setTimeout } from 'node:timers';

const DEFAULT_TIMEOUT = Number(process.env.TEST_TIMEOUT_MS ?? 180_000);

function bounded(fn, timeout, what) {
  if (typeof fn !== 'function') return fn;
  const limit = timeout ?? DEFAULT_TIMEOUT;
  return function (...args) {
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what} exceeded its timeout of ${limit} ms`)),
        limit,
      );
      timer.unref?.();
    });
    return Promise.race([Promise.resolve().then(() => fn.apply(this, args)), expired]).finally(() =>
      clearTimeout(timer),
    );
  };
}

function testFunction(original) {
  const wrapped = (name, fn, timeout) => original(name, bounded(fn, timeout, `"${name}"`), timeout);
  wrapped.each =
    (...table) =>
    (name, fn, timeout) =>
      original.each(...table)(name, bounded(fn, timeout, `"${name}"`), timeout);
  wrapped.skip = original.skip;
  wrapped.only = (name, fn, timeout) =>
    original.only(name, bounded(fn, timeout, `"${name}"`), timeout);
  wrapped.todo = original.todo;
  return wrapped;
}

function hook(original, kind) {
  return (fn, timeout) => original(bounded(fn, timeout, kind), timeout);
}

export const it = testFunction(globalThis.it);
export const test = testFunction(globalThis.test);
export const describe = globalThis.describe;
export const expect = globalThis.expect;
export const jest = globalThis.jest;
export const beforeAll = hook(globalThis.beforeAll, 'beforeAll');
export const afterAll = hook(globalThis.afterAll, 'afterAll');
export const beforeEach = hook(globalThis.beforeEach, 'beforeEach');
export const afterEach = hook(globalThis.afterEach, 'afterEach');
