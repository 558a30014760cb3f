// Strategies: given a seat's view, one of its legalActions with its choices made (an amount, two
// transfers, a card), as POST /actions takes it. Pluggable: new ReferenceBot({ strategy }).
// The choices are made by the repository's engine (src/core/engine/random-move.ts); a bot outside
// the repository copies that file or makes its own.
import type { components } from '../../test/client/schema.js';
import { randomLegalAction, type LegalAction } from '../../src/core/engine/index.js';

export type GameView = components['schemas']['GameViewDto'];
export type Action = components['schemas']['Action'];
export type Strategy = (view: GameView, random: () => number) => Action;

const legal = (view: GameView) => view.legalActions as unknown as LegalAction[];

/** Any legal move, uniformly. */
export const randomStrategy: Strategy = (view, random) =>
  randomLegalAction(random, legal(view), 'uniform') as Action;

/**
 * A cautious player: never raises the auction (passes whenever it may), and otherwise plays as the
 * engine's "flowing" random player does (it follows suit sensibly and takes contracts low).
 */
export const simpleStrategy: Strategy = (view, random) => {
  if (view.legalActions.some((a) => a.type === 'pass')) return { type: 'pass' } as Action;
  return randomLegalAction(random, legal(view), 'flowing') as Action;
};

export const STRATEGIES: Record<string, Strategy> = {
  random: randomStrategy,
  simple: simpleStrategy,
};
