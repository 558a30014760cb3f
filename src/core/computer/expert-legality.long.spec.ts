import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULES, type Rules } from '../engine/index.js';
import { playGame } from './table.js';
import { RULE_VARIANTS } from '../expert/testing.js';

describe('the expert level', () => {
  it('makes only legal decisions in 10,000 positions across the rule variants', () => {
    // One sample per decision: every path of the search is taken (auction, give, contract,
    // surrender, every card) at a cost of about 10 ms a decision; playGame throws on a move the
    // engine refuses, and `strict` on knowledge the expert could not sample.
    let decisions = 0;
    let deals = 0;
    for (let g = 0; decisions < 10_000; g++) {
      const rules: Rules = { ...DEFAULT_RULES, ...RULE_VARIANTS[g % RULE_VARIANTS.length] };
      const run = playGame({
        seed: `expert-legal/${g}`,
        levels: Array.from({ length: rules.players }, (_, i) => (i % 3 === 1 ? 'basic' : 'expert')),
        rules,
        maxDeals: 12,
        options: { expert: { iterations: 1, strict: true } },
        onDecision: (d) => {
          if (d.level === 'expert') decisions++;
        },
      });
      deals += run.deals;
    }
    expect(decisions).toBeGreaterThanOrEqual(10_000);
    expect(deals).toBeGreaterThan(300);
  });
});
