// Test-only helpers shared by the specs, the e2e tests and the benchmark: a tiny seeded generator
// for random-move.ts, stacked decks and a scenario driver. Nothing in the service imports this,
// and the production build leaves it out.
//
// Stacked decks never enter the game state (which the service stores): a caller that wants
// stacked deals holds the list and hands it to every call, as `newGame({ decks })` and
// `applyStacked` do.

import { ALL_CARDS, type Card, type Seat } from './cards.js';
import { apply, type Action } from './apply.js';
import { assertFullDeck, restackDeal } from './deal.js';
import type { GameEvent } from './events.js';
import { HAND_SIZE, TALON_START } from './fairness.js';
import { newGame } from './game.js';
import { DEFAULT_RULES, type Rules } from './rules.js';
import { currentTurn, legalActions } from './legal.js';
import { randomLegalAction, trickContextOf } from './random-move.js';
import { accept, type ApplyResult } from './result.js';
import type { GameState } from './state.js';

/** The cut's secret derivations (cut.ts), for tests that check those secrets never leak. */
export { masterOf, serverSeedOf } from './cut.js';

// Read once: specs call the generator millions of times, and under Jest each read of a global goes
// through the sandbox's interceptor (docs/performance-history.md).
const { imul } = Math;

/** mulberry32: fast and good enough to pick moves; never used for dealing. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Step {
  seat: Seat;
  action: Action;
}

/** Applies scripted steps, throwing with the refusal code if any is refused. */
export function run(
  state: GameState,
  steps: readonly Step[],
): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const { seat, action } of steps) {
    const result = apply(state, seat, action);
    if (!result.ok)
      throw new Error(`${JSON.stringify(action)} by seat ${seat}: ${result.error.code}`);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** Plays random legal actions until `stop` says so or the game ends. */
export function playRandomly(
  state: GameState,
  random: () => number,
  stop: (state: GameState, events: readonly GameEvent[]) => boolean,
  log?: Step[],
): GameState {
  for (;;) {
    const seat = currentTurn(state);
    if (seat === null) return state;
    const action = randomLegalAction(
      random,
      legalActions(state, seat),
      'flowing',
      trickContextOf(state),
    );
    const result = apply(state, seat, action);
    if (!result.ok) throw new Error(`legal action refused: ${result.error.code}`);
    log?.push({ seat, action });
    state = result.state;
    if (stop(state, result.events)) return state;
  }
}

/**
 * A game whose first deal is stacked. With 3 players and the default
 * dealer 2, `hands[i]` goes to seat i and seat 0 opens with the compulsory 100.
 */
export function scenario(opts: {
  rules?: Partial<Rules>;
  dealer?: Seat;
  hands: Card[][];
  talon?: Card[];
  seed?: string;
}): { state: GameState; events: GameEvent[] } {
  return newGame({
    rules: { ...DEFAULT_RULES, ...opts.rules },
    seed: opts.seed ?? 'scenario',
    firstDealer: opts.dealer ?? 2,
    decks: [stackDeck(opts.hands, opts.talon ?? [])],
  });
}

/** Plays the first legal card for whoever is to play until the current deal is scored. */
export function playOutDeal(state: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const deal = state.dealNumber;
  while (state.dealNumber === deal && state.status === 'playing') {
    const seat = currentTurn(state) as Seat;
    const play = legalActions(state, seat).find((a) => a.type === 'play');
    if (!play || play.type !== 'play') throw new Error('not in the play phase');
    const result = run(state, [{ seat, action: { type: 'play', card: play.cards[0] } }]);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** Decks by deal number: `decks[n - 1]` deals deal n; deals past the list come from the PRNG. */
export type StackedDecks = readonly (readonly Card[])[];

/**
 * A deck that deals the given cards. `hands` are in deal order (the dealer's left first: the
 * opener); slots not given are filled with the remaining cards in ALL_CARDS order.
 */
export function stackDeck(
  hands: readonly (readonly Card[])[],
  talon: readonly Card[] = [],
): Card[] {
  const used = new Set<Card>([...hands.flat(), ...talon]);
  if (used.size !== hands.flat().length + talon.length) throw new Error('card given twice');
  const rest = ALL_CARDS.filter((c) => !used.has(c));
  const take = (cards: readonly Card[], size: number): Card[] => {
    if (cards.length > size) throw new Error('too many cards for a hand or the talon');
    return [...cards, ...rest.splice(0, size - cards.length)];
  };
  const deck = [0, 1, 2].flatMap((i) => take(hands[i] ?? [], HAND_SIZE));
  deck.push(...take(talon, ALL_CARDS.length - TALON_START));
  return deck;
}

/** The deck stacked for deal `number`, if any (checked to be the 24 cards). */
function stackedDeck(decks: StackedDecks, number: number): Card[] | null {
  const deck = decks[number - 1];
  if (deck === undefined) return null;
  assertFullDeck(deck);
  return deck.slice();
}

/**
 * `apply`, except that a deal the action starts is dealt from its stacked deck. The PRNG moves
 * exactly as without stacking, so the deals after the list are the unstacked game's.
 */
export function applyStacked(
  state: GameState,
  seat: number,
  action: Action,
  decks: StackedDecks,
): ApplyResult {
  const result = apply(state, seat, action);
  if (!result.ok || result.state.deal === null) return result;
  if (result.state.dealNumber === state.dealNumber) return result;
  const deck = stackedDeck(decks, result.state.dealNumber);
  if (deck === null) return result;
  const restacked = restackDeal(result.state, deck);
  const events = result.events.map((e) =>
    e.type === 'deal_started' && e.deal === restacked.event.deal ? restacked.event : e,
  );
  return accept(restacked.state, events);
}
