// Statements with named parameters: `:name` in the text, `{ name: value }` at the call. A statement
// of fifteen positional parameters ($1..$15) was read by counting; a name says what it is, and a
// name the text does not have (or one it has, left out) fails the type check and the call.

// prettier-ignore
type IdentChar =
  | 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' | 'o' | 'p'
  | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F'
  | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M' | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'U' | 'V'
  | 'W' | 'X' | 'Y' | 'Z' | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '_';

/** The identifier at the start of `S`. */
type Ident<S extends string, Acc extends string = ''> = S extends `${infer C}${infer Rest}`
  ? C extends IdentChar
    ? Ident<Rest, `${Acc}${C}`>
    : Acc
  : Acc;

/** The names of the `:name` placeholders of a statement's text (a `::type` cast is none). */
export type ParamNames<
  S extends string,
  Acc extends string = never,
> = S extends `${string}:${infer Rest}`
  ? Rest extends `:${infer AfterCast}`
    ? ParamNames<AfterCast, Acc>
    : ParamNames<Rest, Acc | Ident<Rest>>
  : Exclude<Acc, ''>;

/**
 * The values a statement takes, by name. A text built at run time (not a literal type) is not
 * checked here, only at the call.
 */
export type Params<S extends string> = string extends S
  ? Record<string, unknown>
  : { [K in ParamNames<S>]: unknown };

/** A statement with named parameters, ready for node-postgres as a prepared statement. */
export interface NamedStatement<P, R = Record<string, unknown>> {
  /** The prepared statement's name (one per statement text). */
  readonly name: string;
  /** The text with `$1`, `$2`, ... in place of the names, in the order they first appear. */
  readonly text: string;
  /** The names, in the order of their positions. */
  readonly names: readonly string[];
  /** The positional values of `params`. */
  values(params: P): unknown[];
  /** The same statement, saying which rows it answers. */
  rows<T>(): NamedStatement<P, T>;
  /** Only a type: the row the statement answers. */
  readonly row?: R;
}

/**
 * The text of each statement name: node-postgres prepares a name once per connection and then
 * runs it by name alone, so a second text under one name would silently run the first.
 */
const TEXTS = new Map<string, string>();

/** A `:` not after another `:` (so `::type` casts stay), then an identifier. */
const PLACEHOLDER = /(?<!:):([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * A statement of `text` whose `:name` placeholders become positional parameters (a name used
 * twice is one parameter); `.rows<Row>()` says what it answers. Positional parameters are refused.
 */
export function sql<const S extends string>(name: string, text: S): NamedStatement<Params<S>> {
  if (/\$\d/.test(text)) throw new Error(`statement ${name}: use :names, not $n parameters`);
  const names: string[] = [];
  const positional = text.replace(PLACEHOLDER, (_, param: string) => {
    let at = names.indexOf(param);
    if (at < 0) at = names.push(param) - 1;
    return `$${at + 1}`;
  });
  if ((TEXTS.get(name) ?? positional) !== positional) {
    throw new Error(`statement ${name} is named twice, with two texts`);
  }
  TEXTS.set(name, positional);
  const statement = {
    name,
    text: positional,
    names,
    rows: () => statement,
    values(params: Params<S>): unknown[] {
      const given = params as Record<string, unknown>;
      for (const key of Object.keys(given)) {
        if (!names.includes(key)) throw new Error(`statement ${name} has no parameter :${key}`);
      }
      return names.map((param) => {
        if (!(param in given)) throw new Error(`statement ${name}: no value for :${param}`);
        return given[param];
      });
    },
  };
  return statement as NamedStatement<Params<S>>;
}

/** Every statement made so far (by the modules loaded), by name: its text with `$n` parameters. */
export function statementTexts(): ReadonlyMap<string, string> {
  return TEXTS;
}
