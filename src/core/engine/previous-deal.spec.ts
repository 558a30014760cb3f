import { describe, expect, it } from '@jest/globals';
import { apply } from './apply.js';
import { legalActions } from './legal.js';
import type { GameState } from './state.js';
import { playOutDeal, rng, playRandomly, run } from './testing.js';
import { newGame } from './game.js';
import { DEFAULT_RULES } from './rules.js';
import { viewFor } from './views.js';

/** A fresh game played to the start of the play phase: all pass, the opener gives and contracts. */
function toPlay(seed: string): GameState {
  let { state } = newGame({ rules: { ...DEFAULT_RULES }, seed });
  state = playRandomly(state, rng(1), (s) => s.deal !== null && s.deal.phase !== 'bidding');
  return playRandomly(state, rng(2), (s) => s.deal === null || s.deal.phase === 'playing');
}

describe('the previous deal in the view', () => {
  it('is null before any deal has ended', () => {
    const state = toPlay('previous-1');
    expect(viewFor(state, 0).previousDeal).toBeNull();
    expect(viewFor(state, null).previousDeal).toBeNull();
  });

  it("shows how a played deal ended until the next deal's first card", () => {
    const start = toPlay('previous-2');
    const before = start.deal!;
    const ended = playOutDeal(start);
    const scored = ended.events.find((e) => e.type === 'deal_scored');
    const lastTrick = ended.events.filter((e) => e.type === 'trick_won').pop();
    if (!scored || scored.type !== 'deal_scored' || !lastTrick || lastTrick.type !== 'trick_won')
      throw new Error('the deal was not scored');
    expect(ended.state.status).toBe('playing'); // no total reaches 1000 in one deal
    for (const seat of [0, 1, 2, null]) {
      const shown = viewFor(ended.state, seat).previousDeal;
      expect(shown).toEqual({
        number: before.number,
        lastTrick: {
          leader: lastTrick.cards[0].seat,
          cards: lastTrick.cards,
          winner: lastTrick.winner,
        },
        points: expect.any(Array),
        row: scored.row,
      });
      expect(shown!.points.reduce((a, b) => a + b, 0)).toBe(120);
    }
    // Still shown through the next deal's bidding, talon and contract...
    const playing = playRandomly(ended.state, rng(3), (s) => s.deal!.phase === 'playing');
    if (playing.deal!.number !== before.number + 1) throw new Error('expected the next deal');
    expect(viewFor(playing, 1).previousDeal!.number).toBe(before.number);
    // ...and gone with its first card.
    const seat = playing.deal!.turn;
    const play = legalActions(playing, seat).find((a) => a.type === 'play');
    if (!play || play.type !== 'play') throw new Error('not in the play phase');
    const after = run(playing, [{ seat, action: { type: 'play', card: play.cards[0] } }]).state;
    expect(viewFor(after, seat).previousDeal).toBeNull();
  });

  it('loads a stored state from before the summary existed', () => {
    const state: GameState = { ...toPlay('previous-3') };
    delete state.previousDeal;
    expect(viewFor(state, 0).previousDeal).toBeNull();
    const seat = state.deal!.turn;
    const play = legalActions(state, seat).find((a) => a.type === 'play');
    if (!play || play.type !== 'play') throw new Error('not in the play phase');
    const result = apply(state, seat, { type: 'play', card: play.cards[0] });
    expect(result.ok).toBe(true);
    const ended = playOutDeal(state).state;
    expect(viewFor(ended, 0).previousDeal?.number).toBe(state.deal!.number);
  });
});
