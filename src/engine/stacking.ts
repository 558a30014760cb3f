// Test-only deck stacking: deals a test chooses instead of the PRNG's. The decks never enter the
// game state (which the service stores): a caller that wants stacked deals holds the list and
// hands it to every call, as `newGame({ decks })`, `applyStacked` and `replay` do.

import { ALL_CARDS, isCard, type Card } from './cards.js';
import { apply, type Action } from './apply.js';
import { restackDeal } from './deal.js';
import { HAND_SIZE, TALON_START } from './fairness.js';
import { accept, type ApplyResult } from './result.js';
import type { GameState } from './state.js';

/** Decks by deal number: `decks[n - 1]` deals deal n; deals past the list come from the PRNG. */
export type StackedDecks = readonly (readonly Card[])[];

/** Throws unless `deck` is a permutation of the 24 cards. */
export function assertFullDeck(deck: readonly unknown[]): asserts deck is Card[] {
  if (
    !Array.isArray(deck) ||
    deck.length !== ALL_CARDS.length ||
    !deck.every(isCard) ||
    new Set(deck).size !== deck.length
  ) {
    throw new Error('a stacked deck must hold each of the 24 cards exactly once');
  }
}

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
export function stackedDeck(decks: StackedDecks, number: number): Card[] | null {
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
