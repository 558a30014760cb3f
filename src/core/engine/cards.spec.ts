import { describe, expect, it } from '@jest/globals';
import { ALL_CARDS, beats, isCard, marriagesInHand, pointsOf, RANKS, SUITS } from './cards.js';

describe('the pack', () => {
  it('has 24 distinct cards worth 120 points', () => {
    expect(ALL_CARDS).toHaveLength(24);
    expect(new Set(ALL_CARDS).size).toBe(24);
    expect(ALL_CARDS.reduce((s, c) => s + pointsOf(c), 0)).toBe(120);
  });

  it('uses the wire codes rank + suit letter', () => {
    expect(SUITS).toEqual(['S', 'C', 'D', 'H']);
    expect(RANKS).toEqual(['9', 'J', 'Q', 'K', '10', 'A']);
    expect(ALL_CARDS.slice(0, 6)).toEqual(['9S', 'JS', 'QS', 'KS', '10S', 'AS']);
  });

  it.each(['9S', '10H', 'AS', 'QD', 'KC'])('%s is a card', (c) => expect(isCard(c)).toBe(true));
  it.each(['1S', '10X', 'as', '', 'AS ', '__proto__', 'toString', 10, null, undefined, {}])(
    '%p is not a card',
    (c) => expect(isCard(c)).toBe(false),
  );
});

describe('who takes the trick', () => {
  it('higher rank of the same suit: A > 10 > K > Q > J > 9', () => {
    expect(beats('10S', 'KS', null)).toBe(true);
    expect(beats('KS', '10S', null)).toBe(false);
    expect(beats('AS', '10S', null)).toBe(true);
  });
  it('a trump beats any card of another suit; an off-suit card never wins', () => {
    expect(beats('9H', 'AS', 'H')).toBe(true);
    expect(beats('AC', '9S', 'H')).toBe(false);
    expect(beats('AH', '9S', null)).toBe(false);
  });
});

describe('marriages in hand', () => {
  it('are valued spades 40, clubs 60, diamonds 80, hearts 100', () => {
    expect(marriagesInHand(['KS', 'QS'], false)).toBe(40);
    expect(marriagesInHand(['KC', 'QC'], false)).toBe(60);
    expect(marriagesInHand(['KD', 'QD'], false)).toBe(80);
    expect(marriagesInHand(['KH', 'QH', 'KS'], false)).toBe(100);
  });
  it('count four aces as 200 only with the ace-marriage variant', () => {
    const aces = ['AS', 'AC', 'AD', 'AH'] as const;
    expect(marriagesInHand([...aces], false)).toBe(0);
    expect(marriagesInHand([...aces], true)).toBe(200);
  });
});
