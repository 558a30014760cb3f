// What the document promises a client generator, checked on the built document.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ACTION_TYPES, ALL_CARDS, REFUSAL_CODES } from '../src/core/engine/index.js';
import { ALL_PROBLEM_CODES, OTHER_PROBLEM_CODES } from '../src/platform/common/problem-codes.js';
import { buildOpenApiDocument } from '../src/app/openapi/document.js';
import { pascal } from '../src/app/openapi/names.js';
import { createOfflineApp } from '../src/app/offline-app.js';
import { declaredCodes, responseOf } from './support/problem-codes.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() && e.name !== 'generated'
        ? sourceFiles(join(dir, e.name))
        : Promise.resolve(e.name.endsWith('.ts') ? [join(dir, e.name)] : []),
    ),
  );
  return nested.flat();
}

describe('the OpenAPI contract', () => {
  let doc: Json;
  let ops: Json[];
  beforeAll(async () => {
    const app = await createOfflineApp();
    doc = JSON.parse(JSON.stringify(buildOpenApiDocument(app)));
    await app.close();
    ops = Object.values(doc.paths as Json).flatMap((item) => Object.values(item as Json));
  });
  afterAll(() => undefined);

  it('types legal actions and actions as unions discriminated on type, one schema per type', () => {
    // The cut is made out of turn and never listed in legalActions: the only action without a Legal*.
    const legalTypes = ACTION_TYPES.filter((type) => type !== 'cut');
    for (const [name, types] of [
      ['LegalActionDto', legalTypes],
      ['Action', ACTION_TYPES],
    ] as const) {
      const union = doc.components.schemas[name];
      expect(union.discriminator.propertyName).toBe('type');
      expect(Object.keys(union.discriminator.mapping).sort()).toEqual([...types].sort());
      for (const [type, target] of Object.entries(union.discriminator.mapping as Json)) {
        const schema = doc.components.schemas[String(target).split('/').pop()!];
        expect(schema.properties.type.enum).toEqual([type]);
      }
    }
    expect(doc.components.schemas.LegalGive.required).toEqual(['type', 'cards', 'toSeats']);
  });

  it('shares Card (the 24 codes), Suit and Seat, and types the view on status', () => {
    expect(doc.components.schemas.Card.enum).toEqual([...ALL_CARDS]);
    expect(doc.components.schemas.Card.description).toContain('talon');
    expect(doc.components.schemas.Seat).toMatchObject({ type: 'integer', minimum: 0, maximum: 3 });
    expect(doc.components.schemas.GameViewDto.discriminator.propertyName).toBe('status');
    expect(doc.components.schemas.PlayingGameView.properties.deal).toEqual({
      $ref: '#/components/schemas/DealViewDto',
    });
    expect(doc.components.schemas.PlayingGameView.properties.status.enum).toEqual(['playing']);
    expect(doc.components.schemas.GameEventDto.discriminator.mapping.player_joined).toBeDefined();
  });

  it('names a shared property schema after what it is, never after the first schema holding it', () => {
    // share-schemas.ts falls back to `<Schema><Property>` (ChallengeDto.createdAt was a
    // `LadderPauseDtoAt`): each such piece is named in SHARED_NAMES instead.
    const schemas = doc.components.schemas as Record<string, Json>;
    const named: string[] = [];
    for (const [holder, schema] of Object.entries(schemas)) {
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Json)) {
        const fallback = `${holder}${pascal(key)}`;
        if (property.$ref === `#/components/schemas/${fallback}`) named.push(fallback);
      }
    }
    expect(named).toEqual([]);
    expect(schemas.ChallengeDto.properties.createdAt.$ref).toBe('#/components/schemas/DateTime');
  });

  it("describes the challenge answers' conflicts by their own codes, not a game's", () => {
    for (const name of ['AcceptChallengeConflict', 'DeclineChallengeConflict']) {
      const response = doc.components.responses[name];
      const schema = doc.components.schemas[`${name}Problem`];
      const codes = schema.allOf[1].properties.code.enum as string[];
      for (const code of codes) expect(response.description).toContain(`\`${code}\`: `);
      expect(response.description).not.toMatch(/turn|phase/);
    }
  });

  it('bounds every number, integer, string and array', () => {
    const unbounded: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const s = node as Json;
      const types = ([] as unknown[]).concat(s.type);
      // Ratings (issue 28) are the only real numbers: each a double, bounded.
      if (types.includes('number') && s.format !== 'double') unbounded.push(`${path}: number`);
      else if (types.includes('number') && (s.minimum === undefined || s.maximum === undefined))
        unbounded.push(`${path}: number`);
      if (
        types.includes('integer') &&
        (s.minimum === undefined || s.maximum === undefined) &&
        !s.enum
      )
        unbounded.push(`${path}: integer`);
      if (types.includes('string') && s.maxLength === undefined && !s.enum && !s.const)
        unbounded.push(`${path}: string`);
      if (types.includes('array') && s.maxItems === undefined) unbounded.push(`${path}: array`);
      for (const [k, v] of Object.entries(s))
        if (k !== 'examples' && k !== 'example') visit(v, `${path}/${k}`);
    };
    visit(doc.components.schemas, '#/components/schemas');
    visit(doc.paths, '#/paths');
    expect(unbounded).toEqual([]);
  });

  it('lists every code the service answers, each operation with its own', async () => {
    expect(doc.components.schemas.ProblemDto.properties.code.enum).toEqual(ALL_PROBLEM_CODES);
    for (const code of REFUSAL_CODES) expect(ALL_PROBLEM_CODES).toContain(code);
    const raised = new Set<string>();
    for (const file of await sourceFiles(resolve(import.meta.dirname, '../src'))) {
      const text = await readFile(file, 'utf8');
      for (const m of text.matchAll(/ProblemError\(\s*\d{3},\s*'([a-z_]+)'/g)) raised.add(m[1]);
    }
    expect(raised.size).toBeGreaterThan(10);
    // Outside the operations (the router's, the pages of /problems) only the codes listed apart.
    const outside = Object.values(OTHER_PROBLEM_CODES).flat();
    for (const code of raised) expect([...ALL_PROBLEM_CODES, ...outside]).toContain(code);
    expect(outside.filter((code) => ALL_PROBLEM_CODES.includes(code))).toEqual([]);
    const opOf = (operationId: string) => ops.find((o) => o.operationId === operationId)!;
    const codesOf = (operationId: string, status: string): string[] => {
      const response = responseOf(doc, opOf(operationId), status)!;
      const ref = response.content['application/problem+json'].schema.$ref.split('/').pop();
      const narrowing = doc.components.schemas[ref].allOf[1];
      expect(narrowing.required).toEqual(['code']);
      return declaredCodes(doc, opOf(operationId), status)!;
    };
    expect(codesOf('playCard', '422')).toContain('must_follow_suit');
    expect(codesOf('playCard', '422')).not.toContain('not_your_turn');
    expect(codesOf('act', '409')).not.toContain('game_full');
    expect(codesOf('getScoreTable', '404')).toEqual(['game_not_found']);
    // Shared by status (BY_STATUS): one response, each operation's codes in x-operations.
    const limited = responseOf(doc, opOf('getGame'), '429');
    expect(responseOf(doc, opOf('joinQueue'), '429')).toBe(limited);
    expect(codesOf('getGame', '429').sort()).toEqual([
      'rate_limited',
      'too_many_requests_in_flight',
    ]);
    expect(codesOf('joinQueue', '429')).toContain('too_many_queue_entries');
    expect(codesOf('getHint', '429')).toContain('too_many_hints');
    expect(codesOf('streamGame', '401').sort()).toEqual(['invalid_ticket', 'invalid_token']);
    // A stream resumed at a finished game's last event is answered 204 (a trial found it
    // missing from the document), told in words: as a response, hey-api would type every
    // message as possibly void, and code built on its client would stop compiling.
    expect(opOf('streamGame').description).toContain('answered 204');
    expect(Object.keys(opOf('streamGame').responses)).not.toContain('204');
  });

  it('gives every operation a description, tags, examples and its answer headers', () => {
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes.bearer.bearerFormat).toBeUndefined();
    expect(doc.tags.map((t: Json) => t.name).sort()).toEqual([
      'bots',
      'challenges',
      'games',
      'health',
      'players',
      'queue',
    ]);
    for (const op of ops) {
      expect([op.operationId, typeof op.description]).toEqual([op.operationId, 'string']);
      expect(op.tags.length).toBeGreaterThan(0);
      for (const [status, answer] of Object.entries(op.responses as Json)) {
        const response = answer.$ref
          ? doc.components.responses[answer.$ref.split('/').pop()]
          : answer;
        expect(response.headers['X-Request-Id'].$ref).toBe('#/components/headers/X-Request-Id');
        if (status === '429' || status === '503')
          expect(response.headers['Retry-After']).toBeDefined();
      }
      const [code, success] = Object.entries(op.responses as Json).find(([s]) =>
        s.startsWith('2'),
      )!;
      const response = success.$ref
        ? doc.components.responses[success.$ref.split('/').pop()]
        : success;
      // 204 No Content (leaveQueue) has no body to give an example of.
      if (code === '204') expect(response.content).toBeUndefined();
      else expect(Object.values(response.content as Json)[0].examples).toBeDefined();
    }
    const getGame = ops.find((o) => o.operationId === 'getGame')!;
    expect(getGame.responses['200'].headers.ETag.$ref).toBe('#/components/headers/ETag');
    expect(doc.components.headers.ETag.schema.type).toBe('string');
  });
});
