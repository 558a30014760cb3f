import { describe, expect, it } from '@jest/globals';
import { ALL_CARDS, DEFAULT_RULES, type Card, type LegalAction } from '../engine/index.js';
import { basicDecide } from './basic.js';
import { estimateHand } from './basic-estimate.js';
import { indexOf } from './cards.js';
import { createRng } from './rng.js';
import type { Situation } from './situation.js';

function playing(hand: Card[], legal: LegalAction[], extra: Partial<Situation> = {}): Situation {
  const gone = ALL_CARDS.map(() => false);
  for (const p of extra.trick ?? []) gone[indexOf(p.card)] = true;
  return {
    rules: DEFAULT_RULES,
    seat: 0,
    active: [0, 1, 2],
    phase: 'playing',
    hand,
    legal,
    bids: [],
    highestBid: 100,
    declarer: 0,
    contract: 100,
    trump: null,
    trick: [],
    tricksPlayed: 1,
    gone,
    unseenCount: 16,
    points: [0, 0, 0],
    marriages: [],
    voids: [[], [], []],
    totals: [0, 0, 0],
    ...extra,
  };
}

const rng = createRng('basic');

describe('basic heuristics', () => {
  it('values aces and marriages above low cards', () => {
    const strong: Card[] = ['AH', '10H', 'KH', 'QH', 'AS', 'AC', '9D'];
    const weak: Card[] = ['9H', 'JH', '9S', 'JS', '9C', 'JD', 'QD'];
    expect(estimateHand(strong, false, true)).toBeGreaterThan(150);
    expect(estimateHand(weak, false, true)).toBeLessThan(60);
  });

  it('declares the biggest marriage when it may', () => {
    const hand: Card[] = ['KH', 'QH', 'KS', 'QS', '9C'];
    const d = basicDecide(
      playing(hand, [{ type: 'play', cards: hand, marriageCards: ['KH', 'QH', 'KS', 'QS'] }]),
      rng,
    );
    expect(d.action).toEqual({ type: 'play', card: 'QH', declareMarriage: true });
    expect(d.reason).toContain('100 marriage');
  });

  it('leads an ace when it has no marriage to declare', () => {
    const hand: Card[] = ['AC', '9H', 'JS'];
    const d = basicDecide(playing(hand, [{ type: 'play', cards: hand, marriageCards: [] }]), rng);
    expect(d.action).toEqual({ type: 'play', card: 'AC' });
  });

  it('throws its lowest card on a trick it cannot win, and takes a trick cheaply as last player', () => {
    const hand: Card[] = ['9C', '10C', 'KC'];
    const lost = basicDecide(
      playing(hand, [{ type: 'play', cards: hand, marriageCards: [] }], {
        trick: [
          { seat: 1, card: 'AC' },
          { seat: 2, card: 'JC' },
        ],
      }),
      rng,
    );
    expect(lost.action).toEqual({ type: 'play', card: '9C' });
    const win = basicDecide(
      playing(hand, [{ type: 'play', cards: hand, marriageCards: [] }], {
        trick: [
          { seat: 1, card: 'QC' },
          { seat: 2, card: 'JC' },
        ],
      }),
      rng,
    );
    expect(win.action).toEqual({ type: 'play', card: '10C' });
  });

  it('passes low cards and keeps aces and marriages', () => {
    const hand: Card[] = ['AH', 'KH', 'QH', 'AS', '10S', '9C', 'JD', 'KC', '10D', 'JS'];
    const d = basicDecide(
      {
        ...playing(hand, [{ type: 'give', cards: hand, toSeats: [1, 2] }, { type: 'surrender' }]),
        phase: 'talon',
      },
      rng,
    );
    expect(d.action.type).toBe('give');
    if (d.action.type !== 'give') return;
    const cards = d.action.transfers.map((t) => t.card);
    for (const keep of ['AH', 'KH', 'QH', 'AS']) expect(cards).not.toContain(keep);
  });

  it('passes on a weak hand and bids on a strong one', () => {
    const legal: LegalAction[] = [{ type: 'bid', min: 105, max: 340, step: 5 }, { type: 'pass' }];
    const weak = basicDecide(
      { ...playing(['9H', 'JH', '9S', 'JS', '9C', 'JD', 'QD'], legal), phase: 'bidding' },
      rng,
    );
    expect(weak.action).toEqual({ type: 'pass' });
    const strong = basicDecide(
      { ...playing(['AH', '10H', 'KH', 'QH', 'AS', 'AC', '9D'], legal), phase: 'bidding' },
      rng,
    );
    expect(strong.action).toEqual({ type: 'bid', amount: 105 });
  });
});
