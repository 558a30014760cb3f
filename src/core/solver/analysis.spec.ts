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
        expect(card.bestMoves).toContainEqual({ card: card.card, declareMarriage: card.declared });
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
      expect(mistake.bestMoves).not.toContainEqual({
        card: mistake.card,
        declareMarriage: mistake.declared,
      });
      const seat = analysis.seats.find((s) => s.seat === mistake.seat)!;
      expect(seat.pointsLost).toBe(mistake.lost);
      expect(seat.exact).toBe(seat.moves - 1);
      charged++;
    }
    expect(charged).toBeGreaterThan(6);
  });

  it('names each best move fully: a king or queen that loses by its declaration is not best', () => {
    // Deals where a marriage can be declared; each king or queen that completes one is played the
    // other way round from the best move (declared where best play does not, or not where it does).
    let declarations = 0;
    for (let seed = 1; seed <= 40 && declarations < 4; seed++) {
      const start = randomPosition(seed, 1);
      let flipped = -1;
      const steps = playOut(start, (s, i) => {
        const best = solve(s).best as Play[];
        if (flipped === -1) {
          const other = playActions(s).find(
            (a) =>
              a.type === 'play' &&
              best.some((b) => b.card === a.card && !!b.declareMarriage !== !!a.declareMarriage) &&
              !best.some((b) => b.card === a.card && !!b.declareMarriage === !!a.declareMarriage),
          );
          if (other) {
            flipped = i;
            return other as Play;
          }
        }
        return best[0];
      });
      const analysis = analysePlay(steps)!;
      for (const card of analysis.cards) {
        const move = { card: card.card, declareMarriage: card.declared };
        if (card.lost === 0) expect(card.bestMoves).toContainEqual(move);
        else expect(card.bestMoves).not.toContainEqual(move);
        expect(card.best).toEqual([...new Set(card.bestMoves.map((m) => m.card))]);
      }
      if (flipped === -1) continue;
      const wrong = analysis.cards[flipped];
      // The card is among the best cards; only its declaration lost.
      expect(wrong.best).toContain(wrong.card);
      expect(wrong.lost).toBeGreaterThan(0);
      declarations++;
    }
    expect(declarations).toBeGreaterThanOrEqual(4);
  });
});
