import { beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { DatabasePool } from '../src/platform/database/database-pool.js';
import { useTestApp } from './support/app-fixture.js';

interface Answer {
  status: number;
  retryAfter: string | null;
  contentType: string | null;
  code: string | undefined;
  instance: string | undefined;
}

describe('overload: excess requests are refused at once, accepted ones succeed', () => {
  // One pool connection, two requests in flight, and a pool wait longer than the test: a
  // request that reached the pool would wait, never time out into database_unavailable.
  const t = useTestApp(
    { databasePoolSize: 1, maxInFlightRequests: 2, databasePoolTimeoutMs: 60_000 },
    { listen: true },
  );
  let pool: pg.Pool;
  beforeAll(() => {
    pool = t.app.get(DatabasePool).pool;
  });

  const createGame = async (name: string): Promise<Answer> => {
    const res = await fetch(`${t.url}/api/v1/games`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    const body = (await res.json()) as { code?: string; instance?: string };
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      contentType: res.headers.get('content-type'),
      code: body.code,
      instance: body.instance,
    };
  };

  it('answers 503 overloaded with Retry-After while every place is taken, then recovers', async () => {
    // The test holds the pool's only connection, so the two admitted requests wait for it.
    const held = await pool.connect();
    const answers: Answer[] = [];
    const sent = Array.from({ length: 20 }, (_, i) =>
      createGame(`overload ${i}`).then((a) => {
        answers.push(a);
        return a;
      }),
    );
    // Every request but the two admitted ones is answered while the connection is still held:
    // they did not wait for the pool (nor for its timeout).
    try {
      // Bounded, so that a service which lets them all reach the pool fails here, not by hanging.
      for (let i = 0; i < 500 && answers.length < 18; i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(answers).toHaveLength(18);
      for (const refused of answers) {
        expect(refused).toEqual({
          status: 503,
          retryAfter: '1',
          contentType: expect.stringContaining('application/problem+json'),
          code: 'overloaded',
          instance: '/api/v1/games',
        });
      }
    } finally {
      held.release();
    }
    const all = await Promise.all(sent);
    expect(all.filter((a) => a.status === 201)).toHaveLength(2);
    expect(all.filter((a) => a.status === 503)).toHaveLength(18);
    // The places are given back: sequential requests and two at once are all accepted.
    for (let i = 0; i < 5; i++) expect((await createGame(`after ${i}`)).status).toBe(201);
    const pair = await Promise.all([createGame('pair a'), createGame('pair b')]);
    expect(pair.map((a) => a.status)).toEqual([201, 201]);
  });

  it('answers CORS preflights while at capacity', async () => {
    const held = await pool.connect();
    const answers: Answer[] = [];
    const sent = Array.from({ length: 5 }, (_, i) =>
      createGame(`busy ${i}`).then((a) => {
        answers.push(a);
        return a;
      }),
    );
    try {
      // Three refused: the other two hold both places, waiting for the held connection.
      for (let i = 0; i < 500 && answers.length < 3; i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(answers.map((a) => a.code)).toEqual(['overloaded', 'overloaded', 'overloaded']);
      const preflight = await fetch(`${t.url}/api/v1/games`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://table.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(204);
    } finally {
      held.release();
    }
    expect((await Promise.all(sent)).filter((a) => a.status === 201)).toHaveLength(2);
  });
});
