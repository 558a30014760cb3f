// Two Authorization headers in one request (README, "Errors"): Node keeps the first and drops the
// other, so answering as either caller would be a guess. They were refused as 401 `invalid_token`,
// which a client reads as "this token is dead" (an outside trial); the request is malformed, not
// its token: 400 `ambiguous_credentials`, on every operation that reads a credential.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { buildOpenApiDocument } from '../src/app/openapi/document.js';
import { useTestApp } from './support/app-fixture.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** Sends `authorizations` as that many Authorization headers (supertest would send one). */
function send(url: string, method: string, authorizations: string[], body?: string) {
  return new Promise<Answer>((done, fail) => {
    const headers: Record<string, string | string[]> = { Authorization: authorizations };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const req = httpRequest(url, { method: method.toUpperCase(), headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        done({ status: res.statusCode!, type: String(res.headers['content-type']), body: text }),
      );
    });
    req.on('error', fail).end(body);
  });
}

/** The codes the document declares for an operation's 400 answer. */
function declared400(doc: Json, op: Json): string[] {
  const ref = op.responses['400']?.$ref as string | undefined;
  if (!ref) return [];
  const response = doc.components.responses[ref.split('/').pop()!];
  const schema = response.content['application/problem+json'].schema.$ref.split('/').pop();
  return doc.components.schemas[schema].allOf[1].properties.code.enum;
}

/** Whether an operation reads a credential: a seat's or a player's token, required or not. */
const readsCredential = (op: Json) =>
  ((op.security ?? []) as Json[]).some((requirement) => Object.keys(requirement).length > 0);

describe('two Authorization headers', () => {
  const t = useTestApp({}, { listen: true });

  it('answer 400 ambiguous_credentials on every operation that reads a credential', async () => {
    const doc = JSON.parse(JSON.stringify(buildOpenApiDocument(t.app))) as Json;
    const { gameId, tokens } = await t.api.startGame();
    const params: Record<string, string> = { gameId, deal: '1' };
    const twice = [`Bearer ${tokens[0]}`, `Bearer ${tokens[1]}`];
    const answers: Record<string, [number, string, string, boolean]> = {};
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        if (!readsCredential(op)) continue;
        const url =
          t.url + path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? randomUUID());
        const body = method === 'get' || method === 'delete' ? undefined : '{}';
        const res = await send(url, method, twice, body);
        const code = res.type.startsWith('application/problem+json')
          ? JSON.parse(res.body).code
          : '';
        answers[op.operationId] = [
          res.status,
          res.type.split(';')[0],
          code,
          declared400(doc, op).includes(code),
        ];
      }
    }
    expect(Object.keys(answers).length).toBeGreaterThanOrEqual(30);
    for (const [operationId, answer] of Object.entries(answers))
      expect([operationId, ...answer]).toEqual([
        operationId,
        400,
        'application/problem+json',
        'ambiguous_credentials',
        true,
      ]);
  });

  it('read neither seat, move nothing and seat nobody; one header that is no bearer is 401', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const both = tokens.map((token) => `Bearer ${token}`);
    const read = await send(`${t.url}/api/v1/games/${gameId}`, 'get', both.slice(0, 2));
    expect([read.status, JSON.parse(read.body).code]).toEqual([400, 'ambiguous_credentials']);
    expect(JSON.parse(read.body).detail).toContain('Authorization header was sent more than once');
    expect(read.body).not.toContain('"you"');
    // The same token twice is no better: the request is malformed whatever it repeats.
    const same = await send(`${t.url}/api/v1/games/${gameId}`, 'get', [both[0], both[0]]);
    expect([same.status, JSON.parse(same.body).code]).toEqual([400, 'ambiguous_credentials']);
    // One line listing two, as a browser's Headers.append sends a second value (an outside trial
    // got 401 invalid_token); a Basic credential in the list counts as much as a bearer.
    for (const listed of [`${both[0]}, ${both[1]}`, `${both[0]},Basic YTpi`]) {
      const one = await send(`${t.url}/api/v1/games/${gameId}`, 'get', [listed]);
      expect([one.status, JSON.parse(one.body).code]).toEqual([400, 'ambiguous_credentials']);
    }
    // A comma with no second credential behind it is no list: a malformed token, 401.
    const trailing = await send(`${t.url}/api/v1/games/${gameId}`, 'get', [`${both[0]},`]);
    expect([trailing.status, JSON.parse(trailing.body).code]).toEqual([401, 'invalid_token']);
    const before = (await t.api.view(gameId)).version;
    const moved = await send(`${t.url}/api/v1/games/${gameId}/passes`, 'post', both);
    expect(moved.status).toBe(400);
    expect((await t.api.view(gameId)).version).toBe(before);
    // Joining, where a token is optional, refuses both rather than seating the caller
    // anonymously; a header that is no bearer token stays a 401.
    const waiting = await t.api.create();
    const body = JSON.stringify({ name: 'Twice' });
    const joins = [both, ['Basic YTpi']].map((auth) =>
      send(`${t.url}/api/v1/games/${waiting.id}/players`, 'post', auth, body),
    );
    const codes = (await Promise.all(joins)).map((j) => [j.status, JSON.parse(j.body).code]);
    expect(codes).toEqual([
      [400, 'ambiguous_credentials'],
      [401, 'invalid_token'],
    ]);
    expect(JSON.stringify(await t.api.view(waiting.id))).not.toContain('Twice');
  });
});
