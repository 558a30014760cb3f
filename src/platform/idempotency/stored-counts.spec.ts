import { describe, expect, it } from '@jest/globals';
import { RECOUNT_MS, StoredCounts } from './stored-counts.js';

describe('StoredCounts', () => {
  it('asks for a count of an owner it never counted', () => {
    expect(new StoredCounts().estimate('a', 0, 1000)).toBeNull();
  });

  it('trusts a count for a minute, adding every request let through since', () => {
    const counts = new StoredCounts();
    counts.counted('a', 10, 1_000);
    counts.letThrough('a');
    counts.letThrough('a');
    expect(counts.estimate('a', 1_000 + RECOUNT_MS - 1, 1000)).toBe(12);
    expect(counts.estimate('a', 1_000 + RECOUNT_MS, 1000)).toBeNull();
    // Another owner has counts of its own.
    expect(counts.estimate('b', 1_000, 1000)).toBeNull();
  });

  it('asks for an exact count once the estimate nears the limit', () => {
    const counts = new StoredCounts();
    counts.counted('a', 8, 0);
    expect(counts.estimate('a', 1, 10)).toBe(8);
    counts.letThrough('a');
    expect(counts.estimate('a', 1, 10)).toBeNull();
    // A fresh count below the limit is trusted again.
    counts.counted('a', 3, 2);
    expect(counts.estimate('a', 3, 10)).toBe(3);
  });
});
