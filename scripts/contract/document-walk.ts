// Walks over an OpenAPI document for the compatibility check (compatibility.ts): which named
// schemas a client sends or reads, and which problem codes the operations answer.
import type { Direction } from './schema-compare.js';
import { deref, isObject, resolvePointer, type Json } from './schema-shape.js';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const SCHEMAS = '#/components/schemas/';

export const objectAt = (node: unknown, key: string): Json => {
  const value = isObject(node) ? node[key] : undefined;
  return isObject(value) ? value : {};
};

/** The named schemas each operation part reaches, through any chain of references. */
export function usesOfSchemas(doc: Json): Map<string, Set<Direction>> {
  const uses = new Map<string, Set<Direction>>();
  const walk = (node: unknown, direction: Direction, seen: Set<string>): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, direction, seen));
    if (!isObject(node)) return;
    if (typeof node.$ref === 'string' && !seen.has(node.$ref)) {
      seen.add(node.$ref);
      if (node.$ref.startsWith(SCHEMAS)) {
        const name = node.$ref.slice(SCHEMAS.length);
        uses.set(name, (uses.get(name) ?? new Set()).add(direction));
      }
      walk(resolvePointer(doc, node.$ref), direction, seen);
    }
    for (const [key, value] of Object.entries(node))
      if (key !== '$ref') walk(value, direction, seen);
  };
  for (const rawItem of Object.values(objectAt(doc, 'paths'))) {
    const item = deref(doc, rawItem) as Json;
    for (const method of METHODS.filter((m) => isObject(item[m]))) {
      const op = item[method] as Json;
      walk([item.parameters, op.parameters, op.requestBody], 'request', new Set());
      for (const [status, response] of Object.entries(objectAt(op, 'responses'))) {
        walk(response, /^[23]/.test(status) ? 'response' : 'problem', new Set());
      }
    }
  }
  return uses;
}

/** The values of every enum in the problem answers (4xx, 5xx) of `doc`'s operations. */
export function problemCodesOf(doc: Json): Set<string> {
  const codes = new Set<string>();
  const seen = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    if (typeof node.$ref === 'string' && !seen.has(node.$ref)) {
      seen.add(node.$ref);
      walk(resolvePointer(doc, node.$ref));
    }
    if (Array.isArray(node.enum))
      for (const v of node.enum) if (typeof v === 'string') codes.add(v);
    for (const [key, value] of Object.entries(node))
      if (key !== '$ref' && key !== 'examples' && key !== 'example') walk(value);
  };
  for (const rawItem of Object.values(objectAt(doc, 'paths'))) {
    const item = deref(doc, rawItem) as Json;
    for (const method of METHODS.filter((m) => isObject(item[m]))) {
      for (const [status, response] of Object.entries(objectAt(item[method], 'responses'))) {
        if (/^[45]/.test(status)) walk(response);
      }
    }
  }
  return codes;
}
