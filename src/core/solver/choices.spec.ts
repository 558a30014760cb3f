import { describe, expect, it } from '@jest/globals';
import {
  apply,
  DEFAULT_RULES,
  legalActions,
  newGame,
  randomLegalAction,
  type Action,
  type GameState,
} from '../engine/index.js';
import { rng } from '../engine/testing.js';
import { dealStepsOf, type LoggedAction } from './analysis.js';
import { analyseChoices } from './choices.js';

/**
 * Deal 1 of game `seed` up to its contract phase, by random legal actions (no surrender, no
 * redeal), as the first state and the actions a replay takes.
 */
function toContract(seed: number) {
  const first = newGame({ rules: DEFAULT_RULES, seed: `choices-${seed}` });
  const random = rng(seed);
  const actions: LoggedAction[] = [];
  let state: GameState = first.state;
  while (state.deal!.phase !== 'contract') {
    const seat = state.deal!.turn;
    const legal = legalActions(state, seat).filter(
      (a) => a.type !== 'surrender' && a.type !== 'redeal',
    );
    const action = randomLegalAction(random, legal, 'uniform');
    actions.push({ seat, action });
    const result = apply(state, seat, action);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return { first, actions, state };
}

/** The deal's choices up to the contract `choose(range)` names, and the contract's range. */
function contractSteps(seed: number, choose: (min: number, max: number) => Action) {
  const { first, actions, state } = toContract(seed);
  const seat = state.deal!.turn;
  const range = legalActions(state, seat).find((a) => a.type === 'contract');
  if (range?.type !== 'contract') throw new Error('no contract range');
  const made = choose(range.min, range.max);
  const steps = dealStepsOf(first, [...actions, { seat, action: made }], 1, apply)!;
  return { range, steps };
}

/** The contract phase's choice alone, analysed (the auction's choices cost far more). */
function contractChoice(seed: number, choose: (min: number, max: number) => Action) {
  const { range, steps } = contractSteps(seed, choose);
  const [choice] = analyseChoices(steps.choices.slice(-1), `spec-${seed}`, { samples: 8 });
  return { range, choice };
}

describe('analyseChoices', () => {
  it('charges a contract named far above what the declarer can take', () => {
    let charged = 0;
    for (let seed = 1; seed <= 5; seed++) {
      const { range, choice } = contractChoice(seed, (_min, max) => ({
        type: 'contract',
        amount: max,
      }));
      expect(choice.action).toEqual({ type: 'contract', amount: range.max });
      expect(choice.lost).toBe(choice.bestValue - choice.value);
      expect(choice.lost).toBeGreaterThanOrEqual(0);
      if (choice.lost > 0) {
        charged++;
        expect(choice.best).not.toEqual(choice.action);
      }
    }
    expect(charged).toBeGreaterThanOrEqual(4);
  });

  it('charges a surrender where naming a contract scores more', () => {
    let charged = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const { choice } = contractChoice(seed, () => ({ type: 'surrender' }));
      expect(choice.action).toEqual({ type: 'surrender' });
      // Surrendering scores −contract in every sample; any contract made scores more.
      if (choice.best.type === 'contract') {
        expect(choice.lost).toBeGreaterThan(0);
        charged++;
      }
    }
    expect(charged).toBeGreaterThan(0);
  });

  it('weighs every choice of the deal: each bid or pass and the cards given, from the chooser’s view', () => {
    const { steps } = contractSteps(3, (min) => ({ type: 'contract', amount: min }));
    const choices = analyseChoices(steps.choices, 'spec-all', { samples: 3 });
    expect(choices.map((c) => c.action)).toEqual(steps.choices.map((s) => s.action));
    expect(choices.map((c) => c.seat)).toEqual(steps.choices.map((s) => s.seat));
    expect(choices.map((c) => c.index)).toEqual(choices.map((_, i) => i));
    expect(choices.some((c) => c.action.type === 'give')).toBe(true);
    for (const c of choices) {
      expect(c.samples).toBe(3);
      expect(c.bestValue).toBeGreaterThanOrEqual(c.value);
      if (c.lost === 0) expect(c.bestValue).toBe(c.value);
      // A seat sees only its own events: no other hand reaches a choice's knowledge.
      const step = steps.choices[c.index];
      for (const e of step.events) {
        if (e.type === 'deal_started') expect(Object.keys(e)).not.toContain('hands');
      }
    }
  });

  it('is repeatable from its seed, and keeps 3 samples a choice once its time is spent', () => {
    const { steps } = contractSteps(2, (min) => ({ type: 'contract', amount: min }));
    // The give and the contract: the declarer's choices.
    const choices = steps.choices.slice(-2);
    const once = analyseChoices(choices, 'repeat', { samples: 4 });
    expect(analyseChoices(choices, 'repeat', { samples: 4 })).toEqual(once);
    // A clock that has always run past the budget: the minimum, never more.
    let t = 0;
    const late = analyseChoices(choices, 'repeat', {
      samples: 12,
      budgetMs: 10,
      now: () => (t += 1000),
    });
    expect(late.map((c) => c.samples)).toEqual(late.map(() => 3));
  });
});
