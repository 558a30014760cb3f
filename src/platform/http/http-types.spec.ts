import { describe, expect, it } from '@jest/globals';
import { redactedUrl } from './http-types.js';

describe('redactedUrl', () => {
  it.each([
    ['/api/v1/games/g/stream', '/api/v1/games/g/stream'],
    ['/api/v1/games/g/stream?after=3', '/api/v1/games/g/stream?after=3'],
    ['/s?ticket=SECRET', '/s?ticket=REDACTED'],
    ['/s?after=3&ticket=SECRET&x=1', '/s?after=3&ticket=REDACTED&x=1'],
    ['/s?ticket=SECRET&ticket=OTHER', '/s?ticket=REDACTED&ticket=REDACTED'],
    ['/s?%74icket=SECRET', '/s?%74icket=REDACTED'],
    ['/s?Ticket=SECRET', '/s?Ticket=REDACTED'],
    ['/s?ticket', '/s?ticket=REDACTED'],
    ['/s?%E0%A4%A=1&ticket=SECRET', '/s?%E0%A4%A=1&ticket=REDACTED'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
