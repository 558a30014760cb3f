import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AddressHash } from '../src/platform/http/address-hash.js';
import { GameClient } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

// The request log wrote the whole URL, so `?token=<seat token>` reached the log.
describe('the request log', () => {
  const t = useTestApp();

  it("writes no query string value but a plain parameter's, nor a bare query, and keeps the path", async () => {
    const { gameId, tokens } = await new GameClient(t.app).startGame({ name: 'logged' });
    const bare = randomBytes(16).toString('hex');
    await request(t.app.getHttpServer()).get(`/api/v1/games/${gameId}?token=${tokens[0]}`);
    await request(t.app.getHttpServer()).get(`/api/v1/games/${gameId}/events?after=0&t=${bare}`);
    await request(t.app.getHttpServer()).get(`/api/v1/games/${gameId}?${bare}`);
    const text = t.logs.join('');
    expect(text).not.toContain(tokens[0]);
    expect(text).not.toContain(bare);
    const logged = t.app.get(AddressHash).logId(gameId);
    expect(text).toContain(`"path":"/api/v1/games/${logged}?token=REDACTED"`);
    expect(text).toContain(`"path":"/api/v1/games/${logged}/events?after=0&t=REDACTED"`);
  });

  // A client that put its token in the path (GET /api/v1/games/<token>) had it logged as sent.
  it('writes no token put in the path, and keeps words and file names', async () => {
    const { tokens } = await new GameClient(t.app).startGame({ name: 'misused' });
    const server = t.app.getHttpServer();
    const player = await request(server).post('/api/v1/players').send({ name: 'Pathy' });
    const playerToken = player.body.token as string;
    await request(server).get(`/api/v1/games/${tokens[0]}`);
    await request(server).get(`/api/v1/players/${encodeURIComponent(playerToken)}/games`);
    await request(server).get(
      `/api/v1/games/${tokens[1].replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    );
    await request(server).get('/docs/swagger-ui-standalone-preset.js');
    const marker = `/api/v1/marker-${randomBytes(12).toString('hex')}`;
    await request(server).get(marker);
    const text = t.logs.join('');
    for (const secret of [tokens[0], tokens[1], playerToken, playerToken.slice(7)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('"path":"/api/v1/games/REDACTED"');
    expect(text).toContain('"path":"/api/v1/players/player.REDACTED/games"');
    expect(text).toContain('"path":"/docs/swagger-ui-standalone-preset.js"');
    expect(text).toContain(`"path":"${marker}"`);
  });

  // Every request line held the whole game id, and a private game's id is its invitation.
  it("never writes a game's id, so a private game's link cannot be read from the log", async () => {
    const api = new GameClient(t.app);
    const server = t.app.getHttpServer();
    const { gameId, tokens } = await api.startGame({ visibility: 'private' });
    await api.view(gameId, tokens[0]);
    await request(server).get(`/api/v1/games/${gameId}/events?after=0`);
    await request(server).get(`/api/v1/games/${gameId.toUpperCase()}`);
    await request(server).get(`/api/v1/games/${gameId.replaceAll('-', '%2D')}`);
    // PostgreSQL reads an id without its hyphens too (an outside trial found it logged whole).
    await request(server).get(`/api/v1/games/${gameId.replaceAll('-', '')}`);
    await request(server).post(`/api/v1/games/${gameId}/players`).send({ name: 'Late' });
    await request(server).post(`/api/v1/games/${gameId}/bids`).set('Authorization', 'Bearer nope');
    await api.post(gameId, 'leave', tokens[1]);
    const text = t.logs.join('').toLowerCase();
    expect(text).not.toContain(gameId.toLowerCase());
    expect(text).not.toContain(gameId.replaceAll('-', '').toLowerCase());
    // The same id is always logged the same way: the log's lines of one game can be followed.
    const logged = t.app.get(AddressHash).logId(gameId);
    expect(logged).toMatch(/^g-[0-9a-f]{16}$/);
    expect(text.split(`/api/v1/games/${logged}`).length - 1).toBeGreaterThanOrEqual(8);
  });
});
