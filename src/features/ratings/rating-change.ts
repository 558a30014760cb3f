// What a finished rated game did to one seat's rating, in the one shape both "My games"
// (GET /players/{id}/games) and the player stream's `game_finished` give it, built from one
// game_ratings row. Pure.
import { ordinalOf } from './rating-model.js';

export interface RatingPoint {
  mu: number;
  sigma: number;
  ordinal: number;
}

export interface RatingChange {
  pool: number;
  place: number;
  before: RatingPoint;
  after: RatingPoint;
  /** How much the game counted (src/core/table/rating-policy.ts): 0 not at all, 1 fully. */
  weight: number;
}

/** A game_ratings row, its columns by name. */
export interface GameRatingFields {
  pool: number;
  place: number;
  muBefore: number;
  sigmaBefore: number;
  muAfter: number;
  sigmaAfter: number;
  weight: number;
}

export const pointOf = (mu: number, sigma: number): RatingPoint => ({
  mu,
  sigma,
  ordinal: ordinalOf({ mu, sigma }),
});

export function ratingChangeOf(r: GameRatingFields): RatingChange {
  return {
    pool: r.pool,
    place: r.place,
    before: pointOf(r.muBefore, r.sigmaBefore),
    after: pointOf(r.muAfter, r.sigmaAfter),
    weight: r.weight,
  };
}
