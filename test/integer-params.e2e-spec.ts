import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { GameClient } from './support/api.js';
import { operationsOf, type OpenApiDocument, type Parameter } from './support/openapi-walk.js';
import { useTestApp } from './support/app-fixture.js';
import { PlayerClient, playerRoute } from './support/players.js';

// `deals/99999999999/proof` failed inside PostgreSQL (a 500) and `deals/0` answered 404 although
// the contract starts deals at 1. Every integer path and query parameter the served contract
// declares is sent out of its bounds here, so a parameter added later is covered too.
interface Problem {
  code?: string;
  errors?: { field: string; message: string }[];
}

interface Case {
  operationId: string;
  method: string;
  path: string;
  parameter: Parameter;
}

/** Values no integer parameter with these bounds may take. */
function outOfBounds({ schema, in: where }: Parameter): string[] {
  const values = [
    String(schema.minimum! - 1),
    String(schema.maximum! + 1),
    '99999999999',
    '99999999999999999999999',
    '1.5',
    '1e3',
    '0x10',
    'abc',
  ];
  // A path segment cannot be empty (that is another route); a query value can.
  return where === 'query' ? [...values, ''] : values;
}

describe('integer path and query parameters', () => {
  const t = useTestApp({}, { listen: true });
  let gameId: string;
  let playerToken: string;
  let cases: Case[];
  beforeAll(async () => {
    gameId = (await new GameClient(t.url).create()).id;
    playerToken = (await new PlayerClient(t.url).create('Integers')).token;
    const doc = (await request(t.url).get('/openapi.json').expect(200)).body as OpenApiDocument;
    cases = operationsOf(doc).flatMap((op) =>
      op.parameters
        .filter((p) => p.in !== 'header' && p.schema.type === 'integer')
        .map((parameter) => ({ ...op, parameter })),
    );
  });

  /** The status and body of a GET, without waiting for an event stream to end. */
  async function send(c: Case, value: string) {
    let path = c.path
      .replace('{gameId}', gameId)
      .replace(`{${c.parameter.name}}`, encodeURIComponent(value));
    // Any other integer in the path at its smallest value.
    for (const p of cases.filter((o) => o.path === c.path && o.parameter.in === 'path')) {
      path = path.replace(`{${p.parameter.name}}`, String(p.parameter.schema.minimum));
    }
    const target = new URL(t.url + path);
    if (c.parameter.in === 'query') target.searchParams.set(c.parameter.name, value);
    const abort = new AbortController();
    // A player's own routes check the player token before their parameters (a guard).
    const headers: Record<string, string> = playerRoute(c.path)
      ? { Authorization: `Bearer ${playerToken}` }
      : {};
    const res = await fetch(target, {
      method: c.method.toUpperCase(),
      headers,
      signal: abort.signal,
    });
    const body = res.status === 400 ? ((await res.json()) as Problem) : null;
    abort.abort();
    return { status: res.status, body };
  }

  it('finds the parameters it was written for, each with bounds', () => {
    const found = cases.map((c) => `${c.operationId} ${c.parameter.name}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'listGames limit',
        'listEvents after',
        'listEvents limit',
        'getDealProof deal',
        'getDealReplay deal',
        'streamGame lastSeq',
      ]),
    );
    for (const c of cases) {
      expect(c.parameter.schema).toEqual(
        expect.objectContaining({ minimum: expect.any(Number), maximum: expect.any(Number) }),
      );
    }
  });

  it('accepts each bound itself', async () => {
    for (const c of cases) {
      for (const bound of [c.parameter.schema.minimum!, c.parameter.schema.maximum!]) {
        // Valid as an integer: no `validation_failed`. A stream's `after` past the game's last
        // event is refused for what it means (400 `invalid_resume_point`), not for its form.
        const { status, body } = await send(c, String(bound));
        expect({
          at: `${c.operationId} ${c.parameter.name}=${bound}`,
          code: body?.code,
        }).not.toEqual({
          at: expect.any(String),
          code: 'validation_failed',
        });
        if (status === 400) expect(body?.code).toBe('invalid_resume_point');
        expect(status).toBeLessThan(500);
      }
    }
  });

  it('tells a value that is not an integer only that, not every bound as well', async () => {
    const answers = [];
    const expected = [];
    for (const c of cases) {
      for (const value of ['abc', '1.5']) {
        const at = `${c.operationId} ${c.parameter.name}=${value}`;
        const { body } = await send(c, value);
        const messages = (body?.errors ?? []).map((e) => e.message);
        answers.push({ at, count: messages.length, integer: /integer/.test(messages[0] ?? '') });
        expected.push({ at, count: 1, integer: true });
      }
    }
    expect(answers).toEqual(expected);
  });

  it('refuses every value out of bounds or not an integer with 400 naming the parameter', async () => {
    const answers = [];
    const expected = [];
    for (const c of cases) {
      for (const value of outOfBounds(c.parameter)) {
        const at = `${c.operationId} ${c.parameter.name}=${value}`;
        const { status, body } = await send(c, value);
        const fields = [...new Set((body?.errors ?? []).map((e) => e.field))];
        answers.push({ at, status, code: body?.code, fields });
        expected.push({ at, status: 400, code: 'validation_failed', fields: [c.parameter.name] });
      }
    }
    expect(answers).toEqual(expected);
  });
});
