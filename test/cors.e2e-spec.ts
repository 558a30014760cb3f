import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import request from 'supertest';
import { GameClient } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

const PAGE = 'https://table.example';
const SENT_HEADERS = [
  'authorization',
  'content-type',
  'if-match',
  'if-none-match',
  'idempotency-key',
  'last-event-id',
];
const READ_HEADERS = ['etag', 'retry-after', 'x-request-id'];

const listOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/** The status and headers of a stream's response, read as soon as they arrive; then it is closed. */
function streamHeaders(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
      req.destroy();
    });
    req.on('error', reject);
  });
}

describe('CORS with the default CORS_ORIGINS (*)', () => {
  const t = useTestApp({}, { listen: true });

  it.each([
    ['/api/v1/games', 'POST'],
    ['/api/v1/games/00000000-0000-4000-8000-000000000000/plays', 'POST'],
    ['/api/v1/games/00000000-0000-4000-8000-000000000000/stream', 'GET'],
  ])(
    'answers a preflight of %s %s with 204 and every header clients send',
    async (path, method) => {
      const res = await request(t.url)
        .options(path)
        .set('Origin', PAGE)
        .set('Access-Control-Request-Method', method)
        .set(
          'Access-Control-Request-Headers',
          'authorization,content-type,if-match,idempotency-key',
        );
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(listOf(res.headers['access-control-allow-methods'])).toEqual(
        expect.arrayContaining(['get', 'post']),
      );
      expect(listOf(res.headers['access-control-allow-headers'])).toEqual(
        expect.arrayContaining(SENT_HEADERS),
      );
      // Bearer tokens, never cookies: no credentials mode.
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
    },
  );

  it('allows in a preflight every method the served API document uses (DELETE /queue/{id} included)', async () => {
    const doc = (await request(t.url).get('/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const verbs = ['get', 'head', 'post', 'put', 'patch', 'delete'];
    const used = new Set(
      Object.values(doc.paths).flatMap((item) =>
        Object.keys(item).filter((k) => verbs.includes(k)),
      ),
    );
    expect(used).toContain('delete');
    for (const method of used) {
      const res = await request(t.url)
        .options('/api/v1/queue/00000000-0000-4000-8000-000000000000')
        .set('Origin', PAGE)
        .set('Access-Control-Request-Method', method.toUpperCase());
      expect([method, res.status]).toEqual([method, 204]);
      expect(listOf(res.headers['access-control-allow-methods'])).toContain(method);
    }
  });

  it('lets a page read ETag and X-Request-Id on a normal answer', async () => {
    const res = await request(t.url).post('/api/v1/games').set('Origin', PAGE).send({}).expect(201);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers.etag).toBeDefined();
    expect(listOf(res.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(READ_HEADERS),
    );
  });

  it('lets a page read every header of ours that an answer carries, the rate limit’s included', async () => {
    const res = await request(t.url).get('/api/v1/games').set('Origin', PAGE).expect(200);
    const ours = Object.keys(res.headers).filter((name) =>
      /^(etag|retry-after|x-request-id|ratelimit-)/.test(name),
    );
    expect(ours).toEqual(expect.arrayContaining(['ratelimit-limit', 'ratelimit-remaining']));
    expect(listOf(res.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(ours),
    );
  });

  it('lets a page read the service’s Date, to count a turn clock in the service’s time', async () => {
    const res = await request(t.url).get('/api/v1/games').set('Origin', PAGE).expect(200);
    expect(Date.parse(res.headers.date)).not.toBeNaN();
    expect(listOf(res.headers['access-control-expose-headers'])).toContain('date');
  });

  it('sends the CORS headers on problem answers too: a refusal and an unknown route', async () => {
    const missing = await request(t.url)
      .get('/api/v1/games/00000000-0000-4000-8000-000000000000')
      .set('Origin', PAGE);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('game_not_found');
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    expect(listOf(missing.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(READ_HEADERS),
    );
    // A 405 names the methods it takes in Allow, which a page must be able to read.
    const wrongMethod = await request(t.url).get('/api/v1/challenges').set('Origin', PAGE);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(listOf(wrongMethod.headers['access-control-expose-headers'])).toContain('allow');
    const noRoute = await request(t.url).get('/no/such/route').set('Origin', PAGE);
    expect(noRoute.status).toBe(404);
    expect(noRoute.body.code).toBe('route_not_found');
    expect(noRoute.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends the CORS headers on an event stream (which writes its own headers)', async () => {
    const { gameId } = await new GameClient(t.url).startGame();
    const res = await streamHeaders(`${t.url}/api/v1/games/${gameId}/stream`, { Origin: PAGE });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(listOf(res.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(READ_HEADERS),
    );
  });
});

describe('CORS with a list of origins', () => {
  const OTHER = 'http://localhost:5173';
  const t = useTestApp({ corsOrigins: [PAGE, OTHER] }, { listen: true });

  it('answers each listed origin by name, with Vary: Origin', async () => {
    for (const origin of [PAGE, OTHER]) {
      const preflight = await request(t.url)
        .options('/api/v1/games')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type,idempotency-key');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(listOf(preflight.headers.vary)).toContain('origin');
      const res = await request(t.url).post('/api/v1/games').set('Origin', origin).send({});
      expect(res.status).toBe(201);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(listOf(res.headers.vary)).toContain('origin');
      expect(listOf(res.headers['access-control-expose-headers'])).toEqual(
        expect.arrayContaining(READ_HEADERS),
      );
    }
  });

  it('gives another origin no CORS header at all, preflight or not', async () => {
    const preflight = await request(t.url)
      .options('/api/v1/games')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    // Answered as every preflight is, without a CORS header (a 405 "OPTIONS is not allowed" sent
    // a developer looking for a missing route: an outside trial).
    expect(preflight.status).toBe(204);
    expect(preflight.headers['x-request-id']).toEqual(expect.any(String));
    expect(preflight.headers['x-content-type-options']).toBe('nosniff');
    const corsHeaders = (headers: Record<string, unknown>) =>
      Object.keys(headers).filter((h) => h.startsWith('access-control-'));
    expect(corsHeaders(preflight.headers)).toEqual([]);
    expect(listOf(preflight.headers.vary)).toContain('origin');
    const res = await request(t.url).post('/api/v1/games').set('Origin', 'https://evil.example');
    // The request itself is served (CORS protects the browser's user, not the API): the browser
    // withholds the answer from the page.
    expect(res.status).toBe(201);
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it('sends the listed origin on an event stream', async () => {
    const { gameId } = await new GameClient(t.url).startGame();
    const res = await streamHeaders(`${t.url}/api/v1/games/${gameId}/stream`, { Origin: OTHER });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(OTHER);
    expect(listOf(res.headers.vary)).toContain('origin');
  });
});
