// The rating model: Weng-Lin's Bayesian approximation with its Plackett-Luce model (Weng and Lin,
// "A Bayesian Approximation Method for Online Ranking", JMLR 12, 2011, algorithm 4), each seat a
// team of one, with OpenSkill's constants. Written here instead of imported from the `openskill`
// package: that package's ESM build loads all of Ramda (367 modules) and 60 `@stdlib` ones, about
// 20 MB of resident memory a process for a few lines of arithmetic (docs/performance-history.md,
// "The twenty-first session"). ratings.spec.ts checks this against `openskill` (a dev dependency).
// Pure: no Nest, Prisma, HTTP or clock.
import type { Skill } from '../../core/table/rating-policy.js';

/** A rating as the model keeps it: the mean and the spread of the skill's estimate. */
export type { Skill };

/** A new player's rating: mu 25, sigma 25/3 (OpenSkill's defaults). */
export const START: Skill = { mu: 25, sigma: 25 / 3 };

/** The performance noise around a skill: beta = sigma0 / 2. */
const BETA_SQUARED = (25 / 6) ** 2;
/** Added to every sigma before a game, so that a settled rating can still move: tau = mu0 / 300. */
const TAU_SQUARED = (25 / 300) ** 2;
/** The least share of its variance a rating keeps after one game. */
const KAPPA = 1e-4;
/** How many sigmas below mu the ranked (conservative) estimate lies. */
const Z = 3;

/**
 * A rating counts as provisional, and stays off the leaderboard, until the player has finished
 * this many rated games in the pool: with few games mu says little (sigma is still near 25/3).
 */
export const PROVISIONAL_GAMES = 10;

/** The conservative estimate players are ranked by: mu - 3 sigma (OpenSkill's `ordinal`). */
export function ordinalOf(skill: Skill): number {
  return skill.mu - Z * skill.sigma;
}

/**
 * The ratings after one game, each seat a team of one: `ranks[i]` is seat i's place (1 first;
 * equal places are ties). Answers the new ratings in the seats' order.
 */
export function rateGame(skills: readonly Skill[], ranks: readonly number[]): Skill[] {
  const n = skills.length;
  const variance = skills.map((s) => s.sigma * s.sigma + TAU_SQUARED);
  const c = Math.sqrt(variance.reduce((sum, v) => sum + v + BETA_SQUARED, 0));
  const strength = skills.map((s) => Math.exp(s.mu / c));
  // For each seat q: the strengths of everyone placed with or below q (those q "beat" in the
  // Plackett-Luce order), and how many share q's place (a tie splits q's term among them).
  const below = ranks.map((rq) =>
    strength.reduce((sum, e, i) => (ranks[i] >= rq ? sum + e : sum), 0),
  );
  const sharing = ranks.map((rq) => ranks.filter((r) => r === rq).length);
  return skills.map((skill, i) => {
    let omega = 0;
    let delta = 0;
    for (let q = 0; q < n; q++) {
      if (ranks[q] > ranks[i]) continue;
      const p = strength[i] / below[q];
      omega += ((i === q ? 1 : 0) - p) / sharing[q];
      delta += (p * (1 - p)) / sharing[q];
    }
    const v = variance[i];
    const gamma = Math.sqrt(v) / c;
    return {
      mu: skill.mu + (v / c) * omega,
      sigma: Math.sqrt(v) * Math.sqrt(Math.max(1 - (v / (c * c)) * gamma * delta, KAPPA)),
    };
  });
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
