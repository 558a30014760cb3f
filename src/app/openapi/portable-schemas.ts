// Schemas as every mainstream generator reads them (issue 27's table): a fixed value is a
// single-value `enum` (openapi-zod-client ignores a `const` without one, and orval's zod output
// turned `const` beside `maxLength` into `zod.literal(...).max`, which does not compile), with no
// length or pattern beside it; a discriminated union is a oneOf of whole schemas, never allOf.
import type { OpenAPIObject } from '@nestjs/swagger';

type Json = Record<string, unknown>;

function singleValues(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(singleValues);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  if ('const' in schema && !('enum' in schema)) schema.enum = [schema.const];
  delete schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length === 1) {
    delete schema.maxLength;
    delete schema.minLength;
    delete schema.pattern;
  }
  for (const [key, value] of Object.entries(schema)) {
    // Example values are data, not schemas.
    if (key !== 'example' && key !== 'examples') singleValues(value);
  }
}

/** Refuses a discriminator whose members are not whole object schemas (a oneOf of $refs). */
function checkDiscriminators(schemas: Record<string, Json>): void {
  for (const [name, schema] of Object.entries(schemas)) {
    if (!schema.discriminator) continue;
    for (const member of (schema.oneOf ?? []) as Json[]) {
      const target = schemas[String(member.$ref).split('/').pop()!];
      if (!target || target.allOf || target.oneOf || target.anyOf) {
        throw new Error(`${name}: each discriminated member must be a whole schema, by $ref`);
      }
    }
  }
}

export function portableSchemas(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Json>;
  singleValues(schemas);
  singleValues(document.paths);
  checkDiscriminators(schemas);
}
