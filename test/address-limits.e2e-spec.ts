import { describe, expect, it } from '@jest/globals';
import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { prismaOf } from './support/prisma.js';
import { freshLoopbackAddress, fromAddress } from './support/from-address.js';
import { useTestApp } from './support/app-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';

async function listening(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

const FORFEIT = { moveSeconds: 60, onTimeout: 'forfeit' } as const;

// After an address's 31st creation answered 429 too_many_games, leave -> rematch -> two joins on
// a forfeit-timed game created 25 more games: rematches were stored with no creator.
describe('rematches and GAMES_PER_ADDRESS_PER_HOUR', () => {
  const LIMIT = 2;
  const t = useTestApp({ gamesPerAddressPerHour: LIMIT }, { listen: true });

  it('counts a rematch for the caller who creates it, and refuses it past the limit', async () => {
    const me = freshLoopbackAddress();
    const call = (path: string, body: unknown, token?: string) =>
      fromAddress(me, `${t.url}/api/v1/games${path}`, 'POST', body, {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      });
    const game = await call('', { name: 'chain', timeControl: FORFEIT });
    expect(game.status).toBe(201);
    const gameId = game.body.id as string;
    const tokens: string[] = [];
    for (const name of ['Anna', 'Boris', 'Vera']) {
      tokens.push((await call(`/${gameId}/players`, { name })).body.token as string);
    }
    expect((await call(`/${gameId}/leave`, undefined, tokens[0])).status).toBe(200);
    // The address makes its last game of the hour; a rematch would be one more.
    expect((await call('', { name: 'second' })).status).toBe(201);
    const refused = await call(`/${gameId}/rematch`, {}, tokens[1]);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_games');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);

    // From another address the rematch is made, and counted there; joining it from the spent
    // address is never refused, since it creates nothing.
    const other = freshLoopbackAddress();
    const made = await fromAddress(
      other,
      `${t.url}/api/v1/games/${gameId}/rematch`,
      'POST',
      {},
      {
        authorization: `Bearer ${tokens[2]}`,
      },
    );
    expect(made.status).toBe(201);
    const joined = await call(`/${gameId}/rematch`, {}, tokens[1]);
    expect(joined.status).toBe(201);
    const rematchId = (made.body.game as { id: string }).id;
    expect((joined.body.game as { id: string }).id).toBe(rematchId);

    const prisma = prismaOf(t.app);
    const rematch = await prisma.game.findUniqueOrThrow({ where: { id: rematchId } });
    const second = await fromAddress(other, `${t.url}/api/v1/games`, 'POST', {});
    const theirs = await prisma.game.findUniqueOrThrow({ where: { id: second.body.id as string } });
    expect(rematch.creator).toBe(theirs.creator);
    expect(second.status).toBe(201);
    expect((await fromAddress(other, `${t.url}/api/v1/games`, 'POST', {})).status).toBe(429);
  });
});

// An anonymous Idempotency-Key was scoped by the raw address: another client behind the same
// NAT replaying a short key it guessed or learned got the first join's answer, seat token included.
describe('Idempotency-Key on routes anyone may call', () => {
  const t = useTestApp({}, { listen: true });

  it('must be an unguessable secret (400 invalid_idempotency_key), so a replay hands out no token', async () => {
    const nat = freshLoopbackAddress();
    const game = await fromAddress(nat, `${t.url}/api/v1/games`, 'POST', {});
    const join = (key: string) =>
      fromAddress(
        nat,
        `${t.url}/api/v1/games/${game.body.id}/players`,
        'POST',
        { name: 'Anna' },
        {
          'idempotency-key': key,
        },
      );
    for (const guessable of [
      'join-0001',
      'anna-join-key',
      'a'.repeat(21),
      `${'x'.repeat(30)}!`,
      'A'.repeat(22),
      'retry-key-retry-key-retry',
    ]) {
      const first = await join(guessable);
      expect(first.status).toBe(400);
      expect(first.body.code).toBe('invalid_idempotency_key');
      // Another client behind the same address, replaying it: still no token.
      const replay = await join(guessable);
      expect(replay.status).toBe(400);
      expect(replay.body.token).toBeUndefined();
    }
    for (const key of [
      randomUUID(),
      randomBytes(16).toString('base64url'),
      randomBytes(16).toString('hex'),
    ]) {
      const first = await join(key);
      expect(first.status).toBe(201);
      const retry = await join(key);
      expect(retry.body.token).toBe(first.body.token);
    }
    // A seat's own routes keep 8-128 visible characters: the seat token scopes their keys.
    const created = await fromAddress(
      nat,
      `${t.url}/api/v1/games`,
      'POST',
      {},
      {
        'idempotency-key': 'short',
      },
    );
    expect(created.status).toBe(400);
  });

  it('says so in the OpenAPI document', async () => {
    const res = await fetch(`${t.url}/openapi.json`);
    type KeyParameter = { name: string; schema: { pattern: string }; description: string };
    const doc = (await res.json()) as {
      paths: Record<
        string,
        Record<string, { operationId: string; parameters?: (KeyParameter | { $ref: string })[] }>
      >;
      // Parameters used by several operations are references to components/parameters.
      components: { parameters: Record<string, KeyParameter> };
    };
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    const keyOf = (id: string) =>
      ops
        .find((o) => o.operationId === id)!
        .parameters!.map((p) =>
          '$ref' in p ? doc.components.parameters[p.$ref.split('/').pop()!] : p,
        )
        .find((p) => p.name === 'Idempotency-Key')!;
    for (const id of ['createGame', 'joinGame', 'addBot']) {
      expect(keyOf(id).schema.pattern).toBe('^[A-Za-z0-9_-]{22,128}$');
      expect(keyOf(id).description).toContain('128');
    }
    expect(keyOf('leaveGame').schema.pattern).toBe('^[\\x21-\\x7e]{8,128}$');
  });
});

// Behind a load balancer every client was the balancer: per-address limits became global.
describe('TRUST_PROXY', () => {
  const proxy = freshLoopbackAddress();
  const t = useTestApp(
    { gamesPerAddressPerHour: 1, trustProxy: [`${proxy}/32`] },
    { listen: true },
  );

  const client = () => `198.51.100.${randomInt(1, 255)}`;
  const create = (from: string, forwarded: string) =>
    fromAddress(from, `${t.url}/api/v1/games`, 'POST', {}, { 'x-forwarded-for': forwarded });

  it('counts a trusted proxy’s clients by X-Forwarded-For, and anyone else by its own address', async () => {
    const [one, two] = [
      `10.${randomInt(0, 255)}.${randomInt(0, 255)}.1`,
      `10.${randomInt(0, 255)}.${randomInt(0, 255)}.2`,
    ];
    expect((await create(proxy, one)).status).toBe(201);
    expect((await create(proxy, one)).status).toBe(429);
    expect((await create(proxy, two)).status).toBe(201);
    // A forged hop before the real client does not help it: the proxy appended the real one.
    expect((await create(proxy, `${client()}, ${one}`)).status).toBe(429);
    // An untrusted caller's X-Forwarded-For is ignored.
    const stranger = freshLoopbackAddress();
    expect((await create(stranger, client())).status).toBe(201);
    expect((await create(stranger, client())).status).toBe(429);
  });

  // A trial made a fresh client of each port, and of each made-up value, a proxy passed on.
  it('counts a forwarded address with a port as the address, and every made-up value as one client', async () => {
    const address = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.3`;
    expect((await create(proxy, `${address}:1001`)).status).toBe(201);
    expect((await create(proxy, `${address}:1002`)).status).toBe(429);
    expect((await create(proxy, address)).status).toBe(429);
    const junk = [`junk-${randomInt(0, 1e9)}`, `junk-${randomInt(0, 1e9)}`];
    const first = (await create(proxy, junk[0])).status;
    // 'unknown' may have created its one game in an earlier run of this spec's database.
    expect([201, 429]).toContain(first);
    expect((await create(proxy, junk[1])).status).toBe(429);
  });

  // A review: behind a chain of proxies that write ports, the inner proxy was taken for the client.
  it('reads past a trusted proxy that wrote its port, to the client before it', async () => {
    const clients = [
      `10.${randomInt(0, 255)}.${randomInt(0, 255)}.4`,
      `10.${randomInt(0, 255)}.${randomInt(0, 255)}.5`,
    ];
    for (const c of clients)
      expect((await create(proxy, `${c}:5555, ${proxy}:1234`)).status).toBe(201);
    expect((await create(proxy, `${clients[0]}:6666, ${proxy}:4321`)).status).toBe(429);
  });
});

// games.creator and idempotency owners were unsalted SHA-256 of the network: a hash of an IPv4
// address is reversed by trying all of them.
describe('address hashes', () => {
  const stored = (t: TestApp, id: string) =>
    prismaOf(t.app).game.findUniqueOrThrow({ where: { id } });
  const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

  it('are keyed with ADDRESS_HASH_KEY', async () => {
    const key = randomBytes(32).toString('hex');
    const t = await createTestApp({ addressHashKey: key });
    try {
      const url = await listening(t);
      const me = freshLoopbackAddress();
      const game = await fromAddress(me, `${url}/api/v1/games`, 'POST', {});
      expect((await stored(t, game.body.id as string)).creator).toBe(
        hmac(key, `games.creator\n${me}`),
      );
    } finally {
      await t.close();
    }
  });

  it('without it, use one key made at the first start and kept in PostgreSQL for every instance', async () => {
    const a = await createTestApp({ addressHashKey: null });
    const b = await createTestApp({ addressHashKey: null });
    try {
      const me = freshLoopbackAddress();
      const fromA = await fromAddress(me, `${await listening(a)}/api/v1/games`, 'POST', {});
      const fromB = await fromAddress(me, `${await listening(b)}/api/v1/games`, 'POST', {});
      const [rowA, rowB] = [
        await stored(a, fromA.body.id as string),
        await stored(b, fromB.body.id as string),
      ];
      const [{ value }] = await prismaOf(a.app).$queryRaw<{ value: string }[]>`
        SELECT value FROM service_keys WHERE name = 'address_hash'`;
      expect(value.length).toBeGreaterThanOrEqual(32);
      expect(rowA.creator).toBe(hmac(value, `games.creator\n${me}`));
      expect(rowB.creator).toBe(rowA.creator);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
