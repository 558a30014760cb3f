// The solver against an independent slow search (alpha-beta over the engine's legalActions and
// apply, no table, no move ordering: src/core/solver/testing.ts) on 100 deals. Full deals are out of
// that search's reach in a normal suite (measured here: ~5 s a deal from after the second trick,
// ~0.8 s from after the third), so each deal is taken from after its fourth trick; the solver
// itself is checked from the first card by its table-on/table-off and principal-variation
// properties, and by bench/solver.ts on full deals.

import { describe, expect, it } from '@jest/globals';
import { canReach, solve } from './index.js';
import { randomPosition, slowSearch } from './testing.js';

describe('solver on 100 deals', () => {
  it('equals the slow search over the engine from after the fourth trick', () => {
    for (let seed = 10_000; seed < 10_100; seed++) {
      const state = randomPosition(seed, 4);
      expect({ seed, value: solve(state).value }).toEqual({ seed, value: slowSearch(state) });
    }
  });

  it('gives full deals the same value with the table on and off, and canReach agrees', () => {
    for (let seed = 20_000; seed < 20_010; seed++) {
      const state = randomPosition(seed, 1);
      const { value } = solve(state);
      expect({ seed, value: solve(state, { table: false }).value }).toEqual({ seed, value });
      expect(canReach(state, value)).toBe(true);
      expect(canReach(state, value + 1)).toBe(false);
    }
  });
});
