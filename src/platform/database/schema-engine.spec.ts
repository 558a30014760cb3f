// Against the test run's PostgreSQL (test/support/database-server.ts), in scratch databases.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';

import { onServer, ScratchDatabases } from '../../../test/support/database-server.js';
import { applyMigrations, MIGRATION_LOCK_CONTENT, readMigrationsList } from './migrator.js';
import { openSchemaEngine, pendingEngineTimers, withSchemaEngine } from './schema-engine.js';

const NO_FILTER = { externalTables: [], externalEnums: [] };
const databases = new ScratchDatabases('spec_engine');
const scratchDatabase = () => databases.create();
let tmp: string;

async function migrationsDir(migrations: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmp, 'migrations-'));
  await writeFile(path.join(dir, 'migration_lock.toml'), MIGRATION_LOCK_CONTENT);
  for (const [name, sql] of Object.entries(migrations)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'schema-engine-spec-'));
});

afterAll(async () => {
  await databases.dropAll();
  await rm(tmp, { recursive: true, force: true });
});

describe('schema engine over PrismaPg', () => {
  it('describes schemas whose catalogs hold "char" values (check constraints, "char" columns)', async () => {
    const url = await scratchDatabase();
    const dir = await migrationsDir({
      '20000101000000_checks': [
        'CREATE TABLE "t" (',
        '  "id" INTEGER PRIMARY KEY,',
        '  "kind" "char" NOT NULL DEFAULT \'a\',',
        '  "n" INTEGER NOT NULL CONSTRAINT "n_positive" CHECK ("n" > 0)',
        ');',
        '',
      ].join('\n'),
    });
    const migrationsList = await readMigrationsList(dir);

    const result = await withSchemaEngine(url, (engine) =>
      engine.diff({
        from: { tag: 'migrations', ...migrationsList },
        to: { tag: 'empty' },
        script: true,
        exitCode: true,
        filters: NO_FILTER,
      }),
    );

    expect(result.exitCode).toBe(2);
    expect(result.stdout).toContain('DROP TABLE "public"."t"');
  });

  it('reports a failing migration, records it as failed and then refuses to deploy, like the CLI', async () => {
    const url = await scratchDatabase();
    const dir = await migrationsDir({
      '20000101000000_ok': 'CREATE TABLE "a" ("id" INTEGER PRIMARY KEY);\n',
      '20000101000001_broken':
        'CREATE TABLE "b" ("id" INTEGER PRIMARY KEY);\nSELECT no_such_function();\n',
    });

    await expect(applyMigrations(url, dir)).rejects.toThrow(/no_such_function/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rows = await client.query(
        'SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations ORDER BY 1',
      );
      expect(rows.rows).toEqual([
        { migration_name: '20000101000000_ok', finished: true },
        { migration_name: '20000101000001_broken', finished: false },
      ]);
      // the script ran as one implicit transaction: nothing of the broken migration stayed
      expect((await client.query(`SELECT to_regclass('b') AS b`)).rows).toEqual([{ b: null }]);
    } finally {
      await client.end();
    }
    await expect(applyMigrations(url, dir)).rejects.toThrow(/failed migrations/);
  });

  it('closes its pools and timers on dispose, so the process can exit', async () => {
    const url = await scratchDatabase();
    const dir = await migrationsDir({
      '20000101000000_a': 'CREATE TABLE "a" ("id" INTEGER PRIMARY KEY);\n',
    });
    const session = await openSchemaEngine(url);
    await session.engine.applyMigrations({
      migrationsList: await readMigrationsList(dir),
      filters: NO_FILTER,
    });
    // The engine's 10 s advisory-lock timer. Counted by the engine's own set: the process-wide count
    // of timeouts also moves with unrelated timers (a pool's idle timer expiring made it flaky).
    expect(pendingEngineTimers()).toBeGreaterThan(0);

    await session.dispose();
    await session.dispose(); // idempotent

    expect(pendingEngineTimers()).toBe(0);
    // A backend leaves pg_stat_activity a moment after its client hangs up, later on a busy machine.
    const openSessions = async () =>
      (
        await onServer((c) =>
          c.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`,
            [new URL(url).pathname.slice(1)],
          ),
        )
      ).rows[0].n;
    const deadline = Date.now() + 5000;
    let open = await openSessions();
    while (open > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      open = await openSessions();
    }
    expect(open).toBe(0);
  });

  it('fails clearly when the database cannot be reached', async () => {
    await expect(
      withSchemaEngine('postgresql://postgres@127.0.0.1:1/nowhere', (engine) => engine.version()),
    ).rejects.toThrow();
  });
});
