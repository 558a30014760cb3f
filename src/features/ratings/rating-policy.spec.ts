import { describe, expect, it } from '@jest/globals';
import {
  ADDRESS_GAMES_FREE,
  repeatWeight,
  seatWeights,
  weighted,
  type SeatHistory,
} from './rating-policy.js';

const person = (over: Partial<SeatHistory> = {}): SeatHistory => ({
  person: true,
  quit: false,
  sharedGames: 0,
  addressGames: 0,
  personOpponent: true,
  ...over,
});

describe('the rating policy', () => {
  it('rates only the quitter of a game not played, at full weight', () => {
    expect(seatWeights(0, [person(), person({ quit: true }), person()])).toEqual([0, 1, 0]);
    expect(seatWeights(0, [person(), person(), person()])).toEqual([0, 0, 0]);
    // An abandoned game: every person quit; the computer player did not.
    const bot = person({ person: false, quit: false });
    expect(seatWeights(0, [person({ quit: true }), person({ quit: true }), bot])).toEqual([
      1, 1, 0,
    ]);
  });

  it('weighs repeats 1, 1/2, 1/3, then 0', () => {
    expect([0, 1, 2, 3, 9].map(repeatWeight)).toEqual([1, 1 / 2, 1 / 3, 0, 0]);
    const w = (sharedGames: number) => seatWeights(1, [person({ sharedGames })])[0];
    expect([0, 1, 2, 3].map(w)).toEqual([1, 1 / 2, 1 / 3, 0]);
  });

  it(`lets ${ADDRESS_GAMES_FREE} games a window from one address count fully, then less`, () => {
    const w = (addressGames: number) => seatWeights(1, [person({ addressGames })])[0];
    const free = Array.from({ length: ADDRESS_GAMES_FREE }, (_, i) => w(i));
    expect(free.every((x) => x === 1)).toBe(true);
    expect(w(ADDRESS_GAMES_FREE)).toBe(1 / 2);
    expect(w(ADDRESS_GAMES_FREE + 2)).toBe(0);
    // The larger of the two counts, not their sum.
    expect(seatWeights(1, [person({ sharedGames: 1, addressGames: ADDRESS_GAMES_FREE })])).toEqual([
      1 / 2,
    ]);
  });

  it('never lightens a penalty, and rates play among computer players fully', () => {
    expect(seatWeights(1, [person({ quit: true, sharedGames: 5 })])).toEqual([1]);
    expect(seatWeights(1, [person({ personOpponent: false, sharedGames: 5 })])).toEqual([1]);
    expect(seatWeights(1, [person({ person: false, sharedGames: 5 })])).toEqual([1]);
  });

  it('moves a rating part of the way by its weight', () => {
    const before = { mu: 25, sigma: 8 };
    const after = { mu: 29, sigma: 7 };
    expect(weighted(before, after, 1)).toEqual(after);
    expect(weighted(before, after, 0)).toEqual(before);
    expect(weighted(before, after, 0.5)).toEqual({ mu: 27, sigma: 7.5 });
  });
});
