import { describe, expect, it } from '@jest/globals';
import { EXPLANATION_CODES, because, explainInEnglish } from '../bots/explanation.js';
import { DECISION_LEVELS } from './index.js';
import { playGame } from './table.js';

describe('explanations', () => {
  it('gives every code an English sentence that uses its parameters', () => {
    expect(EXPLANATION_CODES.length).toBeGreaterThan(25);
    expect(explainInEnglish('lead_best_of_suit', { card: 'AH' })).toBe(
      'lead the ace of hearts, the best card of its suit',
    );
    expect(
      explainInEnglish('bid_simulated', {
        bid: 120,
        limit: 140,
        average: -5,
        passAverage: 3,
        samples: 40,
      }),
    ).toBe('bid 120 (ready to go to 140): -5 vs +3 for passing over 40 simulated deals');
  });

  it('keeps the reason and the explanation of one decision from one code', () => {
    const made = because('declare_marriage', { suit: 'H', value: 100, card: 'QH' });
    expect(made.explanation).toEqual({
      code: 'declare_marriage',
      params: { suit: 'H', value: 100, card: 'QH' },
    });
    expect(made.reason).toBe('declare the 100 marriage in hearts, leading the queen of hearts');
  });

  it('explains every decision of every level in whole deals by a known code', () => {
    const seen = new Set<string>();
    for (const level of DECISION_LEVELS) {
      playGame({
        seed: `explained-${level}`,
        levels: [level, level, 'basic'],
        // Few samples: the explanation of a decision does not depend on how many were drawn.
        options: { strong: { iterations: 4 }, expert: { iterations: 4 } },
        maxDeals: 3,
        onDecision: ({ reason, explanation }) => {
          expect(EXPLANATION_CODES).toContain(explanation.code);
          expect(reason).toBe(explainInEnglish(explanation.code, explanation.params as never));
          seen.add(explanation.code);
        },
      });
    }
    // Plays of the cards and bids were both explained (not one catch-all code).
    expect(seen.size).toBeGreaterThan(8);
  });
});
