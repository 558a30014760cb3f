// Every problem an operation answers is one its openapi.json entry declares, status and code: each
// operation is driven into the codes it can reach from outside (src/app/openapi/operation-problems.ts
// lists them), and every answer met on the way is checked against the document.
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/app/openapi/document.js';
import { OPERATION_PROBLEMS } from '../src/app/openapi/operation-problems.js';
import { GameClient } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { declaredCodes, responseOf } from './support/problem-codes.js';
import { PROBES, type Ids } from './support/problem-probes.js';
import { QUEUE_PROBES } from './support/queue-probes.js';
import { typePage } from './support/problem-type.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The operations of the document by id, with their method and path. */
function operationsOf(doc: Json): Map<string, { method: string; path: string; op: Json }> {
  const ops = new Map<string, { method: string; path: string; op: Json }>();
  for (const [path, item] of Object.entries(doc.paths as Json))
    for (const [method, op] of Object.entries(item as Json))
      ops.set(op.operationId, { method, path, op });
  return ops;
}

/** The response headers openapi.json documents (src/app/openapi/finish-document.ts). */
const DOCUMENTED_HEADERS = [
  'X-Request-Id',
  'Access-Control-Allow-Origin',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'ETag',
];

/** The documented headers an answer carries that its response does not declare. */
function undeclaredHeaders(doc: Json, op: Json, res: { status: number; headers: Json }): string[] {
  const declared = Object.keys(responseOf(doc, op, res.status)?.headers ?? {});
  return DOCUMENTED_HEADERS.filter(
    (name) => res.headers[name.toLowerCase()] !== undefined && !declared.includes(name),
  );
}

describe('problem answers the document declares', () => {
  const t = useTestApp({ bodyLimitBytes: 16 * 1024 }, { listen: true });
  let doc: Json;
  let ops: ReturnType<typeof operationsOf>;
  const ids = {} as Ids;
  beforeAll(async () => {
    doc = JSON.parse(JSON.stringify(buildOpenApiDocument(t.app)));
    ops = operationsOf(doc);
    const api = new GameClient(t.url);
    const started = await api.startGame();
    ids.running = started.gameId;
    ids.tokens = started.tokens;
    const turn = (await api.view(ids.running)).deal!.turn!;
    ids.actor = ids.tokens[turn];
    ids.other = ids.tokens[(turn + 1) % ids.tokens.length];
    ids.waiting = (await api.create()).id;
    ids.waitingToken = (await api.join(ids.waiting, 'Waiting')).token;
    const player = await request(t.url).post('/api/v1/players').send({ name: 'Prober' });
    ids.playerToken = player.body.token;
    ids.rated = (await api.create({ rated: true }, ids.playerToken)).id;
    await request(t.url)
      .post(`/api/v1/games/${ids.waiting}/players`)
      .set('Authorization', `Bearer ${ids.playerToken}`)
      .send({ name: 'Prober' })
      .expect(201);
  });

  it('declares, for every operation, exactly the statuses and codes its codes table gives', () => {
    for (const { op } of ops.values()) {
      const statuses = Object.keys(op.responses).filter((s) => Number(s) >= 400);
      const table = OPERATION_PROBLEMS[op.operationId];
      expect([op.operationId, statuses]).toEqual([op.operationId, Object.keys(table)]);
      // A response shared by status lists every operation's codes; x-operations narrows them back.
      for (const status of statuses)
        expect([op.operationId, status, declaredCodes(doc, op, status)?.sort()]).toEqual([
          op.operationId,
          status,
          [...table[Number(status)]!].sort(),
        ]);
    }
  });

  it.each(
    [...PROBES, ...QUEUE_PROBES].map(
      (p) => [`${p.op} ${p.status} ${p.code}${p.query ? ` ?${p.query}` : ''}`, p] as const,
    ),
  )('%s', async (_name, probe) => {
    const { method, path, op } = ops.get(probe.op)!;
    const params = { ...probe.path?.(ids) };
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name]);
    let req = request(t.url)[method as 'get' | 'post' | 'patch'](
      url + (probe.query ? `?${probe.query}` : ''),
    );
    const token = probe.token?.(ids);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    for (const [k, v] of Object.entries(probe.headers ?? {})) req = req.set(k, v);
    if (probe.raw) req = req.type(probe.raw.type).send(probe.raw.text);
    else if (probe.body !== undefined) req = req.send(probe.body as object);
    const res = await req;
    expect([res.status, res.body.code]).toEqual([probe.status, probe.code]);
    expect(declaredCodes(doc, op, res.status)).toContain(res.body.code);
    expect(undeclaredHeaders(doc, op, res)).toEqual([]);
    const page = await typePage(t.url, res.body);
    expect([page.status, page.body.code]).toEqual([200, probe.code]);
  });
});

describe('a rate-limited answer', () => {
  const t = useTestApp({ rateLimitPerMinute: 1 }, { listen: true });

  it('is declared with its code on the operation that answered it', async () => {
    const doc = JSON.parse(JSON.stringify(buildOpenApiDocument(t.app)));
    const { op } = operationsOf(doc).get('listGames')!;
    await request(t.url).get('/api/v1/games');
    const res = await request(t.url).get('/api/v1/games');
    expect([res.status, res.body.code]).toEqual([429, 'rate_limited']);
    expect(declaredCodes(doc, op, 429)).toContain('rate_limited');
    expect(undeclaredHeaders(doc, op, res)).toEqual([]);
  });
});
