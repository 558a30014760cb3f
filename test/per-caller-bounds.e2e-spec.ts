import { describe, expect, it, jest } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { IdempotencyStore } from '../src/platform/idempotency/idempotency.store.js';
import { GameClient } from './support/api.js';
import { freshLoopbackAddress, fromAddress } from './support/from-address.js';
import { useTestApp } from './support/app-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';

async function listening(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

const randomToken = () => randomBytes(32).toString('base64url');

// 1,500 POST /games in 15 s from one address were all accepted and kept; and every
// Idempotency-Key stored an answer of about 1.3 kB for a day, with no bound per caller.
describe('games created per address, across instances', () => {
  const LIMIT = 3;
  const a = useTestApp({ gamesPerAddressPerHour: LIMIT }, { listen: true });
  const b = useTestApp({ gamesPerAddressPerHour: LIMIT }, { listen: true });

  it('refuses the game past the hourly limit with 429 too_many_games and Retry-After, on every instance', async () => {
    const me = freshLoopbackAddress();
    const create = (url: string, headers: Record<string, string> = {}) =>
      fromAddress(me, `${url}/api/v1/games`, 'POST', { name: 'quota' }, headers);
    const made: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await create(i % 2 ? b.url : a.url);
      expect(res.status).toBe(201);
      made.push(res.body.id as string);
    }
    for (const [url, headers] of [
      [a.url, {}],
      [b.url, {}],
      // A made-up bearer token buys no budget.
      [a.url, { authorization: `Bearer ${randomToken()}` }],
    ] as const) {
      const refused = await create(url, headers);
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body.code).toBe('too_many_games');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    // Another address has its own budget.
    const other = freshLoopbackAddress();
    expect((await fromAddress(other, `${a.url}/api/v1/games`, 'POST', {})).status).toBe(201);

    const prisma = a.app.get(PrismaService);
    const first = await prisma.game.findUniqueOrThrow({ where: { id: made[0] } });
    expect(first.creator).toMatch(/^[0-9a-f]{64}$/);
    const mine = { creator: first.creator };
    expect(await prisma.game.count({ where: mine })).toBe(LIMIT);
    // An hour later the oldest no longer counts.
    await prisma.$executeRaw`UPDATE games SET created_at = created_at - interval '61 minutes'
                              WHERE id = ${made[0]}::uuid`;
    expect((await create(b.url)).status).toBe(201);
    expect((await create(a.url)).status).toBe(429);
    expect(await prisma.game.count({ where: mine })).toBe(LIMIT + 1);
  });
});

describe('idempotent answers kept per caller', () => {
  const LIMIT = 2;
  const t = useTestApp({ idempotentAnswersPerCaller: LIMIT }, { listen: true });

  const rowId = (scope: string, key: string) =>
    createHash('sha256').update(`${scope}\n${key}`).digest('hex');

  it('refuses a new key past the limit on an anonymous route, while old keys still replay', async () => {
    const me = freshLoopbackAddress();
    const create = (key: string | null, headers: Record<string, string> = {}) =>
      fromAddress(
        me,
        `${t.url}/api/v1/games`,
        'POST',
        { name: 'keys' },
        {
          ...(key ? { 'idempotency-key': key } : {}),
          ...headers,
        },
      );
    // Keys on an anonymous route hold at least 128 bits (idempotency.service.ts).
    const stamp = randomBytes(16).toString('hex');
    const first = await create(`first-${stamp}`);
    expect(first.status).toBe(201);
    expect((await create(`second-${stamp}`)).status).toBe(201);
    const anonymous: Record<string, string>[] = [{}, { authorization: `Bearer ${randomToken()}` }];
    for (const headers of anonymous) {
      const refused = await create(`third-${stamp}-${randomBytes(4).toString('hex')}`, headers);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_idempotent_answers');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A retry of a stored key answers the first answer again, and a request without a key passes.
    const retried = await create(`first-${stamp}`);
    expect(retried.status).toBe(201);
    expect(retried.body.id).toBe(first.body.id);
    expect((await create(null)).status).toBe(201);

    const prisma = t.app.get(PrismaService);
    const stored = await prisma.idempotencyRecord.findUniqueOrThrow({
      where: { id: rowId(`ip:${me}`, `first-${stamp}`) },
    });
    expect(await prisma.idempotencyRecord.count({ where: { owner: stored.owner } })).toBe(LIMIT);
  });

  it("counts a seat's keyed moves against its seat, not against its address", async () => {
    const one = await createTestApp({ idempotentAnswersPerCaller: 1 });
    const oneUrl = await listening(one);
    try {
      const api = new GameClient(oneUrl);
      const { gameId, tokens } = await api.startGame({ name: 'keyed moves' });
      const bid = async (key: string | null) => {
        const seat = (await api.view(gameId)).deal!.turn!;
        const mine = await api.view(gameId, tokens[seat]);
        const offer = mine.legalActions.find((a) => a.type === 'bid') as { min: number };
        const res = await fromAddress(
          '127.0.0.1',
          `${oneUrl}/api/v1/games/${gameId}/actions`,
          'POST',
          { type: 'bid', amount: offer.min },
          { authorization: `Bearer ${tokens[seat]}`, ...(key ? { 'idempotency-key': key } : {}) },
        );
        return { seat, status: res.status, code: res.body.code };
      };
      const stamp = randomBytes(6).toString('hex');
      // One keyed move for each seat, all from one address: each seat has its own budget.
      const firsts = [await bid(`a-${stamp}`), await bid(`b-${stamp}`), await bid(`c-${stamp}`)];
      expect(firsts.map((m) => m.status)).toEqual([200, 200, 200]);
      expect(new Set(firsts.map((m) => m.seat)).size).toBe(3);
      const again = await bid(`d-${stamp}`);
      expect(again).toEqual({
        seat: firsts[0].seat,
        status: 429,
        code: 'too_many_idempotent_answers',
      });
      expect((await bid(null)).status).toBe(200);
    } finally {
      await one.close();
    }
  });
});

// Counting an owner's stored answers read every one of them (hundreds for a seat deep in a game)
// on every keyed request: the database counts them once a minute, or near the bound
// (src/platform/idempotency/stored-counts.ts).
describe('the count of stored answers', () => {
  const t = useTestApp({ idempotentAnswersPerCaller: 1000 }, { listen: true });

  it('is read from the database on the first keyed request of an owner, then estimated', async () => {
    const store = t.app.get(IdempotencyStore);
    const counted: boolean[] = [];
    const findAndStored = store.findAndStored.bind(store);
    const spy = jest
      .spyOn(store, 'findAndStored')
      .mockImplementation((id, owner, since, limit, count) => {
        counted.push(count);
        return findAndStored(id, owner, since, limit, count);
      });
    try {
      const me = freshLoopbackAddress();
      const stamp = randomBytes(16).toString('hex');
      const create = (key: string) =>
        fromAddress(me, `${t.url}/api/v1/games`, 'POST', { name: 'k' }, { 'idempotency-key': key });
      const ids: unknown[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await create(`${stamp}-${i}`);
        expect(res.status).toBe(201);
        ids.push(res.body.id);
      }
      // A replay is still answered from the database, with the first answer.
      const again = await create(`${stamp}-0`);
      expect(again.body.id).toBe(ids[0]);
      expect(counted).toEqual([true, false, false, false, false]);
    } finally {
      spy.mockRestore();
    }
  });
});
