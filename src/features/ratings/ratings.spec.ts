import { describe, expect, it } from '@jest/globals';
import { ordinal, rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';
import { placesOf, type PlacedSeat } from './placements.js';
import { ordinalOf, rateGame, ratingView, START, PROVISIONAL_GAMES } from './rating-model.js';
import { playerMoves } from './rating-writes.js';

const close = (skills: { mu: number; sigma: number }[]) =>
  skills.map((s) => [Number(s.mu.toFixed(3)), Number(s.sigma.toFixed(3))]);

describe('the rating model (Weng-Lin, Plackett-Luce)', () => {
  it("gives the library's documented reference values (README, Artificial Ranking)", () => {
    // openskill's README: four new players ranked 4, 1, 3, 2.
    expect(close(rateGame([START, START, START, START], [4, 1, 3, 2]))).toEqual([
      [20.962, 8.084],
      [27.795, 8.264],
      [24.689, 8.084],
      [26.553, 8.18],
    ]);
    // And the README's ties, scores 37, 19, 37, 42 as ranks 2, 4, 2, 1.
    expect(close(rateGame([START, START, START, START], [2, 4, 2, 1]))).toEqual([
      [24.689, 8.18],
      [22.826, 8.18],
      [24.689, 8.18],
      [27.795, 8.264],
    ]);
    // README, Ranking: ordinal({ mu: 43.07, sigma: 2.42 }) is 35.81 (mu - 3 sigma).
    expect(ordinalOf({ mu: 43.07, sigma: 2.42 })).toBeCloseTo(35.81, 10);
    expect(START).toEqual({ mu: 25, sigma: 25 / 3 });
  });

  it('answers what the `openskill` package answers, for 3 and 4 seats, ties included', () => {
    // A seeded generator, so that a failure names a case that can be run again.
    let state = 0x2545f491;
    const next = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 32;
    };
    for (let game = 0; game < 2000; game++) {
      const n = next() < 0.5 ? 3 : 4;
      const skills = Array.from({ length: n }, () => ({
        mu: 5 + next() * 40,
        sigma: 0.5 + next() * 8,
      }));
      // Places 1..n drawn with repeats, so ties of two, three and all seats occur.
      const ranks = skills.map(() => 1 + Math.floor(next() * n));
      const theirs = rate(
        skills.map((s) => [rating(s)]),
        { rank: [...ranks], model: plackettLuce },
      ).map(([s]) => s);
      const ours = rateGame(skills, ranks);
      ours.forEach((s, i) => {
        expect(Math.abs(s.mu - theirs[i].mu)).toBeLessThan(1e-9);
        expect(Math.abs(s.sigma - theirs[i].sigma)).toBeLessThan(1e-9);
        expect(ordinalOf(s)).toBeCloseTo(ordinal(theirs[i]), 9);
      });
    }
    expect(START).toEqual({ mu: rating().mu, sigma: rating().sigma });
  });

  it('moves the winner up and the last down; a tie moves both alike', () => {
    const [first, second, third] = rateGame([START, START, START], [1, 2, 3]);
    expect(first.mu).toBeGreaterThan(25);
    expect(third.mu).toBeLessThan(25);
    expect(second.mu).toBeGreaterThan(third.mu);
    const tied = rateGame([START, START, START], [1, 1, 3]);
    expect(tied[0]).toEqual(tied[1]);
  });

  it(`is provisional before ${PROVISIONAL_GAMES} games`, () => {
    expect(ratingView(START, PROVISIONAL_GAMES - 1).provisional).toBe(true);
    expect(ratingView(START, PROVISIONAL_GAMES)).toEqual({
      mu: 25,
      sigma: 25 / 3,
      ordinal: 0,
      games: PROVISIONAL_GAMES,
      provisional: false,
    });
  });
});

describe('the finishing order', () => {
  const people = (n: number): PlacedSeat[] =>
    Array.from({ length: n }, (_, seat) => ({ seat, person: true, left: false }));

  it('orders by final totals; equal totals share a place', () => {
    expect(placesOf([1005, 640, 880], people(3), { reason: 'points', seat: null })).toEqual([
      1, 3, 2,
    ]);
    expect(placesOf([1000, 500, 500, 1000], people(4), null)).toEqual([1, 3, 3, 1]);
  });

  it('places a forfeit last, whatever its total', () => {
    expect(placesOf([900, 100, 400], people(3), { reason: 'forfeit', seat: 0 })).toEqual([3, 2, 1]);
  });

  it("places a seat whose player left last, and an abandoned game's people after the bots", () => {
    const seats = people(3).map((s) => (s.seat === 2 ? { ...s, left: true } : s));
    expect(placesOf([300, 100, 900], seats, { reason: 'points', seat: null })).toEqual([1, 2, 3]);
    const withBot = people(3).map((s) => (s.seat === 1 ? { ...s, person: false } : s));
    expect(placesOf([700, 100, 600], withBot, { reason: 'abandoned', seat: null })).toEqual([
      2, 1, 2,
    ]);
  });

  it('rates a computer player in two seats by both: beaten by a person in each, it loses', () => {
    // The trial's farm: a strong person, the bot second and last, eleven times over.
    let bot = { mu: 25, sigma: 25 / 3 };
    let person = { mu: 45, sigma: 2 };
    for (let game = 0; game < 11; game++) {
      const seats = [
        { playerId: 'person', ...person },
        { playerId: 'bot', ...bot },
        { playerId: 'bot', ...bot },
      ];
      const moved = playerMoves(seats, rateGame(seats, [1, 2, 3]));
      expect(moved.get('bot')!.mu).toBeLessThan(bot.mu);
      [bot, person] = [moved.get('bot')!, moved.get('person')!];
    }
    expect(bot.sigma).toBeLessThan(25 / 3);
  });
});
