import { describe, expect, it } from '@jest/globals';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './json-depth.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it.each([
    ['a flat object', '{"a":1,"b":"x"}', 1, false],
    ['an object in an object', '{"a":{"b":1}}', 1, true],
    ['a give action', '{"type":"give","transfers":[{"toSeat":1,"card":"AH"}]}', 3, false],
    ['a give action, one level short', '{"transfers":[{"toSeat":1}]}', 2, true],
    ['siblings add no depth', '[[],[],{},{"a":[]}]', 3, false],
    ['brackets inside a string', '{"a":"[[[[{{{{"}', 1, false],
    ['an escaped quote inside a string', '{"a":"\\"[[[["}', 1, false],
    ['an escaped backslash ending a string', '{"a":"\\\\","b":[[[]]]}', 3, true],
    ['a scalar', '42', 0, false],
  ])('%s', (_name, text, max, deeper) => {
    expect(nestsDeeperThan(text, max)).toBe(deeper);
  });

  it('counts every level up to the limit', () => {
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
  });

  it('reads a body far deeper than any stack without recursing', () => {
    expect(nestsDeeperThan(nested(1_000_000), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan('['.repeat(1_000_000), MAX_BODY_DEPTH)).toBe(true);
  });
});
