// One copy of each piece: every header, parameter, example and response written out more than
// once in the document moves to components/{headers,parameters,examples,responses}, and each place
// that held a copy refers to it. Generators then emit one type or constant per piece instead of
// one per use (the document had 888 header objects of 7 kinds and 55 parameters of 14).
import { STATUS_CODES } from 'node:http';
import type { OpenAPIObject } from '@nestjs/swagger';
import { pascal } from './names.js';
import { ANONYMOUS_KEY_PATTERN } from '../../platform/idempotency/idempotency.service.js';

type Json = Record<string, unknown>;
type Kind = 'headers' | 'parameters' | 'examples' | 'responses';

/** A place holding a piece: `holder[key]`, with the name the piece would have in components. */
interface Slot {
  holder: Record<string | number, unknown>;
  key: string | number;
  name: string;
}

const isRef = (value: unknown) => typeof (value as Json | null)?.$ref === 'string';

/**
 * Moves each piece met in `minimum` places or more into components[kind], under its name (the most
 * used variant of a name keeps it; the others add a number), and replaces every copy by a $ref.
 */
function share(document: OpenAPIObject, kind: Kind, slots: Slot[], minimum = 2): void {
  const groups = new Map<string, Slot[]>();
  for (const slot of slots) {
    if (isRef(slot.holder[slot.key])) continue;
    const key = JSON.stringify(slot.holder[slot.key]);
    groups.set(key, [...(groups.get(key) ?? []), slot]);
  }
  const shared = [...groups.values()]
    .filter((group) => group.length >= minimum)
    .sort((a, b) => b.length - a.length);
  const components = (document.components ??= {}) as Record<Kind, Json | undefined>;
  const target = (components[kind] ??= {});
  for (const group of shared) {
    const first = group[0];
    let name = first.name;
    for (let n = 2; target[name] !== undefined; n++) name = `${first.name}${n}`;
    target[name] = first.holder[first.key];
    for (const slot of group) slot.holder[slot.key] = { $ref: `#/components/${kind}/${name}` };
  }
}

interface Operation {
  operationId: string;
  parameters?: Json[];
  requestBody?: { content?: Record<string, Json> };
  responses: Record<string, Json>;
}

function operations(document: OpenAPIObject): Operation[] {
  return Object.values(document.paths).flatMap((item) =>
    Object.values(item as Record<string, Operation>),
  );
}

/** Every response written out: the operations' own and the shared ones in components. */
function inlineResponses(document: OpenAPIObject): Json[] {
  const own = operations(document).flatMap((op) => Object.values(op.responses));
  const shared = Object.values(
    (document.components?.responses ?? {}) as unknown as Record<string, Json>,
  );
  return [...own, ...shared].filter((r) => !isRef(r));
}

function headerSlots(document: OpenAPIObject): Slot[] {
  return inlineResponses(document).flatMap((response) => {
    const headers = (response.headers ?? {}) as Json;
    return Object.keys(headers).map((name) => ({ holder: headers, key: name, name }));
  });
}

/** A parameter is named after itself; the anonymous routes' Idempotency-Key by what it is. */
function parameterName(parameter: Json): string {
  const anonymous = (parameter.schema as Json | undefined)?.pattern === ANONYMOUS_KEY_PATTERN;
  return anonymous ? `Anonymous-${String(parameter.name)}` : String(parameter.name);
}

function parameterSlots(document: OpenAPIObject): Slot[] {
  return operations(document).flatMap((op) =>
    (op.parameters ?? []).map((parameter, i) => ({
      holder: op.parameters as unknown as Record<number, unknown>,
      key: i,
      name: parameterName(parameter),
    })),
  );
}

function exampleSlots(document: OpenAPIObject): Slot[] {
  const media = [
    ...operations(document).flatMap((op) => Object.values(op.requestBody?.content ?? {})),
    ...inlineResponses(document).flatMap((r) => Object.values((r.content ?? {}) as Json)),
  ] as Json[];
  return media.flatMap((m) => {
    const examples = (m.examples ?? {}) as Record<string, Json>;
    return Object.entries(examples).map(([key, example]) => ({
      holder: examples,
      key,
      name: pascal(String(example.summary ?? key)),
    }));
  });
}

/** A success response is named after its schema and status (`GameViewDtoOK`). */
function responseSlots(document: OpenAPIObject): Slot[] {
  return operations(document).flatMap((op) =>
    Object.entries(op.responses).map(([status, response]) => {
      const media = Object.values((response.content ?? {}) as Record<string, Json>)[0];
      const ref = String((media?.schema as Json | undefined)?.$ref ?? op.operationId);
      const statusName = pascal(STATUS_CODES[Number(status)] ?? status);
      return {
        holder: op.responses,
        key: status,
        name: pascal(ref.split('/').pop()!) + statusName,
      };
    }),
  );
}

/** Shares headers and examples first, so responses that differed only by copies compare equal. */
export function reuseComponents(document: OpenAPIObject): void {
  share(document, 'headers', headerSlots(document));
  // Every example, even one used once: written at the top level, its many lines are indented
  // by four spaces rather than fourteen.
  share(document, 'examples', exampleSlots(document), 1);
  share(document, 'parameters', parameterSlots(document));
  share(document, 'responses', responseSlots(document));
}
