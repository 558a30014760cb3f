import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MAX_BODY_DEPTH } from '../src/platform/http/json-depth.js';
import { useTestApp } from './support/app-fixture.js';

// A 16 kB body of 8,100 nested arrays overflowed the stack inside class-transformer: a 500, at
// twelve times the CPU of a flat body. Such a body is refused as it is read, before any parse.
describe('deeply nested bodies', () => {
  const t = useTestApp();

  const nested = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth);
  const post = (path: string, body: string) =>
    request(t.app.getHttpServer())
      .post(path)
      .set('Authorization', `Bearer ${randomUUID()}`)
      .set('Content-Type', 'application/json')
      .send(body);
  const tooDeep = {
    status: 400,
    code: 'validation_failed',
    errors: [
      {
        field: 'body',
        message: `body must not nest arrays and objects more than ${MAX_BODY_DEPTH} deep`,
      },
    ],
  };

  it.each([
    '/api/v1/games',
    `/api/v1/games/${randomUUID()}/players`,
    `/api/v1/games/${randomUUID()}/actions`,
    `/api/v1/games/${randomUUID()}/passes`,
  ])('8,100 nested arrays sent to %s answer 400 validation_failed', async (path) => {
    const body = nested(8100);
    expect(body.length).toBeGreaterThan(16_000);
    const res = await post(path, body);
    expect({ status: res.status, code: res.body.code, errors: res.body.errors }).toEqual(tooDeep);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('a deep field inside an object is refused the same way', async () => {
    const res = await post('/api/v1/games', `{"rules":{"players":${nested(MAX_BODY_DEPTH)}}}`);
    expect({ status: res.status, code: res.body.code, errors: res.body.errors }).toEqual(tooDeep);
  });

  // Refused before parsing: an unterminated deep body is too deep, not malformed JSON, and no
  // transform ran on it (nothing failed inside the app, nothing was logged as an error).
  it('is refused before the JSON is parsed or transformed', async () => {
    const res = await post('/api/v1/games', '['.repeat(10_000));
    expect(res.body.code).toBe('validation_failed');
    const errors = t.logs.filter((line) => /"level":(50|60)|Maximum call stack/.test(line));
    expect(errors).toEqual([]);
  });

  it(`a body ${MAX_BODY_DEPTH} deep is read and validated as usual`, async () => {
    const res = await post('/api/v1/games', `{"rules":{"players":${nested(MAX_BODY_DEPTH - 2)}}}`);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).not.toContain('body');
  });

  it('brackets inside strings do not count', async () => {
    const res = await post('/api/v1/games', JSON.stringify({ name: '[[[[[[[[[[[[[[[[[[[[' }));
    expect(res.status).toBe(201);
  });
});
