import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SEAT_BUDGETS_PER_ADDRESS } from '../src/platform/common/rate-limit.guard.js';
import { GameClient } from './support/api.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { RATE_WINDOW_WAIT_MS, roomInRateWindow } from './support/rate-window.js';

const LIMIT = 40;
const ROUNDS = 18;

// Join, view and leave a waiting game 18 times, then one request with each dead token: 702
// answers of 200 within a minute from one address at RATE_LIMIT_PER_MINUTE=40, since every
// token once verified kept a bucket of its own, on every route, after its seat was freed.
describe('the rate limit and seat tokens', () => {
  const apps: TestApp[] = [];
  const app = async (limit = LIMIT) => {
    const t = await createTestApp({ rateLimitPerMinute: limit });
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });
  // Each starts with at least 20 s of its rate-limit window left; quiet, one takes about a second.
  beforeEach(() => roomInRateWindow(), RATE_WINDOW_WAIT_MS);

  /** Tokens of seats taken, verified by a view (on `viewers` too) and freed by leaving. */
  async function deadTokens(t: TestApp, viewers: TestApp[] = []): Promise<string[]> {
    const api = new GameClient(t.app);
    const game = await api.create({ name: 'revolving door' });
    const dead: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const { token } = await api.join(game.id, `Guest ${i}`);
      for (const v of [t, ...viewers]) await new GameClient(v.app).view(game.id, token);
      expect((await api.post(game.id, 'leave', token)).status).toBe(200);
      dead.push(token);
    }
    return dead;
  }

  const send = (t: TestApp, path: string, token?: string) => {
    const req = request(t.app.getHttpServer()).get(path);
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).then((r) => r.status);
  };

  it('counts a freed seat’s token against its address', async () => {
    const t = await app();
    const dead = await deadTokens(t); // 1 create and 18 joins against the address
    const statuses: number[] = [];
    for (const token of dead) {
      for (let i = 0; i < 3; i++) statuses.push(await send(t, '/api/v1/games?limit=1', token));
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(LIMIT - 1 - ROUNDS);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      3 * ROUNDS - (LIMIT - 1 - ROUNDS),
    );
  });

  it('forgets a token freed on another instance at its first refusal there, and never lends it a bucket on a route that does not check it', async () => {
    const a = await app();
    const b = await app();
    const dead = await deadTokens(a, [b]); // b verified every token, a freed every seat
    // b's address budget is spent by anonymous requests.
    while ((await send(b, '/api/v1/games?limit=1')) !== 429);
    for (const token of dead) {
      expect(await send(b, '/api/v1/games?limit=1', token)).toBe(429);
    }
    const game = (await new GameClient(a.app).create()).id;
    for (const token of dead) {
      // The first request with it is refused as a token (and forgets it); the next counts
      // against the address, which is spent.
      expect(await send(b, `/api/v1/games/${game}`, token)).toBe(401);
      expect(await send(b, `/api/v1/games/${game}`, token)).toBe(429);
    }
  });

  it(`lets the seats of one address make at most ${SEAT_BUDGETS_PER_ADDRESS} times the limit together`, async () => {
    const limit = 30;
    const t = await app(limit);
    const api = new GameClient(t.app);
    const tokens: { gameId: string; token: string }[] = [];
    for (let g = 0; g < 4; g++) {
      const { gameId, tokens: seats } = await api.startGame({ name: `table ${g}` });
      for (const token of seats) tokens.push({ gameId, token });
    }
    expect(tokens.length).toBeGreaterThan(SEAT_BUDGETS_PER_ADDRESS);
    // Each seat verified, as its player's first look does (4 creates, 12 joins, 12 views: 28).
    for (const { gameId, token } of tokens) await api.view(gameId, token);
    const statuses: number[] = [];
    for (const { gameId, token } of tokens) {
      // The rest of each seat's own budget: 12 x 29 = 348, past the address's 300.
      for (let i = 1; i < limit; i++)
        statuses.push(await send(t, `/api/v1/games/${gameId}`, token));
    }
    const answered = statuses.filter((s) => s === 200).length;
    expect(answered).toBeLessThanOrEqual(SEAT_BUDGETS_PER_ADDRESS * limit);
    expect(answered).toBeGreaterThanOrEqual(SEAT_BUDGETS_PER_ADDRESS * limit - tokens.length);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const refused = await request(t.app.getHttpServer())
      .get(`/api/v1/games/${tokens[0].gameId}`)
      .set('Authorization', `Bearer ${tokens[0].token}`);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.body.detail).toContain('seat tokens');
  });
});
