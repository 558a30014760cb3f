import { describe, expect, it } from '@jest/globals';
import { caselessSkeleton, skeleton } from './confusable-skeleton.js';

describe('skeleton (UTS #39)', () => {
  it.each([
    ['Bօt', 'Bot'], // Armenian o
    ['Bσt', 'Bot'], // Greek sigma
    ['ᏴOT', 'BOT'], // Cherokee B
    ['B0t', 'BOt'], // the table reads the digit zero as O
  ])('takes %j for %j', (a, b) => expect(skeleton(a)).toBe(skeleton(b)));

  it('tells different letters apart', () => {
    expect(skeleton('Bot')).not.toBe(skeleton('Bat'));
  });
});

describe('caselessSkeleton', () => {
  it.each([
    ['ʙot', 'BOT'], // a small capital: the table makes Cyrillic в ʙ, and В is B
    ['Boᴛ', 'BOT'],
    ['вот', 'BOT'],
    ['Бот', 'BOT'], // б's prototype is a b with a bar; accents and bars are dropped
    ['βot', 'BOT'], // β's prototype is ß, whose capital the table implies from Β
    ['Ｂｏｔ', 'BOT'], // full width, by NFKC
    ['Bót', 'BOT'],
  ])('reads %j as %j', (text, read) => expect(caselessSkeleton(text)).toBe(read));

  it('reads i, I, l and 1 alike, and whatever the case', () => {
    expect(new Set(['i', 'I', 'l', '1'].map(caselessSkeleton)).size).toBe(1);
    expect(caselessSkeleton('basic')).toBe(caselessSkeleton('BASIC'));
    expect(caselessSkeleton('Expert')).toBe(caselessSkeleton('eXPERT'));
  });

  it('keeps other words apart', () => {
    expect(caselessSkeleton('Bottle')).not.toBe(caselessSkeleton('Bot'));
    expect(caselessSkeleton('Вова')).not.toBe(caselessSkeleton('Bot'));
  });
});
