import { createRequire } from 'node:module';
import unhomoglyph from 'unhomoglyph';

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

/** Enough rounds for every chain of the table (i, I, l, L: three); a bound, not a guess. */
const MAX_ROUNDS = 8;

/**
 * How a string reads whatever its case: NFKC (full-width and mathematical letters), then the
 * skeleton with accents dropped, every character as its capital, and the skeleton again, until
 * nothing changes (I's prototype is l, whose capital is L: i, I, l and 1 all read as L). Capitals
 * rather than small letters, because the table's prototypes for Cyrillic small letters are small
 * capitals (в is ʙ), which have a capital and no small letter.
 */
export function caselessSkeleton(text: string): string {
  let read = bare(text.normalize('NFKC'));
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = bare([...read].map(capitalOf).join(''));
    if (next === read) break;
    read = next;
  }
  return read;
}
