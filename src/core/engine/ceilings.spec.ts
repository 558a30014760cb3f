import { describe, expect, it } from '@jest/globals';
import type { Card, Seat } from './cards.js';
import { apply, type Action } from './apply.js';
import { legalActions } from './legal.js';
import type { Rules } from './rules.js';
import type { GameState } from './state.js';
import { run, scenario } from './testing.js';

// docs/rules.md#bid-ceiling and #contract. Dealer 2: seat 0 opens, seat 1 chooses first.
const code = (state: GameState, seat: Seat, action: Action) => {
  const r = apply(state, seat, action);
  return r.ok ? 'accepted' : r.error.code;
};
const bidRangeOf = (state: GameState, seat: Seat) =>
  legalActions(state, seat).find((a) => a.type === 'bid');

// Seat 1 holds four aces and no king-queen pair.
const FOUR_ACES: Card[][] = [[], ['AS', 'AC', 'AD', 'AH', '9S', 'JS', 'JC']];

describe('four aces raise the bid ceiling through bidding (ace marriage variant)', () => {
  it.each<[string, Partial<Rules>, number, [number, string][]]>([
    [
      'ace marriage off: four aces are no marriage, 120 at most',
      {},
      120,
      [
        [125, 'bid_above_120_needs_marriage'],
        [120, 'accepted'],
      ],
    ],
    [
      'ace marriage on: they lift the 120 ceiling to 600',
      { aceMarriage: true },
      600,
      [
        [605, 'bid_above_cap'],
        [600, 'accepted'],
        [125, 'accepted'],
      ],
    ],
    [
      'ace marriage on, capped variant: 120 + 200',
      { aceMarriage: true, bidCap: 'capped_by_marriages' },
      320,
      [
        [325, 'bid_above_cap'],
        [320, 'accepted'],
      ],
    ],
  ])('%s', (_name, rules, max, attempts) => {
    const state = scenario({ rules, hands: FOUR_ACES }).state;
    expect(bidRangeOf(state, 1)).toEqual({ type: 'bid', min: 105, max, step: 5 });
    for (const [amount, expected] of attempts) {
      expect([amount, code(state, 1, { type: 'bid', amount })]).toEqual([amount, expected]);
    }
  });
});

describe('contract steps under the step-10 variant', () => {
  // Seat 0 holds the hearts and diamonds marriages and plays at 100 after two passes.
  const HANDS: Card[][] = [['KH', 'QH', 'KD', 'QD', 'AS', '10S', 'AC']];
  const toContract = () =>
    run(scenario({ rules: { bidStep: 10 }, hands: HANDS, talon: ['10C', 'JC', '9C'] }).state, [
      { seat: 1, action: { type: 'pass' } },
      { seat: 2, action: { type: 'pass' } },
      {
        seat: 0,
        action: {
          type: 'give',
          transfers: [
            { toSeat: 1, card: '9C' },
            { toSeat: 2, card: 'JC' },
          ],
        },
      },
    ]).state;

  it('offers the range in steps of 10 and refuses amounts between the steps', () => {
    const state = toContract();
    expect(legalActions(state, 0)).toContainEqual({
      type: 'contract',
      min: 100,
      max: 400,
      step: 10,
    });
    expect(code(state, 0, { type: 'contract', amount: 105 })).toBe('contract_not_multiple_of_step');
    expect(code(state, 0, { type: 'contract', amount: 125 })).toBe('contract_not_multiple_of_step');
    expect(code(state, 0, { type: 'contract', amount: 90 })).toBe('contract_too_low');
    expect(code(state, 0, { type: 'contract', amount: 110 })).toBe('accepted');
    expect(code(state, 0, { type: 'contract', amount: 400 })).toBe('accepted');
  });

  it('bids too go in steps of 10', () => {
    const state = scenario({ rules: { bidStep: 10 }, hands: HANDS }).state;
    expect(code(state, 1, { type: 'bid', amount: 105 })).toBe('bid_not_multiple_of_step');
    expect(code(state, 1, { type: 'bid', amount: 110 })).toBe('accepted');
  });
});
