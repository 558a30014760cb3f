import { describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { IdempotencyStore } from '../src/platform/idempotency/idempotency.store.js';
import { GameClient, offered, testRng, type GameView } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

/**
 * A move stores its answer in the statement that writes it, so a keyed move is not looked up
 * before it runs once its seat's stored answers have been counted (src/platform/idempotency/
 * stored-counts.ts): a retry is decided again and answered the stored answer when it is refused,
 * or when its write fails on the stored answer's id, the case where the very same move is legal
 * again (a pass, a deal later). Nothing is ever decided twice.
 */
describe('a keyed move retried without a lookup first', () => {
  const t = useTestApp({ idempotentAnswersPerCaller: 10_000 });

  async function post(path: string, key: string, body: unknown, token: string) {
    const res = await fetch(`${t.url}/api/v1/games/${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as GameView & { code?: string } };
  }

  it('answers the first answer again, also once the same move is legal again', async () => {
    const store = t.app.get(IdempotencyStore);
    const lookups = jest.spyOn(store, 'findAndStored');
    try {
      const api = new GameClient(t.url);
      const { gameId, tokens } = await api.startGame();
      const rng = testRng(47);
      // The first seat that may pass; its first keyed request (refused: not its move) is looked up
      // and counts its stored answers, the ones after it are not looked up.
      let view = await api.view(gameId);
      const seat = view.deal!.turn!;
      const mine = () => api.view(gameId, tokens[seat]);
      expect(offered((await mine()).legalActions, 'pass')).toBeDefined();
      const warm = await post(`${gameId}/contract`, randomUUID(), { amount: 100 }, tokens[seat]);
      expect(warm.status).toBe(409);
      expect(lookups).toHaveBeenCalledTimes(1);

      const key = randomUUID();
      const first = await post(`${gameId}/actions`, key, { type: 'pass' }, tokens[seat]);
      expect(first.status).toBe(200);
      // At once: refused on the new state, so answered the stored answer.
      const again = await post(`${gameId}/actions`, key, { type: 'pass' }, tokens[seat]);
      expect([again.status, again.body]).toEqual([200, first.body]);
      expect((await api.view(gameId)).version).toBe(first.body.version);

      // A deal later, when the seat may pass again: the write fails on the stored answer's id.
      for (let i = 0; i < 400; i++) {
        view = await api.view(gameId);
        const deal = view.deal!;
        if (deal.number > 1 && deal.phase === 'bidding' && deal.turn === seat) {
          if (offered((await mine()).legalActions, 'pass')) break;
        }
        await api.step(gameId, tokens, rng);
      }
      const before = await mine();
      expect([before.deal!.number > 1, offered(before.legalActions, 'pass')?.type]).toEqual([
        true,
        'pass',
      ]);
      const later = await post(`${gameId}/actions`, key, { type: 'pass' }, tokens[seat]);
      expect([later.status, later.body]).toEqual([200, first.body]);
      const after = await mine();
      expect([after.version, after.deal!.turn]).toEqual([before.version, seat]);
      // Another move under the key is refused as its reuse, and not made either.
      const reused = await post(`${gameId}/bids`, key, { amount: 100 }, tokens[seat]);
      expect([reused.status, reused.body.code]).toEqual([422, 'idempotency_key_reused']);
      expect((await mine()).version).toBe(before.version);
      // Only the first keyed request of the seat was looked up.
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('two at once under one key: one decided, the other answered its answer', async () => {
    const api = new GameClient(t.url);
    for (let round = 0; round < 4; round++) {
      const { gameId, tokens } = await api.startGame();
      const seat = (await api.view(gameId)).deal!.turn!;
      // Counted once, so that the two below are not looked up.
      expect((await post(`${gameId}/contract`, randomUUID(), {}, tokens[seat])).status).toBe(400);
      const key = randomUUID();
      const answers = await Promise.all([
        post(`${gameId}/actions`, key, { type: 'pass' }, tokens[seat]),
        post(`${gameId}/actions`, key, { type: 'pass' }, tokens[seat]),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers[1].body).toEqual(answers[0].body);
      expect((await api.view(gameId)).version).toBe(answers[0].body.version);
    }
  });
});
