// When a rated game counts, and how much (README "Players and ratings", docs/online-play.md
// "Rated games"): a farm of throwaway players must not move a rating. Pure: no Nest, Prisma,
// HTTP or clock.
import type { Skill } from './rating-model.js';

/** Whole deals (a redeal is none) that must be scored before a game is rated for everyone. */
export const DEALS_TO_COUNT = 1;
/** The window, in hours, over which earlier games with the same people or address are counted. */
export const REPEAT_WINDOW_HOURS = 24;
/** Rated games with other people a player plays at full weight from one creating address in the
 * window; later ones count less (a household or a club shares an address). */
export const ADDRESS_GAMES_FREE = 5;
/** From this many repeats on, a game does not count at all (weights 1, 1/2, 1/3, then 0). */
export const REPEATS_NOT_COUNTED = 3;

/** What the policy needs to know of a seat. */
export interface SeatHistory {
  /** A person plays it (not a computer player). */
  person: boolean;
  /** Its player quit: forfeited, left, or (a person) let the game be abandoned (placements.ts). */
  quit: boolean;
  /** Earlier rated games in the window this player shared with a person of this game. */
  sharedGames: number;
  /** Earlier rated games in the window, with another person, made from this game's creating address. */
  addressGames: number;
  /** Another person sits at this game. */
  personOpponent: boolean;
}

/** The weight of a game with `repeats` repeats: 1, 1/2, 1/3, then 0 (REPEATS_NOT_COUNTED). */
export function repeatWeight(repeats: number): number {
  return repeats >= REPEATS_NOT_COUNTED ? 0 : 1 / (1 + repeats);
}

/**
 * How much the game counts for each seat, 0 to 1.
 * - Not really played (fewer than DEALS_TO_COUNT deals scored): only those who quit are rated
 *   (down, at full weight); nobody gains from a game nobody played.
 * - Played: a quitter is rated at full weight (a penalty never wears off); a person with another
 *   person at the table counts less for each earlier game in the window with any of those people,
 *   and for each game with people from the same creating address past the first
 *   ADDRESS_GAMES_FREE, by the larger of the two; a person among computer players only, and a computer player, at full weight
 *   (nobody steers a computer player into losing).
 */
export function seatWeights(dealsPlayed: number, seats: readonly SeatHistory[]): number[] {
  if (dealsPlayed < DEALS_TO_COUNT) return seats.map((s) => (s.quit ? 1 : 0));
  return seats.map((s) => {
    if (s.quit || !s.person || !s.personOpponent) return 1;
    const pastFree = s.addressGames + 1 - ADDRESS_GAMES_FREE;
    return repeatWeight(Math.max(0, s.sharedGames, pastFree));
  });
}

/** A rating moved `weight` of the way from `before` to what the model gave (`after`). */
export function weighted(before: Skill, after: Skill, weight: number): Skill {
  if (weight >= 1) return { mu: after.mu, sigma: after.sigma };
  return {
    mu: before.mu + weight * (after.mu - before.mu),
    sigma: before.sigma + weight * (after.sigma - before.sigma),
  };
}
