// The `expert` level: the `strong` level's sampling of the hidden cards (bots/world.ts, consistent
// with everything the seat has seen: cards passed to it, the talon turned up, voids shown, marriages
// declared) and its candidates for every decision (bids, the cards to give, the contract, surrender,
// each card), but each sample is solved exactly from its contract on (solved-rollout.ts) instead of
// being played out by the `basic` policy: perfect-information Monte Carlo, as bridge's GIB does.

import type { Decision } from '../bots/decision.js';
import type { BotKnowledge } from '../bots/knowledge.js';
import type { Rng } from '../bots/rng.js';
import { strongDecide } from '../bots/strong.js';
import type { StrongOptions } from '../bots/strong-options.js';
import { SOLVED_ROLLOUT } from './solved-rollout.js';

/**
 * Samples per decision when no clock bounds them. A sample costs a solve per candidate (a full
 * deal's median 1.6 ms, bench/solver.ts), so with a clock the time budget ends sampling first.
 */
export const EXPERT_ITERATIONS = 24;
/** The default budget per decision with a clock: the p95 target is 200 ms (issue 29). */
export const EXPERT_BUDGET_MS = 100;
/**
 * Samples drawn even when the budget is spent. On a loaded machine a wall-clock budget left the
 * expert one or two samples a decision, and it won 18.6% of its games against two `strong`
 * against 43.8% with its samples (docs/performance-history.md); four cost a quiet machine
 * nothing, since a decision fits about twenty in its budget.
 */
export const EXPERT_MIN_ITERATIONS = 4;

export function expertDecide(k: BotKnowledge, rng: Rng, opts: StrongOptions = {}): Decision {
  const options: StrongOptions = {
    iterations: EXPERT_ITERATIONS,
    timeBudgetMs: EXPERT_BUDGET_MS,
    minIterations: EXPERT_MIN_ITERATIONS,
    ...opts,
  };
  // The solver values the declarer's points against both defenders together, but each defender
  // scores its own card points: a defender playing by it gave its points to the other defender
  // (in 276 deals against a strong declarer the expert defender took 8.3 points a deal, the strong
  // defender beside it 23.9; docs/performance-history.md). A defender's cards are chosen by
  // play-outs, which count every seat's points.
  if (k.deal?.phase === 'playing' && k.deal.declarer !== k.seat)
    return strongDecide(k, rng, options);
  return strongDecide(k, rng, options, SOLVED_ROLLOUT);
}
