import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  objectSlots,
  operationsOf,
  sample,
  variantsOf,
  withValueAt,
  type OpenApiDocument,
  type Operation,
} from './support/openapi-walk.js';
import { useTestApp } from './support/app-fixture.js';
import { PlayerClient, playerRoute } from './support/players.js';

// `{"timeControl":[]}` created a game that could never start: an array stood where an object
// belongs and passed validation. Every place of every request body that the served contract says
// holds an object is walked here, so a field added later is covered without editing this test.
const NOT_OBJECTS: [string, unknown][] = [
  ['[]', []],
  ['[[]]', [[]]],
  ['[{}]', [{}]],
  ['"x"', 'x'],
  ['1', 1],
  ['true', true],
  ['null', null],
];

/** Stands for a list holding one valid object of the place (ValidateNested walked lists). */
const LIST_OF_VALID = Symbol('a list of one valid object');

interface Case {
  operation: Operation;
  base: unknown;
  path: string;
  nullable: boolean;
  /** A valid object for this place. */
  valid: unknown;
}

/** One case per operation and object place; a union's members each bring their own places. */
function casesOf(doc: OpenApiDocument): Case[] {
  const cases = new Map<string, Case>();
  for (const operation of operationsOf(doc)) {
    if (!operation.body) continue;
    for (const variant of variantsOf(doc, operation.body)) {
      const base = sample(doc, variant);
      for (const { path, nullable, schema } of objectSlots(doc, variant)) {
        const key = `${operation.operationId} ${path}`;
        const valid = sample(doc, schema);
        if (!cases.has(key)) cases.set(key, { operation, base, path, nullable, valid });
      }
    }
  }
  return [...cases.values()];
}

/** The field a refusal of the value at `path` names: the body itself, the field, or its list. */
function namesOf(path: string): string[] {
  if (path === '') return ['body'];
  return [path, path.replace(/\.\d+$/, '')];
}

describe('nested object fields of every request body', () => {
  const t = useTestApp();
  let doc: OpenApiDocument;
  let cases: Case[];
  let playerToken: string;
  beforeAll(async () => {
    playerToken = (await new PlayerClient(t.app.getHttpServer()).create('Bodies')).token;
    doc = (await request(t.app.getHttpServer()).get('/openapi.json').expect(200)).body;
    cases = casesOf(doc);
  });

  // A game that does not exist: a body that passes validation answers 404 (or 201 for a new game)
  // and changes nothing; one that does not answers 400 before any lookup.
  const send = (operation: Operation, body: unknown) => {
    const agent = request(t.app.getHttpServer());
    const url = operation.path.replace('{gameId}', randomUUID());
    return (
      agent[operation.method as 'post'](url)
        // A player's own routes check its token first (a guard): they get a real one.
        .set('Authorization', `Bearer ${playerRoute(url) ? playerToken : randomUUID()}`)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body))
    );
  };

  it('the walk finds the object places it was written for', () => {
    const found = cases.map((c) => `${c.operation.operationId} ${c.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'createGame ',
        'createGame rules',
        'createGame timeControl',
        'joinGame ',
        'act ',
        'act transfers.0',
        'giveCards transfers.0',
        'addBot ',
        'rematch ',
      ]),
    );
  });

  it('the bodies the walk starts from are valid', async () => {
    for (const { operation, base } of cases) {
      const res = await send(operation, base);
      expect({ op: operation.operationId, base, status: res.status }).not.toMatchObject({
        status: 400,
      });
    }
  });

  it.each([...NOT_OBJECTS, ['[<a valid object>]', LIST_OF_VALID]])(
    '%s where an object belongs answers 400 naming the field',
    async (_, bad) => {
      const answers = [];
      for (const { operation, base, path, nullable, valid } of cases) {
        if (bad === null && nullable) continue;
        const value = bad === LIST_OF_VALID ? [valid] : bad;
        const res = await send(operation, withValueAt(base, path, value));
        const fields = ((res.body.errors ?? []) as { field: string }[]).map((e) => e.field);
        answers.push({
          at: `${operation.operationId} ${path}`,
          status: res.status,
          code: res.body.code,
          named: fields.some((f) => namesOf(path).includes(f)),
        });
      }
      expect(answers).toEqual(
        answers.map(({ at }) => ({ at, status: 400, code: 'validation_failed', named: true })),
      );
    },
  );

  // GiveAction's items declare additionalProperties: false, as CardTransfersDto's items do.
  it('an unknown key inside a transfer is refused by /actions as by /card-transfers', async () => {
    const transfers = [
      { toSeat: 1, card: 'AH', extra: 1 },
      { toSeat: 2, card: 'AS' },
    ];
    const byPath = { actions: { type: 'give', transfers }, 'card-transfers': { transfers } };
    for (const [path, body] of Object.entries(byPath)) {
      const res = await request(t.app.getHttpServer())
        .post(`/api/v1/games/${randomUUID()}/${path}`)
        .set('Authorization', `Bearer ${randomUUID()}`)
        .send(body);
      expect({ path, status: res.status, errors: res.body.errors }).toEqual({
        path,
        status: 400,
        errors: [{ field: 'transfers.0.extra', message: 'property extra should not exist' }],
      });
    }
  });

  it('a timed game created with a time control joins and starts', async () => {
    const server = t.app.getHttpServer();
    const created = await request(server)
      .post('/api/v1/games')
      .send({ timeControl: { moveSeconds: 60, onTimeout: 'bot' } })
      .expect(201);
    for (const name of ['A', 'B', 'C']) {
      await request(server)
        .post(`/api/v1/games/${created.body.id}/players`)
        .send({ name })
        .expect(201);
    }
  });
});
