import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { GameClient } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

/**
 * Requests under one Idempotency-Key sent together: each is decided before any has stored its
 * answer, and all but one then fail to store theirs. A user trial found those answered 500
 * (`idempotency_records_pkey`) or decided again on the winner's state (409 `not_your_turn`); the
 * README promises the first answer again for the same request, 422 `idempotency_key_reused` for
 * another.
 */
describe('one Idempotency-Key, several requests at once', () => {
  const t = useTestApp({ idempotentAnswersPerCaller: 10_000 });

  async function post(path: string, key: string, body: unknown, token?: string) {
    const res = await fetch(`${t.url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('creating a game: the first answer to its own body, 422 to another, never 500', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++) {
      const key = randomUUID();
      const answers = await Promise.all(
        ['first', 'second', 'first', 'second'].map((name) =>
          post('/games', key, { name, botPaceMs: 0 }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
      const made = answers.filter((a) => a.status === 201);
      expect(made.length).toBeGreaterThan(0);
      // Every 201 is the one game made, to the body that made it.
      expect(new Set(made.map((a) => a.body.id)).size).toBe(1);
      expect(new Set(made.map((a) => a.body.name)).size).toBe(1);
      for (const a of answers.filter((x) => x.status !== 201)) {
        expect(a.status).toBe(422);
        expect(a.body.code).toBe('idempotency_key_reused');
        expect(a.body.name).not.toBe(made[0].body.name);
      }
    }
    expect(statuses).toContain(422);
  });

  it('taking a seat and making a player: no 500 either', async () => {
    const api = new GameClient(t.url);
    const game = await api.create();
    for (const [path, bodies] of [
      [`/games/${game.id}/players`, [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Ann' }]],
      ['/players', [{ name: 'Vera' }, { name: 'Gleb' }, { name: 'Vera' }]],
    ] as const) {
      const key = randomUUID();
      const answers = await Promise.all(bodies.map((body) => post(path, key, body)));
      const made = answers.filter((a) => a.status === 201);
      expect(made.length).toBeGreaterThan(0);
      expect(new Set(made.map((a) => a.body.token)).size).toBe(1);
      for (const a of answers.filter((x) => x.status !== 201)) {
        expect([a.status, a.body.code]).toEqual([422, 'idempotency_key_reused']);
      }
    }
  });

  it('a move: one decided, the other refused as a reused key, never decided again', async () => {
    const api = new GameClient(t.url);
    let refused = 0;
    for (let round = 0; round < 6; round++) {
      const { gameId, tokens } = await api.startGame();
      const views = await Promise.all(tokens.map((token) => api.view(gameId, token)));
      const toAct = views.findIndex((v) => v.legalActions.some((a) => a.type === 'bid'));
      expect(toAct).toBeGreaterThanOrEqual(0);
      const key = randomUUID();
      const answers = await Promise.all([
        post(`/games/${gameId}/actions`, key, { type: 'pass' }, tokens[toAct]),
        post(`/games/${gameId}/actions`, key, { type: 'bid', amount: 105 }, tokens[toAct]),
      ]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 422]);
      expect(answers.find((a) => a.status === 422)?.body.code).toBe('idempotency_key_reused');
      refused++;
      // The game took the one move.
      const after = await api.view(gameId, tokens[toAct]);
      expect(after.version).toBe(views[toAct].version + 1);
    }
    expect(refused).toBe(6);
  });
});
