import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { freshLoopbackAddress, fromAddress } from './support/from-address.js';
import { useTestApp } from './support/app-fixture.js';

// Issue 45: behind a balancer that spreads one client over three instances, the rate limit and
// the spectator-stream bound were three times their setting. Two instances on one database (as
// the deployment recipe runs them, one ADDRESS_HASH_KEY for both) behind a trusted balancer: one
// client, its requests alternating between them, meets each bound once in total.
const RATE = 12;
const STREAMS = 3;
const GAMES = 3;
const PLAYERS = 2;

/** A spectator stream opened from `localAddress`; resolves with its status once the head arrived. */
function spectate(
  localAddress: string,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { localAddress, agent: false, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

describe('per-client bounds across two instances behind one balancer (issue 45)', () => {
  const balancer = freshLoopbackAddress();
  const shared = {
    addressHashKey: randomBytes(24).toString('base64url'),
    trustProxy: [balancer],
    rateLimitPerMinute: RATE,
    spectatorStreamsPerAddress: STREAMS,
    gamesPerAddressPerHour: GAMES,
    playersPerAddressPerHour: PLAYERS,
  };
  const a = useTestApp(shared, { listen: true });
  const b = useTestApp(shared, { listen: true });
  const instances = () => [a.url, b.url];
  /** A request of `client` through the balancer, to instance i % 2. */
  const call = (client: string, i: number, method: string, path: string, body?: unknown) =>
    fromAddress(balancer, `${instances()[i % 2]}/api/v1${path}`, method, body, {
      'x-forwarded-for': client,
    });

  it('holds the rate limit in total, not once per instance', async () => {
    // A run that straddles a minute counts in two windows: it is run again with a fresh client.
    for (let attempt = 0; ; attempt++) {
      const client = freshLoopbackAddress();
      const minute = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      for (let i = 0; i < 2 * RATE; i++) {
        statuses.push((await call(client, i, 'GET', '/games?limit=1')).status);
      }
      if (Math.floor(Date.now() / 60_000) !== minute && attempt < 2) continue;
      expect(statuses.filter((s) => s === 200)).toHaveLength(RATE);
      expect(statuses.filter((s) => s === 429)).toHaveLength(RATE);
      // Both instances refuse it now, and another client behind the same balancer is served.
      for (let i = 0; i < 2; i++) {
        const refused = await call(client, i, 'GET', '/games?limit=1');
        expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited']);
        expect(refused.headers['ratelimit-remaining']).toBe('0');
      }
      expect((await call(freshLoopbackAddress(), 0, 'GET', '/games?limit=1')).status).toBe(200);
      const stored = await a.prisma.clientCount.count();
      expect(stored).toBeGreaterThan(0);
      return;
    }
  });

  it('holds the spectator streams of one client in total, and gives a closed one back', async () => {
    const client = freshLoopbackAddress();
    const game = await call(freshLoopbackAddress(), 0, 'POST', '/games', {});
    expect(game.status).toBe(201);
    const path = `/api/v1/games/${game.body.id as string}/stream`;
    const open = (i: number) =>
      spectate(balancer, `${instances()[i % 2]}${path}`, { 'x-forwarded-for': client });
    const streams = [];
    for (let i = 0; i < STREAMS; i++) streams.push(await open(i));
    try {
      expect(streams.map((s) => s.status)).toEqual(Array(STREAMS).fill(200));
      // The places are held on the other instance too: neither opens one more.
      for (let i = 0; i < 2; i++) {
        const refused = await open(i);
        refused.close();
        expect(refused.status).toBe(429);
      }
      // Another client behind the balancer is not counted against it.
      const other = await spectate(balancer, `${b.url}${path}`, {
        'x-forwarded-for': freshLoopbackAddress(),
      });
      other.close();
      expect(other.status).toBe(200);
      // A closed stream gives its place back on every instance (its row is deleted as it closes).
      streams.pop()!.close();
      const until = Date.now() + 5000;
      let again = await open(1);
      while (again.status !== 200 && Date.now() < until) {
        again.close();
        again = await open(1);
      }
      streams.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('holds games and players created per hour in total', async () => {
    const client = freshLoopbackAddress();
    const games: number[] = [];
    for (let i = 0; i <= GAMES; i++)
      games.push((await call(client, i, 'POST', '/games', {})).status);
    expect(games).toEqual([...Array(GAMES).fill(201), 429]);
    const players: number[] = [];
    for (let i = 0; i <= PLAYERS; i++) {
      const name = `Across ${randomBytes(3).toString('hex')}`;
      players.push((await call(client, i, 'POST', '/players', { name })).status);
    }
    expect(players).toEqual([...Array(PLAYERS).fill(201), 429]);
  });
});
