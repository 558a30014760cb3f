import { describe, expect, it } from '@jest/globals';
import { apply, type Action, type GameState } from '../engine/index.js';
import { analysePlay, type PlayStep } from './analysis.js';
import { solve } from './index.js';
import { bruteForce, playActions, randomPosition } from './testing.js';

type Play = Extract<Action, { type: 'play' }>;

/** Plays a deal out from `state`, each card chosen by `choose`; answers every step. */
function playOut(state: GameState, choose: (s: GameState, i: number) => Play): PlayStep[] {
  const steps: PlayStep[] = [];
  for (let i = 0; state.deal?.phase === 'playing' && steps.length < 24; i++) {
    const seat = state.deal.turn;
    const action = choose(state, i);
    steps.push({ state, seat, action });
    const result = apply(state, seat, action);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return steps;
}

const bestPlay = (s: GameState) => solve(s).best[0] as Play;

describe('analysePlay', () => {
  it("finds no loss in a deal played by the solver's own best moves, and its value throughout", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const start = randomPosition(seed, 0);
      const steps = playOut(start, bestPlay);
      const analysis = analysePlay(steps)!;
      expect(analysis.cards).toHaveLength(steps.length);
      const value = solve(start).value;
      for (const card of analysis.cards) {
        expect(card.lost).toBe(0);
        expect(card.valueBefore).toBe(value);
        expect(card.best).toContain(card.card);
      }
      for (const s of analysis.seats) expect(s.exact).toBe(s.moves);
    }
  });

  it("charges a card that gives points away to its side, and ends at the deal's real points", () => {
    let charged = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const start = randomPosition(seed, 0);
      // The first card that can lose something is played wrong; the rest best.
      let wrong = -1;
      const steps = playOut(start, (s, i) => {
        if (wrong === -1) {
          const best = solve(s).best;
          const worse = playActions(s).find(
            (a) => !best.some((b) => JSON.stringify(b) === JSON.stringify(a)),
          );
          if (worse) {
            wrong = i;
            return worse as Play;
          }
        }
        return bestPlay(s);
      });
      const analysis = analysePlay(steps)!;
      // The last card is forced: the value after it is what the declarer took, as a search that
      // knows nothing of the solver finds it.
      const lastCard = analysis.cards[analysis.cards.length - 1];
      expect(lastCard.valueAfter).toBe(bruteForce(steps[steps.length - 1].state));
      if (wrong === -1) continue;
      const mistake = analysis.cards[wrong];
      expect(mistake.lost).toBeGreaterThan(0);
      expect(mistake.best).not.toContain(mistake.card);
      const seat = analysis.seats.find((s) => s.seat === mistake.seat)!;
      expect(seat.pointsLost).toBe(mistake.lost);
      expect(seat.exact).toBe(seat.moves - 1);
      charged++;
    }
    expect(charged).toBeGreaterThan(6);
  });
});
