/** How hard the `strong` level searches (strong.ts). */
export interface StrongOptions {
  /** Samples of the hidden cards (each tries every candidate). Default 40. */
  iterations?: number;
  /** Stop sampling after this many ms (needs `now`). Default 150 when `now` is given. */
  timeBudgetMs?: number;
  /** Samples drawn whatever the clock says (at most `iterations`). Default 1. */
  minIterations?: number;
  /** A clock in ms (e.g. performance.now); the bots have none of their own. */
  now?: () => number;
  /** Throw instead of falling back to `basic` when the knowledge cannot be sampled (tests). */
  strict?: boolean;
  /** Utility of winning (or minus, of losing) the game in a simulated deal. Default 300. */
  winBonus?: number;
}
