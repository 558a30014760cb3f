// The reasons the page gives for what it offers (move-reasons.ts), on hands and tricks of their own.
import { describe, expect, it } from '@jest/globals';
import type { Card, DealViewDto } from './api/index.js';
import { cardRefusal, greyedReasons, surrenderCost } from './move-reasons.js';

const dealWith = (trick: Card[], trump: DealViewDto['trump'] = null, contract = 100) =>
  ({
    trick: { leader: 1, cards: trick.map((card, i) => ({ seat: 1 + i, card })) },
    trump,
    contract,
    highestBid: contract,
  }) as unknown as DealViewDto;

describe('the reasons for greyed cards and a surrender', () => {
  it('names the duty each unplayable card breaks', () => {
    const hand: Card[] = ['AS', '9S', 'KH', 'QD'];
    expect(cardRefusal('KH', hand, dealWith(['10S']))).toBe('must_follow_suit');
    expect(cardRefusal('9S', hand, dealWith(['10S']))).toBe('must_beat');
    expect(cardRefusal('KH', ['KH', 'QD'], dealWith(['10S'], 'D'))).toBe('must_play_trump');
    expect(cardRefusal('QD', ['KD', 'QD'], dealWith(['10S', '9D'], 'D'))).toBe('must_overtrump');
    expect(cardRefusal('KH', hand, dealWith([]))).toBeNull();
    expect(greyedReasons(hand, new Set<Card>(['AS', '9S']), dealWith(['10S']))).toEqual([
      'must_follow_suit',
    ]);
  });

  it('costs the declarer the contract and gives each opponent half, rounded up to tens', () => {
    expect(surrenderCost(dealWith([], null, 100))).toEqual({ you: 100, each: 50 });
    expect(surrenderCost(dealWith([], null, 125))).toEqual({ you: 125, each: 65 });
    expect(surrenderCost(dealWith([], null, 140))).toEqual({ you: 140, each: 70 });
  });
});
