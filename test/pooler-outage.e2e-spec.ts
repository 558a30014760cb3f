import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AppConfig } from '../src/platform/config/app-config.js';
import { keepsSessions } from '../src/platform/database/pooler-check.js';
import { chooseMove, testRng } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { moveBySeatToAct } from './support/openings.js';
import { startPgbouncer } from './support/pgbouncer.js';
import { createTestApp } from './support/test-app.js';

// Issue 45: the pooler down for 2 s made every instance unready at once, so the balancer had no
// server left and answered pages of its own. Now each instance stays ready and answers problem
// details (README, "Several instances and a connection pooler").
describe('a pooler outage of 2 s behind two instances', () => {
  let bouncer: Awaited<ReturnType<typeof startPgbouncer>>;
  const direct = process.env.DATABASE_URL!;
  const a: Partial<AppConfig> = { botPaceMs: 0 };
  const b: Partial<AppConfig> = { botPaceMs: 0 };
  beforeAll(async () => {
    bouncer = await startPgbouncer(direct, 'transaction');
    for (const overrides of [a, b]) {
      Object.assign(overrides, {
        databaseUrl: bouncer.url,
        databasePoolMode: 'transaction',
        databaseDirectUrl: direct,
      });
    }
  });
  afterAll(() => bouncer?.stop());
  const appA = useTestApp(a);
  const appB = useTestApp(b);

  it('answers 503 problem details with Retry-After while both stay ready, then plays on', async () => {
    const table = await appA.api.startGame({});
    const rng = testRng(7);
    const outage = bouncer.outage(2000);
    // Once the pooler is down (its port closed), ask both instances for work and readiness.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const answers = await Promise.all(
      [appA, appB].map((app) => request(app.server).get('/api/v1/games?limit=5')),
    );
    const ready = await Promise.all(
      [appA, appB].map((app) => request(app.server).get('/health/ready')),
    );
    await outage;
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.body.code).toBe('database_unavailable');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    for (const probe of ready) {
      expect(probe.status).toBe(200);
      expect(probe.body).toMatchObject({ status: 'ok', instance: 'ready', database: 'away' });
      expect(probe.body.error.database).toMatchObject({ status: 'down' });
      expect(probe.body.details.notifications).toEqual({ status: 'up' });
    }
    // Back: both probes say so, and the game goes on from either instance.
    for (const app of [appA, appB]) {
      const back = await request(app.server).get('/health/ready');
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ database: 'up', error: {} });
    }
    const before = (await appB.api.view(table.gameId)).version;
    await moveBySeatToAct(appB.api, table, (_seat, mine) => chooseMove(mine.legalActions, rng));
    expect((await appA.api.view(table.gameId)).version).toBe(before + 1);
  });

  // An operator's trial: a player sent their move through a 10 s outage (503 each time), the
  // turn's clock ran out meanwhile, and the first sweep after it forfeited their game.
  it("starts a person's turn over when its clock ran out while the database was away", async () => {
    const table = await appA.api.startGame({
      timeControl: { moveSeconds: 5, onTimeout: 'forfeit' },
    });
    const before = await appA.api.view(table.gameId);
    const deadline = Date.parse(before.deal!.deadline!);
    await bouncer.outage(Math.max(0, deadline - Date.now()) + 3000);
    const back = Date.now();
    let after = before;
    for (let i = 0; i < 50 && after.version === before.version; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await appA.api.view(table.gameId);
    }
    expect([after.status, after.version]).toEqual(['playing', before.version + 1]);
    // A whole turn from when the database was back (less the sweep's second).
    expect(Date.parse(after.deal!.deadline!)).toBeGreaterThanOrEqual(back + 5000 - 1500);
    // Both instances saw the outage; the turn started over once.
    const log = await request(appB.server).get(`/api/v1/games/${table.gameId}/events?limit=1000`);
    const restarts = log.body.events.filter((e: { type: string }) => e.type !== 'player_joined');
    expect(restarts.filter((e: { type: string }) => e.type === 'turn_clock_restarted')).toEqual([
      expect.objectContaining({
        type: 'turn_clock_restarted',
        data: { type: 'turn_clock_restarted', seat: before.deal!.turn },
      }),
    ]);
    const forfeits = restarts.filter((e: { type: string }) => e.type.startsWith('game_'));
    expect(forfeits.map((e: { type: string }) => e.type)).toEqual(['game_started']);
    // The player moves in the new turn.
    const rng = testRng(8);
    await moveBySeatToAct(appB.api, table, (_seat, mine) => chooseMove(mine.legalActions, rng));
    expect((await appA.api.view(table.gameId)).version).toBe(before.version + 2);
  });
});

describe('a pooler the service cannot work with', () => {
  let transaction: Awaited<ReturnType<typeof startPgbouncer>>;
  let session: Awaited<ReturnType<typeof startPgbouncer>>;
  const direct = process.env.DATABASE_URL!;
  beforeAll(async () => {
    transaction = await startPgbouncer(direct, 'transaction');
    // Session mode lends each client a server connection of its own: room for the app's pool.
    session = await startPgbouncer(direct, 'session', 30);
  });
  afterAll(async () => {
    await transaction?.stop();
    await session?.stop();
  });

  it('is told apart: a transaction-mode pooler keeps no session, PostgreSQL and session mode do', async () => {
    expect(await keepsSessions(transaction.url)).toBe(false);
    expect(await keepsSessions(session.url)).toBe(true);
    expect(await keepsSessions(direct)).toBe(true);
  });

  it('refuses to start in session mode behind a transaction-mode pooler, naming what to set', async () => {
    await expect(
      createTestApp({ databaseUrl: transaction.url, databaseDirectUrl: null }),
    ).rejects.toThrow(/DATABASE_URL .*DATABASE_POOL_MODE=transaction/);
  });

  it('refuses a DATABASE_DIRECT_URL that leads to a transaction-mode pooler', async () => {
    await expect(
      createTestApp({
        databaseUrl: transaction.url,
        databasePoolMode: 'transaction',
        databaseDirectUrl: transaction.url,
      }),
    ).rejects.toThrow(/DATABASE_DIRECT_URL .*PostgreSQL itself/);
  });

  it('starts behind a session-mode pooler', async () => {
    const t = await createTestApp({ databaseUrl: session.url, databaseDirectUrl: null });
    try {
      expect((await request(t.app.getHttpServer()).get('/health/ready')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('readiness and the notification connection', () => {
  const t = useTestApp({ botPaceMs: 0 });

  it('reports notifications down while the LISTEN connection is lost, and up once it listens again', async () => {
    const probe = () => request(t.server).get('/health/ready');
    expect((await probe()).body.details.notifications).toEqual({ status: 'up' });
    const killed = await t.prisma.$queryRaw<{ pid: number }[]>`
      SELECT pg_terminate_backend(pid) AS ok, pid FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN game_events%'`;
    expect(killed.length).toBeGreaterThanOrEqual(1);
    const seen: string[] = [];
    for (let i = 0; i < 60 && seen.at(-1) !== 'up after down'; i++) {
      const answer = await probe();
      expect(answer.status).toBe(200); // a lost connection that comes back is no reason to leave
      const status = answer.body.details.notifications.status as string;
      if (status === 'down') seen.push('down');
      else if (seen.includes('down')) seen.push('up after down');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen[0]).toBe('down');
    expect(seen.at(-1)).toBe('up after down');
  });
});
