import { describe, expect, it } from '@jest/globals';
import { BoundedMemo } from './bounded-memo.js';

describe('BoundedMemo', () => {
  it('computes a key once while it is held, and holds no more than its capacity', () => {
    const calls: string[] = [];
    const memo = new BoundedMemo(2);
    const upper = (k: string) => (calls.push(k), k.toUpperCase());
    expect(memo.get('a', upper)).toBe('A');
    expect(memo.get('a', upper)).toBe('A');
    expect(memo.get('b', upper)).toBe('B');
    expect(calls).toEqual(['a', 'b']);
    // A third key forgets the first two at once.
    expect(memo.get('c', upper)).toBe('C');
    expect(memo.get('a', upper)).toBe('A');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
