import { describe, expect, it } from '@jest/globals';
import { apply } from './apply.js';
import { newGame } from './game.js';
import { currentTurn, legalActions } from './legal.js';
import { randomLegalAction, trickContextOf, type RandomStyle } from './random-move.js';
import { DEFAULT_RULES } from './rules.js';
import { rng } from './testing.js';

describe('randomLegalAction', () => {
  it.each<RandomStyle>(['uniform', 'flowing'])(
    '%s: every choice is accepted, the same seed makes the same choice, and every kind occurs',
    (style) => {
      const kinds = new Set<string>();
      for (let g = 0; g < 40; g++) {
        let state = newGame({
          rules: { ...DEFAULT_RULES, aceMarriage: true },
          seed: `rm${g}`,
        }).state;
        const random = rng(g);
        for (let i = 0; i < 200 && currentTurn(state) !== null; i++) {
          const seat = currentTurn(state)!;
          const legal = legalActions(state, seat);
          const action = randomLegalAction(random, legal, style, trickContextOf(state));
          const again = randomLegalAction(rng(i), legal, style, trickContextOf(state));
          expect(randomLegalAction(rng(i), legal, style, trickContextOf(state))).toEqual(again);
          const result = apply(state, seat, action);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          kinds.add(action.type === 'play' && action.declareMarriage ? 'marriage' : action.type);
          state = result.state;
        }
      }
      expect([...kinds].sort()).toEqual(
        ['bid', 'contract', 'give', 'marriage', 'pass', 'play', 'redeal', 'surrender'].sort(),
      );
    },
  );

  it('refuses to choose from no legal action', () => {
    expect(() => randomLegalAction(rng(1), [], 'uniform')).toThrow(/no legal action/);
  });
});
