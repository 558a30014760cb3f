// The score table printed "-30" beside the analysis's "−5" (a player trial).
import { describe, expect, it } from '@jest/globals';
import { shownNumber, signedNumber } from './signed.js';

describe('numbers as the table prints them', () => {
  it('writes a negative number with the minus sign, not a hyphen', () => {
    expect(shownNumber(-30)).toBe('−30');
    expect(shownNumber(120)).toBe('120');
    expect(shownNumber(0)).toBe('0');
  });

  it('gives a score its sign', () => {
    expect(signedNumber(30)).toBe('+30');
    expect(signedNumber(-120)).toBe('−120');
    expect(signedNumber(0)).toBe('0');
  });
});
