// The part of test/setup/jest-globals.mjs a spec imports directly (test/test-timeouts.e2e-spec.ts).
export function guarded<A extends unknown[]>(
  fn: (...args: A) => unknown,
  ms?: number,
): (...args: A) => Promise<unknown>;
