// Compares a schema of the released document with its counterpart in the new one, in the
// direction the client uses it: what a client sends (a request) must still be accepted, what it
// reads (a response) must still fit the types it was generated with. Additions pass: a new
// optional property, a new response field, a new enum value or union member in a response. A
// problem answer (4xx, 5xx) is read like a response, except that its enums (the operation's
// problem codes) may narrow: compatibility.ts checks that no code leaves the document.
import { fixedValues, namedRef, shapeOf, type Json, type Shape } from './schema-shape.js';

export type Direction = 'request' | 'response' | 'problem';

/** One break, `at` the place inside the compared schema (`.deal.bids[]`), empty at its root. */
export interface SchemaBreak {
  at: string;
  what: string;
}

const list = (values: Iterable<unknown>) => [...values].map((v) => JSON.stringify(v)).join(', ');

/** Whether a value of type `type` is one of `types` (an integer is a number). */
const covers = (types: Set<string>, type: string) =>
  types.has(type) || (type === 'integer' && types.has('number'));

export class SchemaComparer {
  private readonly done = new Map<string, SchemaBreak[]>();

  /**
   * @param sameNameCompared whether a schema named alike on both sides is compared on its own
   *   (compatibility.ts compares every named schema once), so a reference to it is skipped here.
   */
  constructor(
    private readonly before: Json,
    private readonly after: Json,
    private readonly sameNameCompared = true,
  ) {}

  compare(before: unknown, after: unknown, direction: Direction): SchemaBreak[] {
    const [b, a] = [namedRef(before), namedRef(after)];
    if (this.sameNameCompared && b !== undefined && b === a) return [];
    if (b === undefined && a === undefined) return this.compareShapes(before, after, direction);
    const key = `${b ?? JSON.stringify(before)}>${a ?? JSON.stringify(after)}:${direction}`;
    const known = this.done.get(key);
    if (known) return known;
    // Set before the comparison: a recursive schema meets this pair again, and passes there.
    this.done.set(key, []);
    const found = this.compareShapes(before, after, direction);
    this.done.set(key, found);
    return found;
  }

  private compareShapes(before: unknown, after: unknown, direction: Direction): SchemaBreak[] {
    const b = shapeOf(this.before, before);
    const a = shapeOf(this.after, after);
    if (b.variants || a.variants) return this.compareUnions(before, b, after, a, direction);
    const found = this.compareNull(b, a, direction);
    const typeBreak = this.compareTypes(b, a, direction);
    if (typeBreak) return [...found, typeBreak];
    found.push(...this.compareEnums(b, a, direction));
    found.push(...this.compareProperties(b, a, direction));
    if (b.items !== undefined && a.items !== undefined) {
      found.push(...nested('[]', this.compare(b.items, a.items, direction)));
    }
    if (b.additional !== undefined && a.additional !== undefined) {
      found.push(...nested('{}', this.compare(b.additional, a.additional, direction)));
    }
    return found;
  }

  private compareNull(b: Shape, a: Shape, direction: Direction): SchemaBreak[] {
    if (direction !== 'request' && a.nullable && !b.nullable)
      return [{ at: '', what: 'may now be null' }];
    if (direction === 'request' && b.nullable && !a.nullable)
      return [{ at: '', what: 'no longer accepts null' }];
    return [];
  }

  private compareTypes(b: Shape, a: Shape, direction: Direction): SchemaBreak | undefined {
    const name = (types: Set<string> | null) => (types ? [...types].join(' or ') : 'any type');
    const what = `type changed from ${name(b.types)} to ${name(a.types)}`;
    if (direction === 'request') {
      // Everything a client could send must still be accepted.
      if (!b.types) return a.types ? { at: '', what } : undefined;
      if (a.types && [...b.types].some((t) => !covers(a.types!, t))) return { at: '', what };
    } else {
      // Everything the service may answer must still fit the client's type.
      if (!a.types) return b.types ? { at: '', what } : undefined;
      if (b.types && [...a.types].some((t) => !covers(b.types!, t))) return { at: '', what };
    }
    return undefined;
  }

  private compareEnums(b: Shape, a: Shape, direction: Direction): SchemaBreak[] {
    if (b.enum && a.enum && direction !== 'problem') {
      // Removed (or renamed) values break both ways: a client sends them, or compares with them.
      const removed = b.enum.filter((v) => !a.enum!.includes(v));
      if (removed.length > 0)
        return [{ at: '', what: `enum value(s) removed or renamed: ${list(removed)}` }];
    } else if (a.enum && !b.enum && direction === 'request') {
      return [{ at: '', what: `now accepts only ${list(a.enum)}` }];
    }
    return [];
  }

  private compareProperties(b: Shape, a: Shape, direction: Direction): SchemaBreak[] {
    const found: SchemaBreak[] = [];
    const kind = direction === 'request' ? 'request property' : 'response field';
    for (const [name, schema] of b.properties) {
      const counterpart = a.properties.get(name);
      if (counterpart === undefined) {
        found.push({ at: `.${name}`, what: `${kind} removed or renamed` });
        continue;
      }
      if (direction !== 'request' && b.required.has(name) && !a.required.has(name)) {
        found.push({ at: `.${name}`, what: 'response field no longer always present' });
      }
      found.push(...nested(`.${name}`, this.compare(schema, counterpart, direction)));
    }
    if (direction === 'request') {
      for (const name of a.required) {
        if (!b.required.has(name))
          found.push({ at: `.${name}`, what: 'new required request property' });
      }
    }
    return found;
  }

  /**
   * Each member of the released union needs a counterpart (the member with the same fixed
   * values, such as `kind=view`, that the member's checks pass against); members added to a
   * response union are like new enum values. A response that becomes a union is a new shape.
   */
  private compareUnions(
    before: unknown,
    b: Shape,
    after: unknown,
    a: Shape,
    direction: Direction,
  ): SchemaBreak[] {
    const bMembers = b.variants ?? [before];
    const aMembers = a.variants ?? [after];
    const found: SchemaBreak[] = [];
    if (direction !== 'request' && !b.variants) {
      found.push({ at: '', what: `now one of ${aMembers.length} shapes` });
    }
    if (direction !== 'request' && a.nullable && !b.nullable)
      found.push({ at: '', what: 'may now be null' });
    if (direction === 'request' && b.nullable && !a.nullable)
      found.push({ at: '', what: 'no longer accepts null' });
    bMembers.forEach((member, i) => {
      const label =
        namedRef(member) ?? ([...fixedValues(this.before, member)].join(' ') || `member ${i + 1}`);
      const keys = fixedValues(this.before, member);
      const candidates = aMembers.filter((other) => {
        if (keys.size === 0) return true;
        const theirs = fixedValues(this.after, other);
        return [...keys].some((k) => theirs.has(k));
      });
      if (candidates.length === 0) {
        found.push({ at: '', what: `union member ${label} removed` });
        return;
      }
      const results = candidates.map((other) => this.compare(member, other, direction));
      if (results.some((r) => r.length === 0)) return;
      const closest = results.reduce((x, y) => (y.length < x.length ? y : x));
      found.push(...nested(` (${label})`, closest));
    });
    return found;
  }
}

function nested(prefix: string, found: SchemaBreak[]): SchemaBreak[] {
  return found.map((b) => ({ at: prefix + b.at, what: b.what }));
}
