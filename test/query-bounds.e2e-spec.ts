import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MAX_SEQUENCE } from '../src/platform/common/sequence-bound.js';
import { GameClient } from './support/api.js';
import { SseClient } from './support/sse.js';
import { useTestApp } from './support/app-fixture.js';

// Sequence numbers past int4 used to fail inside PostgreSQL (500, or a stream
// closed without a word); they are validation errors now.
describe('query bounds', () => {
  const t = useTestApp({}, { listen: true });
  let api: GameClient;
  let gameId: string;
  beforeAll(async () => {
    api = new GameClient(t.url);
    gameId = (await api.create()).id;
  });

  it.each(['99999999999', String(MAX_SEQUENCE + 1), '1e20'])(
    'GET /events?after=%s answers 400 validation_failed',
    async (after) => {
      const res = await request(t.url).get(`/api/v1/games/${gameId}/events?after=${after}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    },
  );

  // `_` is a cache-buster (README, "Input"): ignored where any other unknown parameter is refused.
  it.each(['/games', `/games/{id}/events`, '/leaderboard'])(
    'GET %s?_=<time> ignores the cache-buster; ?cb=<time> is refused 400',
    async (route) => {
      const path = `/api/v1${route.replace('{id}', gameId)}`;
      const busted = await request(t.url).get(`${path}?_=1733150000000`);
      const plain = await request(t.url).get(path);
      expect(busted.status).toBe(plain.status);
      expect(busted.body.code).toBe(plain.body.code);
      expect(busted.status).not.toBe(400);
      const other = await request(t.url).get(`${path}?cb=1733150000000`);
      expect(other.status).toBe(400);
      expect(other.body.code).toBe('validation_failed');
      expect(other.body.detail).toContain('cb');
    },
  );

  it('GET /events?limit=5&limit=6 is told the parameter is repeated, not that it is no integer', async () => {
    const res = await request(t.url).get(`/api/v1/games/${gameId}/events?limit=5&limit=6`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toEqual([
      { field: 'limit', message: 'limit must be given once, not repeated' },
    ]);
  });

  it('GET /events?after=<largest int4> answers an empty page', async () => {
    const res = await request(t.url).get(`/api/v1/games/${gameId}/events?after=${MAX_SEQUENCE}`);
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([]);
  });

  it('GET /events?limit beyond its bound answers 400', async () => {
    const res = await request(t.url).get(`/api/v1/games/${gameId}/events?limit=99999999999`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });

  it('GET /stream?after=99999999999 answers 400 validation_failed instead of a silent close', async () => {
    const res = await request(t.url).get(`/api/v1/games/${gameId}/stream?after=99999999999`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });

  it('GET /stream?after=<largest int4> answers 400 invalid_resume_point: past the last event', async () => {
    const res = await request(t.url).get(`/api/v1/games/${gameId}/stream?after=${MAX_SEQUENCE}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_resume_point');
  });

  it('GET /stream?after=<the last event> opens the stream', async () => {
    const sse = SseClient.open(t.url, gameId, { after: 0 });
    try {
      await sse.until(() => sse.messages.length >= 1);
      expect(sse.status).toBe(200);
      expect(sse.messages[0].event).toBe('view');
    } finally {
      sse.close();
    }
  });
});
