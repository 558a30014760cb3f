// What in a new OpenAPI document breaks a client generated from the released one (README,
// "Compatibility"): an operation, parameter, response field, schema name or enum value removed
// or renamed; a new required input; a changed type or body shape; a credential newly needed.
// Additions pass. Pure: two parsed documents in, a list out (scripts/contract.ts prints it).
import { SchemaComparer, type Direction, type SchemaBreak } from './schema-compare.js';
import { deref, isObject, type Json } from './schema-shape.js';
import { METHODS, objectAt, problemCodesOf, usesOfSchemas } from './document-walk.js';

export interface Break {
  /** The operation (`GET /path`) or the named schema (`schema Name`) it concerns. */
  where: string;
  what: string;
}

interface Parameter {
  key: string;
  label: string;
  required: boolean;
  schema: unknown;
}

function parametersOf(doc: Json, item: Json, op: Json): Map<string, Parameter> {
  const result = new Map<string, Parameter>();
  const all = [item.parameters, op.parameters].flatMap((p) => (Array.isArray(p) ? p : []));
  for (const raw of all) {
    const p = deref(doc, raw);
    if (!isObject(p)) continue;
    const place = String(p.in);
    const name = String(p.name);
    // Header names are case-insensitive (RFC 9110).
    const key = `${place}:${place === 'header' ? name.toLowerCase() : name}`;
    result.set(key, {
      key,
      label: `${place} parameter ${name}`,
      required: p.required === true,
      schema: p.schema,
    });
  }
  return result;
}

/**
 * The schema a client reads or sends for a media type. An event stream's is that of each message
 * (itemSchema, or this project's x-itemSchema, or the string's contentSchema): how the body as a
 * whole is written for generators may change, the messages may not.
 */
function mediaSchema(media: string, content: Json): unknown {
  if (media !== 'text/event-stream') return content.schema;
  const schema = deref({}, content.schema);
  return (
    content.itemSchema ??
    content['x-itemSchema'] ??
    (isObject(schema) && schema.contentSchema !== undefined ? schema.contentSchema : content.schema)
  );
}

/** No credential needed: no security, an empty list, or an empty alternative. */
function isOpen(doc: Json, op: Json): boolean {
  const security = op.security ?? doc.security;
  return (
    !Array.isArray(security) ||
    security.length === 0 ||
    security.some((s) => isObject(s) && Object.keys(s).length === 0)
  );
}

class Checker {
  readonly breaks: Break[] = [];
  readonly schemas: SchemaComparer;

  constructor(
    readonly before: Json,
    readonly after: Json,
  ) {
    this.schemas = new SchemaComparer(before, after);
  }

  add(where: string, what: string): void {
    this.breaks.push({ where, what });
  }

  addSchema(where: string, label: string, found: SchemaBreak[]): void {
    for (const b of found) this.add(where, `${label}${b.at}: ${b.what}`);
  }

  compareSchema(where: string, label: string, b: unknown, a: unknown, direction: Direction): void {
    this.addSchema(where, label, this.schemas.compare(b, a, direction));
  }

  operations(): void {
    const afterPaths = objectAt(this.after, 'paths');
    for (const [path, rawItem] of Object.entries(objectAt(this.before, 'paths'))) {
      const item = deref(this.before, rawItem) as Json;
      const next = deref(this.after, afterPaths[path]);
      for (const method of METHODS.filter((m) => isObject(item[m]))) {
        const op = item[method] as Json;
        const where = `${method.toUpperCase()} ${path}`;
        const counterpart = isObject(next) ? next[method] : undefined;
        if (!isObject(counterpart))
          this.add(where, `operation ${String(op.operationId ?? '')} removed`);
        else this.operation(where, item, op, next as Json, counterpart);
      }
    }
  }

  private operation(where: string, item: Json, op: Json, nextItem: Json, next: Json): void {
    if (op.operationId !== undefined && op.operationId !== next.operationId) {
      this.add(where, `operationId ${String(op.operationId)} renamed ${String(next.operationId)}`);
    }
    if (isOpen(this.before, op) && !isOpen(this.after, next))
      this.add(where, 'now needs a credential');
    const params = parametersOf(this.before, item, op);
    const nextParams = parametersOf(this.after, nextItem, next);
    for (const p of params.values()) {
      const q = nextParams.get(p.key);
      if (!q) this.add(where, `${p.label} removed or renamed`);
      else {
        if (q.required && !p.required) this.add(where, `${p.label} now required`);
        this.compareSchema(where, p.label, p.schema, q.schema, 'request');
      }
    }
    for (const q of nextParams.values()) {
      if (q.required && !params.has(q.key)) this.add(where, `new required ${q.label}`);
    }
    this.requestBody(
      where,
      deref(this.before, op.requestBody),
      deref(this.after, next.requestBody),
    );
    this.responses(where, objectAt(op, 'responses'), objectAt(next, 'responses'));
  }

  private requestBody(where: string, b: unknown, a: unknown): void {
    if (!isObject(b)) {
      if (isObject(a) && a.required === true) this.add(where, 'new required request body');
      return;
    }
    if (!isObject(a)) return this.add(where, 'request body removed');
    if (a.required === true && b.required !== true) this.add(where, 'request body now required');
    const nextContent = objectAt(a, 'content');
    for (const [media, content] of Object.entries(objectAt(b, 'content'))) {
      const counterpart = nextContent[media];
      if (!isObject(counterpart)) this.add(where, `request body ${media} no longer accepted`);
      else
        this.compareSchema(
          where,
          `request body`,
          mediaSchema(media, content as Json),
          mediaSchema(media, counterpart),
          'request',
        );
    }
  }

  private responses(where: string, before: Json, after: Json): void {
    for (const [status, raw] of Object.entries(before)) {
      const b = deref(this.before, raw);
      const a = deref(this.after, after[status]);
      // A problem answer (4xx, 5xx) may go, its codes and headers narrow (what the operation
      // really answers); a success answer's body and headers are what a client reads.
      const success = /^[23]/.test(status);
      if (!isObject(b)) continue;
      if (!isObject(a)) {
        if (success) this.add(where, `response ${status} removed`);
        continue;
      }
      const direction: Direction = success ? 'response' : 'problem';
      const nextContent = objectAt(a, 'content');
      for (const [media, content] of Object.entries(objectAt(b, 'content'))) {
        const counterpart = nextContent[media];
        const label = `response ${status}`;
        if (!isObject(counterpart)) this.add(where, `${label} ${media} removed`);
        else
          this.compareSchema(
            where,
            label,
            mediaSchema(media, content as Json),
            mediaSchema(media, counterpart),
            direction,
          );
      }
      if (success) this.headers(where, status, objectAt(b, 'headers'), objectAt(a, 'headers'));
    }
  }

  private headers(where: string, status: string, before: Json, after: Json): void {
    for (const [name, header] of Object.entries(before)) {
      const label = `response ${status} header ${name}`;
      const found = Object.entries(after).find(([n]) => n.toLowerCase() === name.toLowerCase());
      if (!found) this.add(where, `${label} removed`);
      else {
        const schemaOf = (doc: Json, h: unknown) => objectAt({ h: deref(doc, h) }, 'h').schema;
        this.compareSchema(
          where,
          label,
          schemaOf(this.before, header),
          schemaOf(this.after, found[1]),
          'response',
        );
      }
    }
  }

  /** A problem code that no operation answers any longer was removed or renamed. */
  problemCodes(): void {
    const after = problemCodesOf(this.after);
    const removed = [...problemCodesOf(this.before)].filter((code) => !after.has(code));
    for (const code of removed)
      this.add(
        'problem codes',
        `${JSON.stringify(code)} no longer answered by any operation (removed or renamed)`,
      );
  }

  /** Every named schema of the released document, under its name, the way clients used it. */
  namedSchemas(): void {
    const uses = usesOfSchemas(this.before);
    const next = objectAt(objectAt(this.after, 'components'), 'schemas');
    for (const [name, schema] of Object.entries(
      objectAt(objectAt(this.before, 'components'), 'schemas'),
    )) {
      if (next[name] === undefined) {
        this.add(
          `schema ${name}`,
          'removed or renamed (generated clients name their types after it)',
        );
        continue;
      }
      // A schema no operation reaches (an extra model) describes what the service sends.
      for (const direction of uses.get(name) ?? new Set<Direction>(['response'])) {
        this.compareSchema(`schema ${name}`, direction, schema, next[name], direction);
      }
    }
  }
}

/** What breaks a client of `before` in `after`, in the order found. */
export function breakingChanges(before: Json, after: Json): Break[] {
  const checker = new Checker(before, after);
  checker.operations();
  checker.namedSchemas();
  checker.problemCodes();
  return checker.breaks;
}
