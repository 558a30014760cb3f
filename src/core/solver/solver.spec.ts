// The solver against searches that know nothing of its representation (src/core/solver/testing.ts):
// plain minimax over the engine's legalActions/apply on random positions of up to four tricks,
// and properties of its answers: range, best moves, table on and off, the principal variation.

import { describe, expect, it } from '@jest/globals';
import type { GameState } from '../engine/index.js';
import { canReach, solve } from './index.js';
import { bruteForce, declarerPoints, play, playActions, randomPosition } from './testing.js';

/** Position k: 1-4 tricks left (k % 4), 0-2 cards of the trick under way already played. */
function position(k: number): GameState {
  const left = 1 + (k % 4);
  return randomPosition(k, 8 - left, Math.floor(k / 4) % 3);
}

/** The declarer's points once the deal is over, playing `choose`'s move each turn. */
function playOut(state: GameState, choose: (s: GameState) => ReturnType<typeof playActions>[0]) {
  const number = state.deal!.number;
  for (;;) {
    const next = play(state, choose(state));
    if (next.deal === null || next.deal.number !== number) {
      const row = next.previousDeal!;
      const declarer = state.deal!.declarer!;
      let points = row.points[declarer];
      for (const m of state.deal!.marriages) if (m.seat === declarer) points += m.value;
      return points;
    }
    state = next;
  }
}

describe('solver', () => {
  it('equals plain minimax over the engine on 1,000 random positions of up to four tricks', () => {
    for (let k = 0; k < 1000; k++) {
      const state = position(k);
      const expected = bruteForce(state);
      expect({ k, value: solve(state).value }).toEqual({ k, value: expected });
      expect({ k, value: solve(state, { table: false }).value }).toEqual({ k, value: expected });
    }
  });

  it('keeps values within the deal: at least the points so far, at most all that is left', () => {
    for (let k = 0; k < 200; k++) {
      const state = position(k);
      const deal = state.deal!;
      const cardsLeft = [...deal.hands.flat(), ...deal.trick.cards.map((p) => p.card)];
      const points = { '9': 0, J: 2, Q: 3, K: 4, '10': 10, A: 11 } as const;
      const left = cardsLeft.reduce((sum, c) => sum + points[c.slice(0, -1) as '9'], 0);
      const { value } = solve(state);
      expect(value).toBeGreaterThanOrEqual(declarerPoints(state));
      expect(value).toBeLessThanOrEqual(declarerPoints(state) + left + 4 * 100 + 200);
    }
  });

  it('names exactly the moves that keep the value, and canReach agrees with it', () => {
    for (let k = 0; k < 300; k++) {
      const state = position(k);
      const { value, best } = solve(state);
      expect(best.length).toBeGreaterThan(0);
      for (const action of playActions(state)) {
        const after = play(state, action);
        const v = after.deal?.number === state.deal!.number ? solve(after).value : null;
        if (v === null) continue; // the deal ended with this card: brute force covers it
        const keeps = best.some((b) => JSON.stringify(b) === JSON.stringify(action));
        expect({ k, action, keeps: v === value }).toEqual({ k, action, keeps });
      }
      expect(canReach(state, value)).toBe(true);
      expect(canReach(state, value + 1)).toBe(false);
    }
  });

  it('plays its principal variation out, through the engine, to its value', () => {
    for (let k = 0; k < 300; k++) {
      const state = position(k);
      const { value } = solve(state);
      expect({ k, points: playOut(state, (s) => solve(s).best[0]) }).toEqual({ k, points: value });
    }
  });

  it('refuses a game outside the play phase', () => {
    const state = randomPosition(1, 0);
    expect(() => solve({ ...state, deal: { ...state.deal!, phase: 'bidding' } })).toThrow(
      'the game is not in the play phase',
    );
  });
});
