import { describe, expect, it } from '@jest/globals';
import { bearerToken, newSeatToken, RANDOM_TOKEN } from './seat-token.js';

describe('bearerToken', () => {
  const token = newSeatToken();

  it('reads the token whatever the case of the scheme and however many spaces follow it', () => {
    for (const header of [
      `Bearer ${token}`,
      `bearer ${token}`,
      `BEARER ${token}`,
      `Bearer   ${token}`,
    ])
      expect({ header, token: bearerToken(header) }).toEqual({ header, token });
    expect(bearerToken(`Bearer player.${token}`)).toBe(`player.${token}`);
  });

  it('answers null without a header and malformed for anything but one bearer token', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('')).toBeNull();
    for (const header of [
      token,
      `Basic ${token}`,
      `Bearer`,
      `Bearer ${token} ${token}`,
      `Bearer${token}`,
      `Bearer ${token}\n`,
      `Bearer ${'a'.repeat(513)}`,
    ])
      expect({ header, token: bearerToken(header) }).toEqual({ header, token: 'malformed' });
  });

  it('makes tokens of 43 base64url characters', () => {
    expect(token).toMatch(RANDOM_TOKEN);
    expect(newSeatToken()).not.toBe(token);
  });
});
