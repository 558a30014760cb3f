// A JSON Schema (OpenAPI 3.1) read as the shape a generated client sees: its types, whether it
// may be null, its enum, properties, items and union members, whatever way it was written
// ($ref or inline, `allOf` of one, `type: [x, 'null']` or `oneOf` with `{type: 'null'}`, const or a
// one-value enum). The compatibility check (compatibility.ts) compares these shapes, so that
// rewriting a schema without changing what a client sends or reads is no break.

export type Json = Record<string, unknown>;

export interface Shape {
  /** The JSON types besides null; null when the schema states none (anything). */
  types: Set<string> | null;
  nullable: boolean;
  enum?: unknown[];
  properties: Map<string, unknown>;
  required: Set<string>;
  items?: unknown;
  /** additionalProperties when it is a schema (a map's values). */
  additional?: unknown;
  /** oneOf / anyOf members other than null, when there are several. */
  variants?: unknown[];
}

const SCHEMAS = '#/components/schemas/';

/** Keywords that only annotate: a `$ref` beside them is still just that reference. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'summary',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'default',
  '$comment',
  'externalDocs',
]);

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The node a local reference (`#/a/b`) points at in `doc`. */
export function resolvePointer(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

/** Follows `$ref`s (of any component kind) to the node they name. */
export function deref(doc: Json, node: unknown, depth = 0): unknown {
  if (depth < 20 && isObject(node) && typeof node.$ref === 'string') {
    return deref(doc, resolvePointer(doc, node.$ref), depth + 1);
  }
  return node;
}

/**
 * The named schema that `schema` only refers to (a `$ref` with annotations beside it, or an
 * `allOf` of that one reference), or undefined.
 */
export function namedRef(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  const structural = Object.keys(schema).filter((k) => !ANNOTATIONS.has(k));
  if (structural.length !== 1) return undefined;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith(SCHEMAS)) {
    return schema.$ref.slice(SCHEMAS.length);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return namedRef(schema.allOf[0]);
  return undefined;
}

function empty(): Shape {
  return { types: null, nullable: false, properties: new Map(), required: new Set() };
}

function typeOfValue(value: unknown): string {
  if (Number.isInteger(value)) return 'integer';
  if (typeof value === 'number') return 'number';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Merges `from` into `into` (allOf: every member holds). */
function merge(into: Shape, from: Shape): void {
  if (from.types) {
    into.types = into.types
      ? new Set([...into.types].filter((t) => from.types!.has(t)))
      : new Set(from.types);
  }
  into.nullable ||= from.nullable;
  if (from.enum)
    into.enum = into.enum ? into.enum.filter((v) => from.enum!.includes(v)) : from.enum;
  for (const [name, schema] of from.properties) into.properties.set(name, schema);
  for (const name of from.required) into.required.add(name);
  into.items ??= from.items;
  into.additional ??= from.additional;
  into.variants ??= from.variants;
}

function isNullSchema(doc: Json, member: unknown): boolean {
  const target = deref(doc, member);
  return (
    isObject(target) &&
    (target.type === 'null' ||
      (Array.isArray(target.enum) && target.enum.length === 1 && target.enum[0] === null))
  );
}

/** The schema's own keywords (not its $ref, allOf or union). */
function ownShape(schema: Json): Shape {
  const shape = empty();
  const type = schema.type;
  if (typeof type === 'string' || Array.isArray(type)) {
    const listed = (Array.isArray(type) ? type : [type]).map(String);
    shape.nullable = listed.includes('null');
    shape.types = new Set(listed.filter((t) => t !== 'null'));
  }
  if (schema.nullable === true) shape.nullable = true;
  const values =
    'const' in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
  if (values) {
    if (values.includes(null)) shape.nullable = true;
    shape.enum = values.filter((v) => v !== null);
  }
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties))
      shape.properties.set(name, property);
  }
  if (Array.isArray(schema.required))
    for (const name of schema.required) shape.required.add(String(name));
  if (schema.items !== undefined) shape.items = schema.items;
  if (isObject(schema.additionalProperties)) shape.additional = schema.additionalProperties;
  if (!shape.types) {
    if (shape.properties.size > 0 || shape.additional) shape.types = new Set(['object']);
    else if (shape.items !== undefined) shape.types = new Set(['array']);
    else if (shape.enum && shape.enum.length > 0)
      shape.types = new Set(shape.enum.map(typeOfValue));
  }
  return shape;
}

/** The shape of `schema`, a schema of `doc`. */
export function shapeOf(doc: Json, schema: unknown, depth = 0): Shape {
  const node = deref(doc, schema);
  if (!isObject(node) || depth > 30) return empty();
  const shape = ownShape(node);
  if (Array.isArray(node.allOf)) {
    for (const member of node.allOf) merge(shape, shapeOf(doc, member, depth + 1));
  }
  const union = Array.isArray(node.oneOf)
    ? node.oneOf
    : Array.isArray(node.anyOf)
      ? node.anyOf
      : undefined;
  if (union) {
    const members = union.filter((m) => !isNullSchema(doc, m));
    if (members.length < union.length) shape.nullable = true;
    if (members.length === 1) merge(shape, shapeOf(doc, members[0], depth + 1));
    else if (members.length > 1) shape.variants = members;
  }
  return shape;
}

/** `prop=value` for each property of `schema` fixed to one value: what tells a union's members apart. */
export function fixedValues(doc: Json, schema: unknown): Set<string> {
  const result = new Set<string>();
  for (const [name, property] of shapeOf(doc, schema).properties) {
    const values = shapeOf(doc, property).enum;
    if (values?.length === 1) result.add(`${name}=${String(values[0])}`);
  }
  return result;
}
