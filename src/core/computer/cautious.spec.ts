import { describe, expect, it } from '@jest/globals';
import { legalActions, type LegalAction } from '../engine/index.js';
import { playGame, type SeatDecision } from './table.js';

/** Every decision of the cautious seat (0) in a few games against basic bots, with its options. */
function cautiousDecisions(games: number) {
  const seen: { d: SeatDecision; legal: LegalAction[] }[] = [];
  for (let g = 0; g < games; g++) {
    playGame({
      seed: `cautious/${g}`,
      levels: ['cautious', 'basic', 'basic'],
      maxDeals: 12,
      onDecision: (d, state) => {
        if (d.seat === 0) seen.push({ d, legal: legalActions(state, 0) });
      },
    });
  }
  return seen;
}

describe('the cautious stand-in (an absent person’s seat)', () => {
  const seen = cautiousDecisions(6);

  it('never raises the auction: it passes (or demands a redeal) whenever it may', () => {
    const bidding = seen.filter(({ legal }) => legal.some((a) => a.type === 'pass'));
    expect(bidding.length).toBeGreaterThan(20);
    for (const { d } of bidding) expect(['pass', 'redeal']).toContain(d.action.type);
  });

  it('announces the contract it was left with, no higher', () => {
    const contracts = seen.filter(({ d }) => d.action.type === 'contract');
    expect(contracts.length).toBeGreaterThan(0);
    for (const { d, legal } of contracts) {
      const range = legal.find((a) => a.type === 'contract');
      expect(d.action).toEqual({ type: 'contract', amount: range && 'min' in range && range.min });
    }
  });

  it('plays its cards as the basic level does, and always legally', () => {
    const plays = seen.filter(({ d }) => d.action.type === 'play');
    expect(plays.length).toBeGreaterThan(50);
    expect(plays.every(({ d }) => !d.reason.startsWith('random'))).toBe(true);
  });
});
