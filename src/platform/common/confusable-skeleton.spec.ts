import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { caselessSkeleton, skeleton } from './confusable-skeleton.js';
import { DECORATED_LETTERS } from './decorated-letters.js';

const PROTOTYPES = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<
  string,
  string
>;
const listed = (ch: string) => Object.hasOwn(PROTOTYPES, ch);

/** Every small letter of Unicode with a one-letter capital whose small letter it is. */
function casePairs(): [small: string, capital: string][] {
  const pairs: [string, string][] = [];
  for (let code = 0; code <= 0x1ffff; code++) {
    const small = String.fromCodePoint(code);
    const capital = small.toUpperCase();
    if (!/\p{Ll}/u.test(small) || [...capital].length !== 1) continue;
    if (capital.toLowerCase() === small) pairs.push([small, capital]);
  }
  return pairs;
}

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

  // Greek capitals read as the Latin capitals they look like (Α, Β, Ε, Η as A, B, E, H), and
  // small η as the n it looks like, not as Η's H.
  it.each([
    ['Αnna', 'Anna'],
    ['Βob', 'Bob'],
    ['Εva', 'eva'],
    ['Ηans', 'hans'],
    ['ηick', 'NICK'],
  ])('reads %j as %j', (text, other) =>
    expect(caselessSkeleton(text)).toBe(caselessSkeleton(other)),
  );

  it('reads i, I, l and 1 alike, and whatever the case', () => {
    expect(new Set(['i', 'I', 'l', '1'].map(caselessSkeleton)).size).toBe(1);
    expect(caselessSkeleton('basic')).toBe(caselessSkeleton('BASIC'));
    expect(caselessSkeleton('Expert')).toBe(caselessSkeleton('eXPERT'));
  });

  it('keeps other words apart', () => {
    expect(caselessSkeleton('Bottle')).not.toBe(caselessSkeleton('Bot'));
    expect(caselessSkeleton('Вова')).not.toBe(caselessSkeleton('Bot'));
  });

  // An outside trial: "COMPUTER (expert)" and "bot RANDOM" were accepted, since the table takes m
  // for rn and M for nothing, so the two cases of m read apart.
  it.each([
    ['computer', 'COMPUTER'],
    ['random', 'RANDOM'],
    ['m', 'M'],
    ['mimi', 'MIMI'],
    ['ƀot', 'ɃOT'], // ƀ is a b with a stroke; the table leaves Ƀ out
  ])('reads %j and %j alike', (small, capital) =>
    expect(caselessSkeleton(capital)).toBe(caselessSkeleton(small)),
  );

  // The table takes some letters' two cases for different letters (Greek η for n, Η for H); every
  // other letter, of any script, must read alike in both cases.
  it('reads every letter alike in both cases unless the table lists both', () => {
    const apart = casePairs()
      .filter(([small]) => small.normalize('NFD') === small && !DECORATED_LETTERS.has(small))
      .filter(([small, capital]) => !(listed(small) && listed(capital)))
      .filter(([small, capital]) => caselessSkeleton(small) !== caselessSkeleton(capital));
    expect(apart).toEqual([]);
  });

  it('reads a letter with a stroke, hook or bar the table leaves out as its letter', () => {
    const known = (ch: string) => [ch, ch.toLowerCase(), ch.toUpperCase()].some(listed);
    const apart = [...DECORATED_LETTERS]
      .filter(([decorated]) => !known(decorated))
      .filter(([decorated, letter]) => caselessSkeleton(decorated) !== caselessSkeleton(letter));
    expect(apart).toEqual([]);
    expect(caselessSkeleton('ᵬꞗᶀ')).toBe('BBB');
  });

  it.each([
    ['🅱ot', 'BOT'], // negative squared
    ['🅑ot', 'BOT'], // negative circled
    ['🇧ot', 'BOT'], // a regional indicator, shown boxed when unpaired
    ['B⓿t', 'BOT'], // negative circled digit zero, taken for O as 0 is
  ])('reads the enclosed letter of %j as the letter: %j', (text, read) =>
    expect(caselessSkeleton(text)).toBe(read),
  );
});
