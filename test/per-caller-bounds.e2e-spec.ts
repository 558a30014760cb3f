import { describe, expect, it, jest } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { prismaOf } from './support/prisma.js';
import { hashToken } from '../src/platform/http/seat-token.js';
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
// Idempotency-Key stored an answer of about 1.3 kB for a day, with no bound per caller. The bound
// keeps each caller's newest answers and forgets older ones: it refused new keys once, which
// stopped a long game played through the SDK (test/keyed-long-game.e2e-spec.ts).
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

    const prisma = prismaOf(a.app);
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

  // LIMIT 2: the trim's slack is 1 (a tenth of the bound, at least one: stored-counts.ts).
  const MOST = LIMIT + 1;

  it("forgets a caller's oldest answers past the limit on an anonymous route, never refusing a key", async () => {
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
    // A made-up bearer token changes nothing: the address owns an anonymous route's answers.
    const anonymous: Record<string, string>[] = [{}, { authorization: `Bearer ${randomToken()}` }];
    const latest: { key: string; id: unknown }[] = [];
    for (const headers of anonymous) {
      const key = `third-${stamp}-${randomBytes(4).toString('hex')}`;
      const made = await create(key, headers);
      expect(made.status).toBe(201);
      latest.push({ key, id: made.body.id });
    }
    // The newest LIMIT keys replay their first answers.
    for (const [i, { key, id }] of latest.entries()) {
      const retried = await create(key, anonymous[i]);
      expect([retried.status, retried.body.id]).toEqual([201, id]);
    }
    const prisma = prismaOf(t.app);
    // Sent without a token, so its scope (not its owner) is the address too.
    const newest = await prisma.idempotencyRecord.findUniqueOrThrow({
      where: { id: rowId(`ip:${me}`, latest[0].key) },
    });
    const mine = { owner: newest.owner };
    expect(await prisma.idempotencyRecord.count({ where: mine })).toBeLessThanOrEqual(MOST);
    // The oldest is forgotten: its retry makes another game.
    expect(
      await prisma.idempotencyRecord.findUnique({
        where: { id: rowId(`ip:${me}`, `first-${stamp}`) },
      }),
    ).toBeNull();
    const again = await create(`first-${stamp}`);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
    expect((await create(null)).status).toBe(201);
    expect(await prisma.idempotencyRecord.count({ where: mine })).toBeLessThanOrEqual(MOST);
  });

  it("counts a seat's keyed moves against its seat, not against its address", async () => {
    const one = await createTestApp({ idempotentAnswersPerCaller: 1 });
    const oneUrl = await listening(one);
    try {
      const api = new GameClient(oneUrl);
      const { gameId, tokens } = await api.startGame({ name: 'keyed moves' });
      const bid = async (key: string) => {
        const seat = (await api.view(gameId)).deal!.turn!;
        const mine = await api.view(gameId, tokens[seat]);
        const offer = mine.legalActions.find((a) => a.type === 'bid') as { min: number };
        const res = await fromAddress(
          '127.0.0.1',
          `${oneUrl}/api/v1/games/${gameId}/actions`,
          'POST',
          { type: 'bid', amount: offer.min },
          { authorization: `Bearer ${tokens[seat]}`, 'idempotency-key': key },
        );
        return { seat, status: res.status, version: res.body.version as number };
      };
      const stamp = randomBytes(6).toString('hex');
      // Keyed moves of all three seats from one address, the first seat's second past its bound
      // of 1 (it answered 429 too_many_idempotent_answers): each seat has an owner of its own.
      const keys = ['a', 'b', 'c', 'd'].map((k) => `${k}-${stamp}`);
      const moves = [];
      for (const key of keys) moves.push(await bid(key));
      expect(moves.map((m) => m.status)).toEqual([200, 200, 200, 200]);
      expect(moves[3].seat).toBe(moves[0].seat);
      expect(new Set(moves.map((m) => m.seat)).size).toBe(3);
      const prisma = prismaOf(one.app);
      // Each seat's latest key is still stored, under the seat's own owner.
      const rows = await prisma.idempotencyRecord.findMany({
        where: {
          id: { in: moves.map((m, i) => rowId(`token:${hashToken(tokens[m.seat])}`, keys[i])) },
        },
      });
      const owners = new Set(rows.map((r) => r.owner));
      expect(owners.size).toBe(3);
      for (const owner of owners)
        expect(await prisma.idempotencyRecord.count({ where: { owner } })).toBeLessThanOrEqual(2);
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
