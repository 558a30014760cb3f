import { beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { GameClient } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { RATE_WINDOW_WAIT_MS, roomInRateWindow } from './support/rate-window.js';

const LIMIT = 20;
const randomToken = () => randomBytes(32).toString('base64url');

// The limiter bucketed by any bearer value, so a fresh random token per request
// was never limited.
describe('the rate limit with made-up bearer tokens', () => {
  const t = useTestApp({ rateLimitPerMinute: LIMIT });
  beforeEach(() => roomInRateWindow(10_000), RATE_WINDOW_WAIT_MS);

  it('counts unverified tokens against the address, while a verified seat keeps its own bucket', async () => {
    const server = t.app.getHttpServer();
    const api = new GameClient(t.app);
    const game = await api.create();
    const { token } = await api.join(game.id, 'Anna');
    await api.view(game.id, token); // verifies the seat's token
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i++) {
      const res = await request(server)
        .get(`/api/v1/games/${game.id}`)
        .set('Authorization', `Bearer ${randomToken()}`);
      statuses.push(res.status);
    }
    for (let i = 0; i < LIMIT; i++) {
      const res = await request(server)
        .post('/api/v1/games')
        .set('Authorization', `Bearer ${randomToken()}`)
        .send({});
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3 * LIMIT);
    // The address is spent; the verified seat, perhaps behind the same NAT, is not.
    const mine = await request(server)
      .get(`/api/v1/games/${game.id}`)
      .set('Authorization', `Bearer ${token}`);
    expect(mine.status).toBe(200);
    const anonymous = await request(server).get(`/api/v1/games/${game.id}`);
    expect(anonymous.status).toBe(429);
    expect(anonymous.body.code).toBe('rate_limited');
  });
});
