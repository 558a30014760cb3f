// The hand's order and the cards' names as the web client shows them (README "Cards").
import { describe, expect, it } from '@jest/globals';
import type { Card } from './api/index.js';
import { face, sortHand } from './cards.js';
import { en } from './i18n-en.js';
import { ru } from './i18n-ru.js';

describe('the web client cards', () => {
  it('sorts a hand by suit (spades, hearts, clubs, diamonds), then from the highest rank', () => {
    const hand: Card[] = ['9D', 'AS', 'KH', '10H', 'JC', '9S', 'AD', '10S', 'QC', 'AH'];
    expect(sortHand(hand)).toEqual(['AS', '10S', '9S', 'AH', '10H', 'KH', 'QC', 'JC', 'AD', '9D']);
    expect(hand[0]).toBe('9D');
  });

  it('names every card for screen readers, in English and Russian, and shows its face', () => {
    expect(en.card('10H')).toBe('ten of hearts');
    expect(en.card('9S')).toBe('nine of spades');
    expect(ru.card('10H')).toBe('десятка червей');
    expect(ru.card('QD')).toBe('дама бубен');
    expect(face('10H')).toBe('10♥');
    expect(face('JC')).toBe('J♣');
    // Russian players read Т К Д В on the faces (issue 48).
    expect(['AS', 'KH', 'QD', 'JC', '10S'].map((c) => face(c as Card, ru.faceRanks))).toEqual([
      'Т♠',
      'К♥',
      'Д♦',
      'В♣',
      '10♠',
    ]);
    expect(ru.cardLabel('AS')).toBe('Т♠ туз пик');
  });

  it('counts bolts cumulatively and deals with plurals (issue 48)', () => {
    expect(en.scoreEvent({ type: 'bolt', count: 2 })).toBe('a bolt (2 of 3)');
    expect(en.barrel(1)).toBe('On the barrel: 1 deal left');
    expect(en.scoreEvent({ type: 'barrel_countdown', dealsLeft: 1 })).toBe(
      'on the barrel: 1 deal left',
    );
    expect(ru.scoreEvent({ type: 'bolt', count: 2 })).toBe('болт (2-й из 3)');
  });

  it('counts in Russian: 1 карта, 2 карты, 5 карт, 11 карт, 21 карта', () => {
    expect([1, 2, 5, 11, 21].map((n) => ru.cardsInHand(n))).toEqual([
      '1 карта',
      '2 карты',
      '5 карт',
      '11 карт',
      '21 карта',
    ]);
  });
});
