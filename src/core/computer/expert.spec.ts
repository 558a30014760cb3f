import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULES, type Rules } from '../engine/index.js';
import { isBotLevel, type BotOptions, type DecisionLevel } from './index.js';
import { createRng } from '../bots/rng.js';
import { playGame } from './table.js';
import { randomPosition } from '../solver/testing.js';
import { valueOf } from '../solver/index.js';
import { EXPERT_MIN_ITERATIONS } from '../expert/expert.js';
import { SOLVED_ROLLOUT, solvedOutcome } from '../expert/solved-rollout.js';
import { RULE_VARIANTS } from '../expert/testing.js';

describe('the expert level', () => {
  it('is a bot level', () => {
    expect(isBotLevel('expert')).toBe(true);
  });

  it('makes legal decisions in every rule variant (10,000 positions: expert-legality.long.spec)', () => {
    let decisions = 0;
    RULE_VARIANTS.forEach((variant, g) => {
      const rules: Rules = { ...DEFAULT_RULES, ...variant };
      playGame({
        seed: `expert-variant/${g}`,
        levels: Array.from({ length: rules.players }, () => 'expert'),
        rules,
        maxDeals: 1,
        options: { expert: { iterations: 1, strict: true } },
        onDecision: () => decisions++,
      });
    });
    expect(decisions).toBeGreaterThan(100);
  });

  it('scores a solved sample as the engine scores the deal: ± the contract by the solver’s value', () => {
    for (let seed = 0; seed < 40; seed++) {
      const state = randomPosition(seed, 2);
      const deal = state.deal!;
      const declarer = deal.declarer!;
      const value = valueOf(state);
      const outcome = solvedOutcome(state, value);
      expect(outcome.points[declarer]).toBe(value);
      const taken = deal.active.reduce((sum, s) => sum + deal.points[s], 0);
      for (const s of deal.active) {
        if (s === declarer) continue;
        // A defender keeps what it took and its marriages, and gets at most half of what is left.
        const married = deal.marriages.filter((m) => m.seat === s).reduce((a, m) => a + m.value, 0);
        const gain = outcome.points[s] - deal.points[s] - married;
        expect(gain).toBeGreaterThanOrEqual(0);
        expect(gain).toBeLessThanOrEqual((120 - taken) / 2);
      }
      // No win bonus: the declarer's utility is its own ±contract less the others' average.
      const u = SOLVED_ROLLOUT.utility(state, declarer, createRng('u'), 0);
      const contract = deal.contract!;
      const others = deal.active.filter((s) => s !== declarer);
      if (value >= contract) expect(u).toBeGreaterThan(contract - 120);
      else expect(u).toBeLessThan(-contract + 1);
      expect(others).toHaveLength(2);
    }
  });

  it('draws its minimum of samples when its time budget is spent at once (a loaded machine)', () => {
    /** Samples behind each searched decision of one deal, with a clock that jumps 1 s a reading. */
    const samplesWith = (options: BotOptions['expert']) => {
      let t = 0;
      const counts = new Set<unknown>();
      playGame({
        seed: 'expert-late',
        levels: ['expert', 'expert', 'expert'],
        maxDeals: 1,
        options: { expert: { ...options, now: () => (t += 1000), strict: true } },
        onDecision: ({ explanation }) => {
          const params = explanation.params as { samples?: number };
          if (params.samples !== undefined) counts.add(params.samples);
        },
      });
      return [...counts];
    };
    expect(samplesWith({})).toEqual([EXPERT_MIN_ITERATIONS]);
    expect(EXPERT_MIN_ITERATIONS).toBeGreaterThan(1);
    // Without the floor the same clock leaves one sample a decision.
    expect(samplesWith({ minIterations: 1 })).toEqual([1]);
  });

  it('outscores the basic level, deal for deal, on the same cards', () => {
    // Seats rotated over the same deck seeds; deterministic (a fixed number of samples, no clock).
    const perDeal: Record<string, number[]> = { expert: [], basic: [] };
    // (With 'basic' in the expert's seat too, the two means are equal and this fails.)
    for (let g = 0; g < 3; g++) {
      const levels: DecisionLevel[] = ['basic', 'basic', 'basic'];
      levels[g] = 'expert';
      const run = playGame({
        seed: 'expert-vs-basic',
        levels,
        maxDeals: 4,
        options: { expert: { iterations: 2, strict: true } },
      });
      run.totals.forEach((t, seat) => perDeal[levels[seat]].push(t / run.deals));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(perDeal.expert)).toBeGreaterThan(mean(perDeal.basic) + 10);
  });
});
