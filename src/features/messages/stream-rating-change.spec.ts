import { describe, expect, it } from '@jest/globals';
import { ratingChangeOf } from '../ratings/rating-change.js';
import { currentPayload, streamRatingChangeOf } from './stream-rating-change.js';

const ROW = {
  pool: 4,
  place: 2,
  muBefore: 25,
  sigmaBefore: 25 / 3,
  muAfter: 26.5,
  sigmaAfter: 7.9,
  weight: 0.5,
};

/** A `game_finished` as the stream stored it before its rating change had a place and a weight. */
const stored = {
  kind: 'game_finished',
  seq: 7,
  gameId: 'g',
  seat: 1,
  at: '2026-12-02T10:00:00.000Z',
  winner: 0,
  result: { reason: 'points', seat: null },
  ratingChange: {
    pool: 4,
    muBefore: 25,
    sigmaBefore: 25 / 3,
    muAfter: 26.5,
    sigmaAfter: 7.9,
    ordinalBefore: 25 - 25,
    ordinalAfter: 26.5 - 3 * 7.9,
  },
};

describe("a game_finished's rating change", () => {
  it("is My games' change of the same row, with the deprecated flat fields beside", () => {
    const change = streamRatingChangeOf(ROW);
    const { muBefore, sigmaBefore, muAfter, sigmaAfter, ordinalBefore, ordinalAfter, ...rest } =
      change;
    expect(rest).toEqual(ratingChangeOf(ROW));
    expect([muBefore, sigmaBefore, ordinalBefore]).toEqual([
      change.before.mu,
      change.before.sigma,
      change.before.ordinal,
    ]);
    expect([muAfter, sigmaAfter, ordinalAfter]).toEqual([
      change.after.mu,
      change.after.sigma,
      change.after.ordinal,
    ]);
  });

  it('is brought up to that shape when stored flat: before/after from it, place and weight from the row', () => {
    const current = currentPayload(stored, { place: 2, weight: 0.5 });
    expect(current).toEqual({ ...stored, ratingChange: streamRatingChangeOf(ROW) });
  });

  it('leaves a message in the current shape, an unrated game and other kinds as stored', () => {
    const fresh = { ...stored, ratingChange: streamRatingChangeOf(ROW) };
    expect(currentPayload(fresh, { place: 4, weight: 0 })).toBe(fresh);
    const unrated = { ...stored, ratingChange: null };
    expect(currentPayload(unrated, null)).toBe(unrated);
    const turn = { kind: 'your_turn', seq: 3, ratingChange: stored.ratingChange };
    expect(currentPayload(turn, { place: 1, weight: 1 })).toBe(turn);
  });
});
