import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { GameClient } from './support/api.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The request log wrote the whole URL, so `?token=<seat token>` reached the log.
describe('the request log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes no query string value, nor a bare query, and keeps the path', async () => {
    const { gameId, tokens } = await new GameClient(t.app).startGame({ name: 'logged' });
    const bare = randomBytes(16).toString('hex');
    await request(t.app.getHttpServer()).get(`/api/v1/games/${gameId}?token=${tokens[0]}`);
    await request(t.app.getHttpServer()).get(`/api/v1/games/${gameId}/events?after=0&t=${bare}`);
    await request(t.app.getHttpServer()).get(`/api/v1/games/${gameId}?${bare}`);
    const text = t.logs.join('');
    expect(text).not.toContain(tokens[0]);
    expect(text).not.toContain(bare);
    expect(text).toContain(`"path":"/api/v1/games/${gameId}?token=REDACTED"`);
    expect(text).toContain(`"path":"/api/v1/games/${gameId}/events?after=REDACTED&t=REDACTED"`);
  });
});
