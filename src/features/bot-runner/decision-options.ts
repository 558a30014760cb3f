import { performance } from 'node:perf_hooks';
import type { BotOptions } from '../../core/computer/index.js';
import { EXPERT_BUDGET_MS } from '../../core/expert/expert.js';

/**
 * How hard the levels search on the decision workers. The expert stops sampling after its time
 * budget, so a loaded worker gives a decision on time from fewer samples instead of a late one
 * (issue 29: p95 ≤ 200 ms); `strong` keeps its fixed 40 samples (54-77 ms), as before.
 */
export const DECISION_OPTIONS: BotOptions = {
  expert: { timeBudgetMs: EXPERT_BUDGET_MS, now: () => performance.now() },
};
