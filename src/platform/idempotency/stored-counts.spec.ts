import { describe, expect, it } from '@jest/globals';
import { RECOUNT_MS, StoredCounts, trimSlack } from './stored-counts.js';

describe('StoredCounts', () => {
  it('asks for a count of an owner it never counted', () => {
    expect(new StoredCounts().estimate('a', 0)).toBeNull();
  });

  it('trusts a count for a minute, adding every request let through since', () => {
    const counts = new StoredCounts();
    counts.counted('a', 10, 1_000);
    counts.letThrough('a');
    counts.letThrough('a');
    expect(counts.estimate('a', 1_000 + RECOUNT_MS - 1)).toBe(12);
    expect(counts.estimate('a', 1_000 + RECOUNT_MS)).toBeNull();
    // Another owner has counts of its own.
    expect(counts.estimate('b', 1_000)).toBeNull();
  });

  // Nothing is refused at the bound any longer, so no exact count is needed near it: an owner at
  // its bound (a seat deep in a long game) keeps its estimate, and is trimmed once per slack.
  it('keeps estimating past the bound, until a trim counts the owner again', () => {
    const counts = new StoredCounts();
    counts.counted('a', 1_000, 0);
    for (let i = 0; i < 150; i++) counts.letThrough('a');
    expect(counts.estimate('a', 1)).toBe(1_150);
    counts.counted('a', 1_000, 2);
    expect(counts.estimate('a', 3)).toBe(1_000);
  });
});

describe('trimSlack', () => {
  it('is a tenth of the bound, at least one', () => {
    expect([1, 5, 10, 11, 1000].map(trimSlack)).toEqual([1, 1, 1, 2, 100]);
  });
});
