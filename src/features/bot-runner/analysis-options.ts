import { performance } from 'node:perf_hooks';
import type { ChoiceOptions } from '../../core/solver/choices.js';

/**
 * How hard a deal's analysis weighs its choices (solver/choices.ts): 12 sampled deals per choice,
 * but no more than 1.5 s of sampling in all, so that the analysis (its play takes a few hundred ms
 * more) ends well inside DECISION_TIMEOUT_MS (5 s by default) on a busy decision worker.
 */
export const CHOICE_OPTIONS: ChoiceOptions = {
  samples: 12,
  budgetMs: 1500,
  now: () => performance.now(),
};
