import { describe, expect, it } from '@jest/globals';
import type { Card } from './cards.js';
import type { Action } from './apply.js';
import { newGame } from './game.js';
import { DEFAULT_RULES } from './rules.js';
import type { GameState } from './state.js';
import { applyStacked, run, stackDeck } from './testing.js';

const FIRST = stackDeck([['KH', 'QH', 'AH', '10H', 'AS', '10S', 'AC']], ['9C', 'JC', 'QC']);
const SECOND = stackDeck([['9S', '9C', '9D', '9H']], ['AD', '10D', 'KD']);

/** Ends deal 1 at once: both others pass, the opener (seat 0, dealer 2) surrenders. */
const SURRENDER: { seat: number; action: Action }[] = [
  { seat: 1, action: { type: 'pass' } },
  { seat: 2, action: { type: 'pass' } },
  { seat: 0, action: { type: 'surrender' } },
];

function playStacked(state: GameState, decks: Card[][]) {
  const events = [];
  for (const { seat, action } of SURRENDER) {
    const result = applyStacked(state, seat, action, decks);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

describe('stacked decks stay out of the game state', () => {
  const opts = { rules: DEFAULT_RULES, seed: 'stacking', firstDealer: 2, decks: [FIRST, SECOND] };

  it('newGame deals the first stacked deck and keeps no list of decks in the state', () => {
    const { state } = newGame(opts);
    expect(state.deal!.deck).toEqual(FIRST);
    expect(Object.keys(state)).not.toContain('stackedDecks');
    expect(JSON.stringify(state)).not.toContain(SECOND.join('","'));
  });

  it('applyStacked deals the next stacked deck, in the state and in its deal_started event', () => {
    const { state, events } = playStacked(newGame(opts).state, [FIRST, SECOND]);
    expect(state.dealNumber).toBe(2);
    expect(state.deal!.deck).toEqual(SECOND);
    const started = events.filter((e) => e.type === 'deal_started');
    expect(started).toHaveLength(1);
    expect(started[0].type === 'deal_started' && started[0].hands[1]).toEqual(SECOND.slice(0, 7));
    expect(started[0].type === 'deal_started' && started[0].commitment).toBe(
      state.deal!.commitment,
    );
  });

  it('plain apply deals from the PRNG, and stacking does not move the PRNG', () => {
    const plain = run(newGame(opts).state, SURRENDER).state;
    const stacked = playStacked(newGame(opts).state, [FIRST, SECOND]).state;
    expect(plain.deal!.deck).not.toEqual(SECOND);
    expect(stacked.prng).toEqual(plain.prng);
    expect(stacked.deal!.secret).toBe(plain.deal!.secret);
  });
});
