import { describe, expect, it } from '@jest/globals';
describe('toolchain', () => {
  it('runs TypeScript tests', () => {
    expect([1, 2].map((x) => x * 2)).toEqual([2, 4]);
  });
});
