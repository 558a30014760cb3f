import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from './support/app-fixture.js';
import { PlayerClient } from './support/players.js';
import { queueBody } from './support/queue.js';

const newKey = () => randomBytes(16).toString('base64url');

// Idempotency-Key on the player routes (README, "Using the API well"): a retry answers the first
// answer, and the token it holds is stored only sealed with the key.
describe("Idempotency-Key on a player's routes", () => {
  const t = useTestApp();
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('POST /players: a retry with the same key answers the same player, made once', async () => {
    const key = newKey();
    const name = `Idem${randomBytes(3).toString('hex')}`;
    const send = () =>
      request(t.server).post('/api/v1/players').set('Idempotency-Key', key).send({ name });
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.body).toEqual(first.body);
    expect(await t.prisma.player.count({ where: { name } })).toBe(1);
    const short = await request(t.server)
      .post('/api/v1/players')
      .set('Idempotency-Key', 'short')
      .send({ name });
    expect([short.status, short.body.code]).toEqual([400, 'invalid_idempotency_key']);
    const stored = JSON.stringify(await t.prisma.idempotencyRecord.findMany());
    expect(stored).not.toContain(first.body.token);
  });

  it('POST /players/me/tokens: the key must be a secret, and a retry with the replaced token is refused', async () => {
    const p = await new PlayerClient(t.server).create('Rota');
    const key = newKey();
    const rotate = (token: string, idempotencyKey = key) =>
      request(t.server)
        .post('/api/v1/players/me/tokens')
        .set(bearer(token))
        .set('Idempotency-Key', idempotencyKey);
    const short = await rotate(p.token, 'aaaaaaaa');
    expect([short.status, short.body.code]).toEqual([400, 'invalid_idempotency_key']);
    const first = await rotate(p.token).expect(201);
    // Issue 42: a thief holding the old token must not read the new one back with the key.
    const again = await rotate(p.token);
    expect([again.status, again.body.code]).toEqual([401, 'invalid_token']);
    await request(t.server).get('/api/v1/players/me').set(bearer(first.body.token)).expect(200);
    await request(t.server).get('/api/v1/players/me').set(bearer(p.token)).expect(401);
    // The new token with the same key replaces it again (the key is scoped by the token).
    const next = await rotate(first.body.token).expect(201);
    expect(next.body.token).not.toBe(first.body.token);
    const stored = JSON.stringify(await t.prisma.idempotencyRecord.findMany());
    expect(stored).not.toContain(first.body.token);
  });

  it('POST /players/me/tokens and /stream-tickets refuse a body they do not take', async () => {
    const p = await new PlayerClient(t.server).create('Body');
    for (const path of ['players/me/tokens', 'players/me/stream-tickets']) {
      for (const body of [{ a: 1 }, [1, 2]]) {
        const res = await request(t.server).post(`/api/v1/${path}`).set(bearer(p.token)).send(body);
        expect([path, res.status, res.body.code]).toEqual([path, 400, 'validation_failed']);
      }
    }
    // Nothing was replaced: the token still works, and {} is still a body these take.
    await request(t.server).get('/api/v1/players/me').set(bearer(p.token)).expect(200);
    await request(t.server)
      .post('/api/v1/players/me/stream-tickets')
      .set(bearer(p.token))
      .send({})
      .expect(201);
  });

  it('POST /queue: a retry with the same key answers the same entry, and makes one game', async () => {
    const p = await new PlayerClient(t.server).create('Queuer');
    const key = newKey();
    const body = queueBody({ fillWithBotsAfterSeconds: 0 });
    const join = () =>
      request(t.server)
        .post('/api/v1/queue')
        .set(bearer(p.token))
        .set('Idempotency-Key', key)
        .send(body);
    const first = await join().expect(201);
    const again = await join();
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(await t.prisma.seat.count({ where: { playerId: p.id } })).toBe(1);
    const reused = await request(t.server)
      .post('/api/v1/queue')
      .set(bearer(p.token))
      .set('Idempotency-Key', key)
      .send({ ...body, rated: true });
    expect([reused.status, reused.body.code]).toEqual([422, 'idempotency_key_reused']);
  });
});
