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
    // Names the query parser does not read as `ticket`, echoed all the same (an outside trial).
    ['/s?ticket%00=SECRET', '/s?ticket%00=REDACTED'],
    ['/s?ticket[]=SECRET', '/s?ticket[]=REDACTED'],
    ['/s?ticket%5B%5D=SECRET&x=1', '/s?ticket%5B%5D=REDACTED&x=1'],
    ['/s?%20Ticket=SECRET', '/s?%20Ticket=REDACTED'],
    // A token under any name, however it is escaped; words and numbers stay.
    ['/s?t=r32ch8IVnOVp5r7z-7ToYSpRi-ra_8MntamUFT5EhsQ', '/s?t=REDACTED'],
    ['/s?t=r32ch8IVnOVp5r7z%2D7ToYSpRi', '/s?t=REDACTED'],
    ['/s?lastSeq=12&presence=true', '/s?lastSeq=12&presence=true'],
    ['/s?name=an-ordinary-lowercase-name', '/s?name=an-ordinary-lowercase-name'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
