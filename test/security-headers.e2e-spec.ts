import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { testRng } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

describe('security headers', () => {
  const t = useTestApp();

  it('every answer, errors included, carries X-Content-Type-Options: nosniff', async () => {
    const server = t.app.getHttpServer();
    for (const res of [
      await request(server).get('/health'),
      await request(server).get('/api/v1/games'),
      await request(server).get('/no-such-route'),
      await request(server).post('/api/v1/games').send({ nope: 1 }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('anything holding a hand or a token is private and not stored; the public view is revalidated', async () => {
    const server = t.app.getHttpServer();
    const game = await t.api.create();
    const joined = await request(server)
      .post(`/api/v1/games/${game.id}/players`)
      .send({ name: 'Anna' });
    expect(joined.headers['cache-control']).toBe('private, no-store');
    const tokens = [joined.body.token as string];
    for (const name of ['Boris', 'Vera']) tokens.push((await t.api.join(game.id, name)).token);
    const seatView = await request(server)
      .get(`/api/v1/games/${game.id}`)
      .set('Authorization', `Bearer ${tokens[0]}`);
    expect(seatView.body.deal.hand).toBeDefined();
    expect(seatView.headers['cache-control']).toBe('private, no-store');
    const move = await t.api.step(game.id, tokens, testRng(3));
    expect(move.res.headers['cache-control']).toBe('private, no-store');
    const events = await request(server)
      .get(`/api/v1/games/${game.id}/events`)
      .set('Authorization', `Bearer ${tokens[0]}`);
    expect(events.headers['cache-control']).toBe('private, no-store');
    // A route that sets its own (a ticket's answer holds the ticket) says the same (outside trial).
    const ticket = await request(server)
      .post(`/api/v1/games/${game.id}/stream-tickets`)
      .set('Authorization', `Bearer ${tokens[0]}`);
    expect([ticket.status, ticket.headers['cache-control']]).toEqual([201, 'private, no-store']);
    const spectator = await request(server).get(`/api/v1/games/${game.id}`);
    expect(spectator.headers['cache-control']).toBe('no-cache');
  });

  it('/docs has a Content-Security-Policy and X-Frame-Options: DENY, and needs no inline script', async () => {
    const res = await request(t.app.getHttpServer()).get('/docs');
    expect(res.status).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });
});
