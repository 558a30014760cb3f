import { describe, expect, it } from '@jest/globals';
import { checkDeal, DEFAULT_RULES, newGame, type GameEvent } from '../engine/index.js';
import { playRandomly, rng } from '../engine/testing.js';
import { interruptedProof, proofAnswer, revealedMaster } from './deal-proof.js';

/** A game in the middle of its first deal (some moves made), and the events it would end it with. */
function midDeal(seed: number) {
  const started = newGame({
    rules: DEFAULT_RULES,
    seed: `proof-${seed}`,
    clientSeeds: ['a', null, 'c'],
  });
  let moves = 0;
  const state = playRandomly(started.state, rng(seed), () => ++moves === 4);
  const ending: GameEvent[] = [];
  playRandomly(state, rng(seed + 1), (_s, events) => {
    ending.push(...events);
    return events.some((e) => e.type === 'deal_revealed');
  });
  const revealed = ending.find((e) => e.type === 'deal_revealed')!;
  return { state, revealed, commitment: started.state.fairness!.commitment };
}

describe('what a proof reveals at the end of a game (docs/rules.md, "Fairness")', () => {
  const { state, revealed, commitment } = midDeal(3);

  it('reveals nothing of a game still on: neither the master nor the deal in progress', () => {
    const running = { status: 'playing', state } as const;
    expect(revealedMaster(running)).toBeNull();
    expect(interruptedProof(running, 1)).toBeNull();
  });

  it('once a game ended mid-deal (a forfeit, an abandoned table), proves that deal as if it ended', () => {
    const ended = { status: 'finished', state } as const;
    expect(revealedMaster(ended)).toBe(state.fairness!.master);
    const proof = interruptedProof(ended, 1)!;
    expect({ type: 'deal_revealed', ...proof }).toEqual(revealed);
    expect(checkDeal(proofAnswer(proof, revealedMaster(ended), commitment))).toEqual({
      checks: ['commitment', 'cut', 'serverSeedHash', 'serverMaster'],
      failed: null,
    });
    expect(interruptedProof(ended, 2)).toBeNull();
  });

  it('a game over on points has no deal in progress; one never started has no master', () => {
    const onPoints = { status: 'finished', state: { ...state, deal: null } } as const;
    expect(interruptedProof(onPoints, 1)).toBeNull();
    expect(revealedMaster(onPoints)).toBe(state.fairness!.master);
    const closed = { status: 'closed', state: null } as const;
    expect(revealedMaster(closed)).toBeNull();
    expect(interruptedProof(closed, 1)).toBeNull();
  });
});
