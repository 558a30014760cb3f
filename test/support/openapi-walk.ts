import { randomUUID } from 'node:crypto';
// Reads the OpenAPI document the app serves, so that a test driven from it covers every operation,
// parameter and body field the contract declares, including ones added after the test was written.

/** A JSON Schema as the document writes it (only what these walks read). */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  const?: unknown;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: Schema;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

/** A place in a body that must hold a JSON object: dotted path ('' is the body itself). */
export interface ObjectSlot {
  path: string;
  nullable: boolean;
  schema: Schema;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> })?.content;
      ops.push({
        operationId: op.operationId as string,
        method,
        path,
        // Parameters used by several operations are references to components/parameters.
        parameters: ((op.parameters as (Parameter | { $ref: string })[] | undefined) ?? [])
          .map((p) => ('$ref' in p ? doc.components.parameters?.[p.$ref.split('/').pop()!] : p))
          .filter((p): p is Parameter => p !== undefined && 'name' in p),
        body: content?.['application/json']?.schema ?? null,
      });
    }
  }
  return ops;
}

/** The schema behind references and one-member allOf wrappers. */
export function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components.schemas[name]);
  }
  if (schema.allOf?.length === 1) return resolve(doc, schema.allOf[0]);
  return schema;
}

/** The non-null alternative of `anyOf/oneOf [X, {type: null}]`, with whether null is allowed. */
function unwrapNull(doc: OpenApiDocument, schema: Schema): { schema: Schema; nullable: boolean } {
  const s = resolve(doc, schema);
  const alternatives = s.anyOf ?? (s.oneOf?.some((a) => a.type === 'null') ? s.oneOf : undefined);
  if (!alternatives) return { schema: s, nullable: false };
  const rest = alternatives.filter((a) => a.type !== 'null');
  if (rest.length !== 1) throw new Error('a union other than X-or-null: teach openapi-walk it');
  return { schema: resolve(doc, rest[0]), nullable: rest.length < alternatives.length };
}

/** The bodies one schema stands for: each member of a oneOf (the Action union), or itself. */
export function variantsOf(doc: OpenApiDocument, schema: Schema): Schema[] {
  const s = resolve(doc, schema);
  return s.oneOf ? s.oneOf.map((v) => resolve(doc, v)) : [s];
}

/** Every place in a body of `schema` that holds an object: itself, properties, array items. */
export function objectSlots(doc: OpenApiDocument, schema: Schema, path = ''): ObjectSlot[] {
  const slots: ObjectSlot[] = [];
  const visit = (raw: Schema, at: string, nullable: boolean) => {
    const { schema: s, nullable: orNull } = unwrapNull(doc, raw);
    if (s.type === 'object' || s.properties) {
      slots.push({ path: at, nullable: nullable || orNull, schema: s });
      for (const [key, sub] of Object.entries(s.properties ?? {})) {
        visit(sub, at ? `${at}.${key}` : key, false);
      }
    } else if (s.type === 'array' && s.items) {
      visit(s.items, `${at}.0`, false);
    }
  };
  visit(schema, path, false);
  return slots;
}

/** A smallest valid value of `schema`: its required properties, each at its first legal value. */
export function sample(doc: OpenApiDocument, schema: Schema): unknown {
  const s = unwrapNull(doc, schema).schema;
  if (s.const !== undefined) return s.const;
  if (s.example !== undefined) return s.example;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return false;
    case 'string':
      // Distinct identifiers, so a list of them (a challenge's invitees) is not refused as repeated.
      return s.format === 'uuid' ? randomUUID() : 'x';
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(doc, s.items!));
    default:
      return Object.fromEntries(
        (s.required ?? []).map((key) => [key, sample(doc, s.properties![key])]),
      );
  }
}

/** `body` with the value at dotted `path` replaced (created when absent); '' replaces the body. */
export function withValueAt(body: unknown, path: string, value: unknown): unknown {
  if (path === '') return value;
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys[keys.length - 1]] = value;
  return copy;
}
