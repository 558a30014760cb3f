import { createRequire } from 'node:module';
import unhomoglyph from 'unhomoglyph';
import { DECORATED_LETTERS } from './decorated-letters.js';
import { unboxed } from './enclosed-letters.js';

/**
 * The Unicode consortium's confusables.txt (UTS #39, "Unicode Security Mechanisms", version
 * 13.0.0) as the `unhomoglyph` package ships it: each character that may be taken for another,
 * and the prototype it is taken for (Cyrillic о and Armenian օ for o, Cyrillic в for ʙ).
 */
const PROTOTYPES = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<
  string,
  string
>;

const MARKS = /\p{M}/gu;
const LETTER = /^\p{L}$/u;

/** Whether a string is one code point. */
const single = (text: string) =>
  text.length > 0 && String.fromCodePoint(text.codePointAt(0)!) === text;

/**
 * The skeleton of UTS #39 (section 4): NFD, every character replaced by its prototype in
 * confusables.txt, NFD again. Two strings that look alike have equal skeletons. It is not for
 * reading (`m` becomes `rn`), only for comparing.
 */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** A skeleton with accents dropped: "Bót" is taken for "Bot". */
const bare = (text: string) => skeleton(text).replace(MARKS, '');

/**
 * The capitals the table implies for prototypes that have none of their own: a small capital such
 * as ʙ or ᴛ is the prototype of Cyrillic в and т, whose capitals В and Т are taken for B and T, so
 * ʙ reads as B and ᴛ as T. Kept only where every letter mapped to the prototype agrees (Greek ẟ
 * stands for letters whose capitals differ: it keeps none). Derived from the table, not written
 * by hand.
 */
const IMPLIED_CAPITALS: ReadonlyMap<string, string> = (() => {
  const found = new Map<string, Set<string>>();
  for (const [source, target] of Object.entries(PROTOTYPES)) {
    const prototype = target.normalize('NFD').replace(MARKS, '');
    const own = prototype.toUpperCase();
    if (!LETTER.test(prototype) || (own !== prototype && single(own))) continue;
    const capital = source.toUpperCase();
    if (capital === source || !single(capital)) continue;
    const read = bare(capital);
    if (read === prototype || !single(read)) continue;
    found.set(prototype, (found.get(prototype) ?? new Set()).add(read));
  }
  const agreed = [...found].filter(([, capitals]) => capitals.size === 1);
  return new Map(agreed.map(([prototype, capitals]) => [prototype, [...capitals][0]]));
})();

/** A character's capital: its own (one character), else the one the table implies, else itself. */
function capitalOf(ch: string): string {
  const own = ch.toUpperCase();
  if (own !== ch && single(own)) return own;
  return IMPLIED_CAPITALS.get(ch) ?? ch;
}

/** Whether the table lists a character as one that may be taken for another. */
const listed = (ch: string) => Object.hasOwn(PROTOTYPES, ch);

/** Enough rounds for every chain of the table (i, I, l, L: three); a bound, not a guess. */
const MAX_ROUNDS = 8;

/** A skeleton with accents dropped, each character read by `caseless`, until nothing changes. */
function settle(text: string, caseless: (ch: string) => string): string {
  let read = bare(text);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = bare([...read].map(caseless).join(''));
    if (next === read) break;
    read = next;
  }
  return read;
}

/**
 * What a capital the table leaves out reads as when its small letter, which the table lists,
 * reads otherwise: m is taken for rn but M for nothing, so "COMPUTER" read apart from
 * "computer"; ƀ is taken for a b with a stroke, Ƀ for nothing. Such a capital reads as its small
 * letter does.
 * Derived from the table; where the small letter reads as the capital (и is taken for ᴎ, whose
 * implied capital is И) nothing changes.
 */
const SMALL_READINGS: ReadonlyMap<string, string> = (() => {
  const found = new Map<string, string>();
  for (const small of Object.keys(PROTOTYPES)) {
    const capital = small.toUpperCase();
    // A true pair only: ſ's capital is S, but S's small letter is s.
    if (capital.toLowerCase() !== small || !single(capital) || listed(capital)) continue;
    const read = settle(small, capitalOf);
    if (read !== settle(capital, capitalOf)) found.set(capital, read);
  }
  return found;
})();

/** Whether the table lists a letter in either case: then the table says how it reads. */
const known = (ch: string) => listed(ch) || listed(ch.toLowerCase()) || listed(ch.toUpperCase());

/**
 * A letter drawn with a stroke, hook or bar that the table leaves out, in both cases, reads as
 * the letter it is drawn on (decorated-letters.ts: ᵬ and ꞗ as b); where the table lists it, its
 * prototype stands (ʋ is u, and so is Ʋ).
 */
const undecorated = (text: string) =>
  [...text]
    .map((ch) => {
      const letter = DECORATED_LETTERS.get(ch);
      return letter === undefined || known(ch) ? ch : letter;
    })
    .join('');

/**
 * How a string reads whatever its case: NFKC (full-width and mathematical letters) with enclosed
 * letters unboxed (enclosed-letters.ts: 🅱 is B) and decorated ones plain, then the skeleton with
 * accents dropped, every character as its capital, and the skeleton again, until nothing changes
 * (I's prototype is l, whose capital is L: i, I, l and 1 all read as L). Capitals rather than
 * small letters, because the table's prototypes for Cyrillic small letters are small capitals (в
 * is ʙ), which have a capital and no small letter. A capital the table leaves out reads as its
 * small letter (SMALL_READINGS: M as rn, so as RN).
 */
export function caselessSkeleton(text: string): string {
  return [...undecorated(unboxed(text.normalize('NFKC')))].map(readingOf).join('');
}

/**
 * Characters already read. The table maps single characters and every step reads one at a time,
 * so a text reads as its characters do; each character of a name is read six ways
 * (bot-like-name.ts), and reading each character once keeps that to microseconds. Bounded: names
 * may hold any character.
 */
const READINGS = new Map<string, string>();
const MAX_READINGS = 4096;

function readingOf(ch: string): string {
  let read = READINGS.get(ch);
  if (read === undefined) {
    if (READINGS.size >= MAX_READINGS) READINGS.clear();
    read = settle(ch, (next) => SMALL_READINGS.get(next) ?? capitalOf(next));
    READINGS.set(ch, read);
  }
  return read;
}
