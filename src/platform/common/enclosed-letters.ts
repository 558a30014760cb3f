/**
 * Letters and digits drawn in a circle or a square that Unicode gives no compatibility
 * decomposition: NFKC reads Ⓑ and 🄱 as B, but leaves 🅑, 🅱 and 🇧 whole, and they are symbols,
 * which a name's reading drops as separators ("🅱ot (expert)" passed as "ot (expert)"). Each run
 * is in alphabetical or numerical order, so a character's place in its run names its letter.
 */
const RUNS: readonly (readonly [first: number, last: number, letter: string])[] = [
  [0x1f150, 0x1f169, 'A'], // negative circled capitals 🅐-🅩
  [0x1f170, 0x1f189, 'A'], // negative squared capitals 🅰-🆉
  [0x1f1e6, 0x1f1ff, 'A'], // regional indicators 🇦-🇿, shown as boxed letters when unpaired
  [0x24ff, 0x24ff, '0'], // negative circled digit zero ⓿
  [0x2776, 0x277e, '1'], // negative circled digits ❶-❾
  [0x2780, 0x2788, '1'], // circled sans-serif digits ➀-➈
  [0x278a, 0x2792, '1'], // negative circled sans-serif digits ➊-➒
  [0x1f10b, 0x1f10b, '0'], // circled sans-serif digit zero 🄋
  [0x1f10c, 0x1f10c, '0'], // negative circled sans-serif digit zero 🄌
];

const hex = (code: number) => `\\u{${code.toString(16)}}`;
const ENCLOSED = new RegExp(
  `[${RUNS.map(([from, to]) => `${hex(from)}-${hex(to)}`).join('')}]`,
  'gu',
);

function letterOf(ch: string): string {
  const code = ch.codePointAt(0)!;
  const [first, , letter] = RUNS.find(([from, to]) => code >= from && code <= to)!;
  return String.fromCodePoint(letter.codePointAt(0)! + code - first);
}

/** A text with its enclosed letters and digits as the letters and digits they enclose. */
export function unboxed(text: string): string {
  return text.replace(ENCLOSED, letterOf);
}
