// How deeply a JSON text nests, read off the text before it is parsed. A 16 kB body of 8,100
// nested arrays overflowed the stack inside class-transformer (a 500 at twelve times the CPU of a
// flat body); no valid body nests deeper than 3 (a transfer inside the list of a give), so a body
// nesting deeper than MAX_BODY_DEPTH is refused before any parse or transform.

/**
 * Arrays and objects a body may nest, the body itself counted: room above the deepest body the
 * contract declares, and no deeper than the inherited-key check of src/platform/common/validation.ts reads.
 */
export const MAX_BODY_DEPTH = 8;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether `text` opens more than `max` arrays or objects inside one another. One pass, no
 * recursion, brackets inside strings skipped; the text need not be valid JSON (the parser that
 * follows judges that).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
