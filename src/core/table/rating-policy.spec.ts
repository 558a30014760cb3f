import { describe, expect, it } from '@jest/globals';
import {
  ADDRESS_GAMES_FREE,
  establishes,
  NEWCOMER_GAMES,
  newcomer,
  repeatWeight,
  seatWeights,
  weighted,
  type SeatHistory,
} from './rating-policy.js';

const person = (over: Partial<SeatHistory> = {}): SeatHistory => ({
  person: true,
  botAccount: false,
  unfitComputer: false,
  quit: false,
  sharedGames: 0,
  addressGames: 0,
  personOpponent: true,
  newcomerOpponent: false,
  newcomerGames: 0,
  newcomer: false,
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

  it(`holds a person a newcomer until ${NEWCOMER_GAMES} games played; a computer player never`, () => {
    expect(newcomer(true, 0)).toBe(true);
    expect(newcomer(true, NEWCOMER_GAMES - 1)).toBe(true);
    expect(newcomer(true, NEWCOMER_GAMES)).toBe(false);
    expect(newcomer(false, 0)).toBe(false);
  });

  it('counts games with newcomers as repeats with one person, whoever the newcomers were', () => {
    const w = (newcomerGames: number, newcomerOpponent = true) =>
      seatWeights(1, [person({ newcomerGames, newcomerOpponent })])[0];
    expect([0, 1, 2, 3, 7].map((n) => w(n))).toEqual([1, 1 / 2, 1 / 3, 0, 0]);
    // Without a newcomer at this table, earlier games with newcomers do not matter.
    expect(w(7, false)).toBe(1);
    // The largest of the three counts, not their sum.
    const all = person({ sharedGames: 1, addressGames: ADDRESS_GAMES_FREE, newcomerGames: 1 });
    expect(seatWeights(1, [{ ...all, newcomerOpponent: true }])).toEqual([1 / 2]);
    // A throwaway's quit still costs it in full (a full-weight game for the table's computer
    // player too, as any quit); the farmer gains nothing.
    const computer = person({ person: false });
    const farmer = person({ newcomerOpponent: true, newcomerGames: 3 });
    expect(seatWeights(1, [farmer, person({ quit: true }), computer])).toEqual([0, 1, 1]);
  });

  it('never lightens a penalty, and rates play among computer players fully', () => {
    expect(seatWeights(1, [person({ quit: true, sharedGames: 5 })])).toEqual([1]);
    expect(seatWeights(1, [person({ personOpponent: false, sharedGames: 5 })])).toEqual([1]);
    const alone = person({ personOpponent: false });
    expect(seatWeights(1, [alone, person({ person: false }), person({ person: false })])).toEqual([
      1, 1, 1,
    ]);
  });

  it('moves a computer player no more than the most its people moved', () => {
    const computer = person({ person: false, personOpponent: true });
    const repeat = (sharedGames: number) => person({ sharedGames });
    expect(seatWeights(1, [repeat(1), repeat(2), computer])).toEqual([1 / 2, 1 / 3, 1 / 2]);
    // Two people who farm each other at weight 0 do not steer it.
    expect(seatWeights(1, [repeat(3), repeat(4), computer])).toEqual([0, 0, 0]);
    // A quitter's penalty is a full-weight game for the table.
    expect(seatWeights(1, [repeat(3), person({ quit: true, sharedGames: 3 }), computer])).toEqual([
      0, 1, 1,
    ]);
  });

  // Throwaway players that only passed against `basic` pumped it from mu 25 to 46.9, and a second
  // place above one of its seats was then worth four points (attack report of 2026-12-06).
  it("moves a computer player by its established people only, never by a newcomer's game", () => {
    const computer = person({ person: false });
    const fresh = person({ newcomer: true, personOpponent: false });
    expect(seatWeights(1, [fresh, computer, computer])).toEqual([1, 0, 0]);
    // Nor by a newcomer's quit: its own penalty stays whole.
    expect(seatWeights(1, [{ ...fresh, quit: true }, computer, computer])).toEqual([1, 0, 0]);
    // An established person at the table moves it as before, the newcomer's weight aside.
    const regular = person({ newcomerOpponent: true, newcomerGames: 1 });
    const newcomer = person({ newcomer: true });
    expect(seatWeights(1, [regular, newcomer, computer])).toEqual([1 / 2, 1, 1 / 2]);
  });

  it('establishes a person by games with another person only, that counted and it did not quit', () => {
    expect(establishes(person(), 1)).toBe(true);
    expect(establishes(person(), 1 / 3)).toBe(true);
    // Ten pass-only games against computer players established a script in three minutes.
    expect(establishes(person({ personOpponent: false }), 1)).toBe(false);
    expect(establishes(person({ quit: true }), 1)).toBe(false);
    expect(establishes(person(), 0)).toBe(false);
    expect(establishes(person({ person: false }), 1)).toBe(false);
  });

  it('counts no gain at a table a rated game no longer takes (core/table/rated-computers.ts)', () => {
    const alone = { personOpponent: false };
    const random = person({ person: false, unfitComputer: true });
    const basic = person({ person: false });
    expect(seatWeights(3, [person(alone), random, random])).toEqual([0, 0, 0]);
    expect(seatWeights(3, [person(alone), basic, random])).toEqual([0, 0, 0]);
    // A bot account among computer players: neither it nor they move, but a quitter pays.
    const bot = (over = {}) => person({ ...alone, botAccount: true, ...over });
    expect(seatWeights(3, [bot(), basic, basic])).toEqual([0, 0, 0]);
    expect(seatWeights(3, [bot({ quit: true }), basic, basic])).toEqual([1, 0, 0]);
    // Bot accounts among themselves are rated as before.
    expect(
      seatWeights(
        3,
        [bot(), bot({ sharedGames: 1 })].map((b) => ({ ...b, personOpponent: true })),
      ),
    ).toEqual([1, 1 / 2]);
  });

  it('moves a rating part of the way by its weight', () => {
    const before = { mu: 25, sigma: 8 };
    const after = { mu: 29, sigma: 7 };
    expect(weighted(before, after, 1)).toEqual(after);
    expect(weighted(before, after, 0)).toEqual(before);
    expect(weighted(before, after, 0.5)).toEqual({ mu: 27, sigma: 7.5 });
  });
});
