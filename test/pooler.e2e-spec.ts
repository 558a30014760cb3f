import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { AppConfig } from '../src/platform/config/app-config.js';
import { chooseMove, testRng } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { moveBySeatToAct } from './support/openings.js';
import { startPgbouncer } from './support/pgbouncer.js';
import { SseClient } from './support/sse.js';

// Issue 45: behind pgbouncer in transaction mode (the mode most deployments run) named prepared
// statements collided ("prepared statement "read_game" already exists": 13 of the first 19 steps
// answered 500) and LISTEN through the pooler heard nothing. With DATABASE_POOL_MODE=transaction
// the statements go unnamed and LISTEN takes DATABASE_DIRECT_URL (README, "Several instances").
describe('two instances behind pgbouncer in transaction mode', () => {
  let bouncer: Awaited<ReturnType<typeof startPgbouncer>>;
  const direct = process.env.DATABASE_URL!;
  const a: Partial<AppConfig> = { botPaceMs: 0, streamKeepAliveMs: 100 };
  const b: Partial<AppConfig> = { botPaceMs: 0, streamKeepAliveMs: 100 };
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

  it('plays moves on one instance that a stream on the other hears, with no server error', async () => {
    const rng = testRng(45);
    const table = await appA.api.startGame({});
    const stream = SseClient.open(appB.url, table.gameId, { token: table.tokens[0] });
    try {
      await stream.until(() => stream.messages.some((m) => m.event === 'view'));
      // Reads and moves from both instances at once, so server connections are shared.
      for (let i = 0; i < 20; i++) {
        const [moved] = await Promise.all([
          moveBySeatToAct(appA.api, table, (_seat, mine) => chooseMove(mine.legalActions, rng)),
          appB.api.view(table.gameId),
          appA.api.view(table.gameId),
        ]);
        expect(moved).toBeDefined();
      }
      const last = await appB.api.view(table.gameId);
      expect(last.version).toBeGreaterThanOrEqual(20);
      const heard = (s: SseClient) =>
        s.messages.some((m) => JSON.stringify(m.data ?? '').includes(`"version":${last.version}`));
      await stream.until(() => heard(stream), 5000);
    } finally {
      stream.close();
    }
  });

  it('is needed: named statements through the same pooler collide', async () => {
    // What the service did before: two clients preparing the same name on shared server
    // connections. At least one is refused (the pooler hands a client another's connection).
    const clients = Array.from(
      { length: 4 },
      () => new pg.Client({ connectionString: bouncer.url }),
    );
    await Promise.all(clients.map((c) => c.connect()));
    const failures: string[] = [];
    try {
      for (let round = 0; round < 10; round++) {
        await Promise.all(
          clients.map((c) =>
            c
              .query({ name: 'read_one', text: 'SELECT $1::int AS n', values: [round] })
              .catch((error: Error) => void failures.push(error.message)),
          ),
        );
      }
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    expect(
      failures.some((m) => /prepared statement .* (already exists|does not exist)/.test(m)),
    ).toBe(true);
  });
});
