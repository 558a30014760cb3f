// The rating model: Weng-Lin (OpenSkill) with its Plackett-Luce model, through the `openskill`
// library, for free-for-all tables of 3 or 4. Pure: no Nest, Prisma, HTTP or clock.
import { ordinal, rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';
import type { Skill } from '../../core/table/rating-policy.js';

/** A rating as the model keeps it: the mean and the spread of the skill's estimate. */
export type { Skill };

/** A new player's rating: the library's defaults (mu 25, sigma 25/3). */
export const START: Skill = { mu: rating().mu, sigma: rating().sigma };

/**
 * A rating counts as provisional, and stays off the leaderboard, until the player has finished
 * this many rated games in the pool: with few games mu says little (sigma is still near 25/3).
 */
export const PROVISIONAL_GAMES = 10;

/** The conservative estimate players are ranked by: mu - 3 sigma (the library's `ordinal`). */
export function ordinalOf(skill: Skill): number {
  return ordinal(skill);
}

/**
 * The ratings after one game, each seat a team of one: `ranks[i]` is seat i's place (1 first;
 * equal places are ties). Answers the new ratings in the seats' order.
 */
export function rateGame(skills: readonly Skill[], ranks: readonly number[]): Skill[] {
  const teams = skills.map((s) => [rating({ mu: s.mu, sigma: s.sigma })]);
  const rated = rate(teams, { rank: [...ranks], model: plackettLuce });
  return rated.map(([s]) => ({ mu: s.mu, sigma: s.sigma }));
}

/** What a player is shown of a rating in a pool. */
export interface RatingView {
  mu: number;
  sigma: number;
  ordinal: number;
  games: number;
  provisional: boolean;
}

export function ratingView(skill: Skill, games: number): RatingView {
  return {
    mu: skill.mu,
    sigma: skill.sigma,
    ordinal: ordinalOf(skill),
    games,
    provisional: games < PROVISIONAL_GAMES,
  };
}
