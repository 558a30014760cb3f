// Starting a game and rebuilding one from its action log.

import type { Card, Seat } from './cards.js';
import { apply, type Action } from './apply.js';
import { assertFullDeck, startDeal } from './deal.js';
import type { GameEvent } from './events.js';
import { drawBelow, seedPrng } from './prng.js';
import type { Rules } from './rules.js';
import type { ScoreTable } from './score-types.js';
import type { GameState } from './state.js';

export interface NewGameOptions {
  rules: Rules;
  /** Keep it secret and unguessable (e.g. 32 random bytes): every deck follows from it. */
  seed: string;
  /**
   * Test-only: decks for deals 1..n (see testing.ts). newGame deals the first from `decks[0]`; the
   * state does not keep the list, so later deals come from it only through `applyStacked`.
   */
  decks?: Card[][];
  /** Test-only: the first dealer instead of the one drawn from the seed. */
  firstDealer?: Seat;
}

export function newGame(opts: NewGameOptions): { state: GameState; events: GameEvent[] } {
  const { rules, seed } = opts;
  const players = rules.players;
  for (const deck of opts.decks ?? []) assertFullDeck(deck);
  const drawn = drawBelow(seedPrng(seed), [players]);
  const firstDealer = opts.firstDealer ?? drawn.values[0];
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= players) {
    throw new Error(`firstDealer must be a seat 0..${players - 1}`);
  }
  const initial: GameState = {
    engine: 1,
    rules: { ...rules },
    players,
    prng: drawn.prng,
    status: 'playing',
    winner: null,
    dealNumber: 0,
    totals: Array.from({ length: players }, () => 0),
    bolts: Array.from({ length: players }, () => 0),
    barrel: Array.from({ length: players }, () => null),
    table: [],
    deal: null,
    proofs: [],
    previousDeal: null,
  };
  const dealt = startDeal(initial, 1, firstDealer, opts.decks?.[0] ?? null);
  return {
    state: dealt.state,
    events: [{ type: 'game_started', players, rules: { ...rules }, firstDealer }, dealt.event],
  };
}

/** Rebuilds a game from its options and action log; throws only if a stored action is refused. */
export function replay(
  opts: NewGameOptions,
  actions: readonly { seat: Seat; action: Action }[],
): GameState {
  let state = newGame(opts).state;
  actions.forEach(({ seat, action }, i) => {
    const result = apply(state, seat, action);
    if (!result.ok) {
      throw new Error(`action ${i} (seat ${seat}, ${action.type}) refused: ${result.error.code}`);
    }
    state = result.state;
  });
  return state;
}

export function scoreTable(state: GameState): ScoreTable {
  return { rows: state.table, totals: state.totals.slice(), winner: state.winner };
}
