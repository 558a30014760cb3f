import { beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { gzipSync } from 'node:zlib';
import { useTestApp } from './support/app-fixture.js';
import { RATE_WINDOW_WAIT_MS, roomInRateWindow } from './support/rate-window.js';

describe('service foundation', () => {
  const t = useTestApp();

  it('answers liveness and readiness', async () => {
    const live = await request(t.app.getHttpServer()).get('/health').expect(200);
    expect(live.body.status).toBe('ok');
    const ready = await request(t.app.getHttpServer()).get('/health/ready').expect(200);
    expect(ready.body.info.database.status).toBe('up');
  });

  it('echoes a sane X-Request-Id and invents one otherwise', async () => {
    const given = await request(t.app.getHttpServer())
      .get('/health')
      .set('X-Request-Id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await request(t.app.getHttpServer())
      .get('/health')
      .set('X-Request-Id', 'not an id, has spaces');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.logs.some((line) => line.includes('"reqId":"abc-123"'))).toBe(true);
  });

  it('answers an unknown route with a 404 problem', async () => {
    const res = await request(t.app.getHttpServer()).get('/no/such/route').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      status: 404,
      code: 'route_not_found',
      title: 'Not Found',
      instance: '/no/such/route',
    });
    expect(typeof res.body.type).toBe('string');
    expect(res.body.detail).toContain('/no/such/route');
  });

  it('answers a known path under another method with 405 and the methods it takes', async () => {
    const game = await t.api.create();
    const server = t.app.getHttpServer();
    const cases: [string, string, string][] = [
      ['delete', `/api/v1/games/${game.id}`, 'GET, HEAD'],
      ['put', '/api/v1/games', 'GET, HEAD, POST'],
      ['get', `/api/v1/games/${game.id}/players`, 'POST'],
      ['patch', `/api/v1/games/${game.id}/bids/`, 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await request(server)[method as 'get'](path);
      expect([method, path, res.status, res.body.code]).toEqual([
        method,
        path,
        405,
        'method_not_allowed',
      ]);
      expect(res.headers.allow).toBe(allow);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.detail).toContain(allow);
    }
    // A path no route has stays 404, whatever the method.
    const none = await request(server).delete(`/api/v1/games/${game.id}/nothing`);
    expect([none.status, none.body.code]).toEqual([404, 'route_not_found']);
  });

  it('answers malformed JSON with a 400 problem and no stack trace', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/v1/games')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('malformed_json');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers a body over the limit with a 413 problem', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/v1/games')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(64 * 1024) }))
      .expect(413);
    expect(res.body.code).toBe('body_too_large');
  });

  it('matches a route with or without a trailing slash', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/v1/games/').expect(200);
    expect(Array.isArray(res.body.games)).toBe(true);
  });

  it('takes an empty body sent as application/json as no body', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/v1/games/00000000-0000-4000-8000-000000000000/passes')
      .set('Content-Type', 'application/json')
      .set('Authorization', 'Bearer some-token')
      .expect(404);
    expect(res.body.code).toBe('game_not_found');
  });

  it('answers a body that is not JSON with a 415 problem', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/v1/games')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('name=x')
      .expect(415);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('answers a compressed body with a 415 problem naming the coding it takes', async () => {
    const gzipped = gzipSync(JSON.stringify({ name: 'x' }));
    for (const coding of ['gzip', 'identity, gzip', 'GZIP']) {
      const res = await request(t.app.getHttpServer())
        .post('/api/v1/games')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', coding)
        .send(gzipped);
      expect([res.status, res.body.code]).toEqual([415, 'unsupported_media_type']);
      expect(res.body.detail).toContain('Content-Encoding');
      expect(res.headers['accept-encoding']).toBe('identity');
    }
    const plain = await request(t.app.getHttpServer())
      .post('/api/v1/games')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'identity')
      .send(JSON.stringify({ name: 'x' }));
    expect(plain.status).toBe(201);
  });

  it('serves the Swagger UI assets', async () => {
    const init = await request(t.app.getHttpServer()).get('/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('/api/v1/games');
    const bundle = await request(t.app.getHttpServer())
      .get('/docs/swagger-ui-bundle.js')
      .expect(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await request(t.app.getHttpServer()).get('/openapi.json').expect(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(doc.body.paths['/health/ready']).toBeDefined();
    const ui = await request(t.app.getHttpServer()).get('/docs').expect(200);
    expect(ui.text).toContain('swagger');
    // Readable on a phone (a trial found it drawn at a desktop's width).
    expect(ui.text).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
  });
});

describe('rate limiting', () => {
  const t = useTestApp({ rateLimitPerMinute: 3 });
  beforeEach(() => roomInRateWindow(5_000), RATE_WINDOW_WAIT_MS);

  it('answers 429 problem details past the limit, counted per client', async () => {
    const server = t.app.getHttpServer();
    // Two requests from the address; the join's token has a budget of its own from then on.
    const game = await request(server).post('/api/v1/games').send({}).expect(201);
    expect(game.headers['ratelimit-limit']).toBe('3');
    expect(game.headers['ratelimit-remaining']).toBe('2');
    expect(Number(game.headers['ratelimit-reset'])).toBeGreaterThan(0);
    const { token } = (
      await request(server).post(`/api/v1/games/${game.body.id}/players`).send({ name: 'A' })
    ).body as { token: string };
    const seat = () =>
      request(server).get(`/api/v1/games/${game.body.id}`).set('Authorization', `Bearer ${token}`);
    await seat().expect(200);
    await request(server).get('/api/v1/games').expect(200);
    const res = await request(server).get('/api/v1/games').expect(429);
    expect(res.body.code).toBe('rate_limited');
    expect(res.headers['ratelimit-remaining']).toBe('0');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another client (a verified seat) has its own budget; a made-up token does not.
    await seat().expect(200);
    await request(server).get('/api/v1/games').set('Authorization', 'Bearer other').expect(429);
  });
});

describe('database unreachable', () => {
  const t = useTestApp({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/nowhere' });

  it('answers readiness with 503 while liveness stays up', async () => {
    await request(t.app.getHttpServer()).get('/health').expect(200);
    const res = await request(t.app.getHttpServer()).get('/health/ready').expect(503);
    expect(res.body.code).toBe('database_unavailable');
  });

  it('answers a database-backed request with a 503 problem', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/v1/games').expect(503);
    expect(res.body.code).toBe('database_unavailable');
    expect(res.headers['retry-after']).toBe('5');
    expect(JSON.stringify(res.body)).not.toContain('ECONNREFUSED');
  });
});
