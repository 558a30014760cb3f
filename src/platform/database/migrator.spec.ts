// Against the test run's PostgreSQL (test/support/database-server.ts), in scratch databases owned
// by a role of this spec's own: the databases its schema engines create (shadow databases
// included) are told apart by their owner from those of any other run on the same server.
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

import { PrismaClient } from '../../generated/prisma/client.js';
import { testServerUrl } from '../../../test/support/database-server.js';
import { withDatabase } from './database-url.js';
import {
  applyMigrations,
  createMigration,
  MIGRATION_LOCK_CONTENT,
  readMigrationsList,
} from './migrator.js';
import { projectRoot } from './project-root.js';

const SERVER_URL = testServerUrl();
const ROOT = projectRoot();
const REPO_MIGRATIONS = path.join(ROOT, 'prisma', 'migrations');
const REPO_SCHEMA = path.join(ROOT, 'prisma', 'schema.prisma');

const created: string[] = [];
let tmp: string;
/** This spec's role: it owns the scratch databases, and its engines connect as it. */
const ROLE = `spec_migrator_${randomBytes(5).toString('hex')}`;
const ROLE_PASSWORD = randomBytes(16).toString('hex');

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function scratchDatabase(): Promise<string> {
  const name = `spec_migrator_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} OWNER ${ROLE}`));
  created.push(name);
  const url = new URL(withDatabase(SERVER_URL, name));
  url.username = ROLE;
  url.password = ROLE_PASSWORD;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Shadow databases this spec's engines made (owned by its role), not another run's. */
const shadowDatabases = () =>
  admin(async (c) =>
    (
      await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba
          WHERE r.rolname = $1 AND datname LIKE 'prisma_migrate_shadow_db_%'`,
        [ROLE],
      )
    ).rows.map((r) => r.datname),
  );

/** The repository's migrations plus one with a `$$` body full of `;` (must be sent as one query). */
async function migrationsWithFunction(): Promise<string> {
  const dir = await mkdtemp(path.join(tmp, 'migrations-'));
  await cp(REPO_MIGRATIONS, dir, { recursive: true });
  const fn = path.join(dir, '29991231235959_touch_function');
  await mkdir(fn);
  await writeFile(
    path.join(fn, 'migration.sql'),
    [
      'CREATE TABLE "spec_counter" ("id" INTEGER PRIMARY KEY, "n" INTEGER NOT NULL DEFAULT 0);',
      'CREATE FUNCTION spec_bump(i integer) RETURNS integer AS $$',
      'BEGIN',
      '  INSERT INTO spec_counter (id, n) VALUES (i, 1) ON CONFLICT (id) DO UPDATE SET n = spec_counter.n + 1;',
      '  RETURN (SELECT n FROM spec_counter WHERE id = i);',
      'END;',
      '$$ LANGUAGE plpgsql;',
      '',
    ].join('\n'),
  );
  return dir;
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'migrator-spec-'));
  await admin((c) => c.query(`CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${ROLE_PASSWORD}'`));
});

afterAll(async () => {
  await admin(async (c) => {
    const owned = await c.query<{ datname: string }>(
      `SELECT datname FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba WHERE r.rolname = $1`,
      [ROLE],
    );
    const names = new Set([...created, ...owned.rows.map((r) => r.datname)]);
    for (const name of names) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`DROP ROLE IF EXISTS ${ROLE}`);
  });
  await rm(tmp, { recursive: true, force: true });
});

describe('applyMigrations', () => {
  it('applies every migration into an empty database and records them as prisma migrate deploy does', async () => {
    const url = await scratchDatabase();
    const dir = await migrationsWithFunction();
    const names = (await readMigrationsList(dir)).migrationDirectories.map((m) => m.path);
    expect(names.length).toBeGreaterThanOrEqual(2);

    expect(await applyMigrations(url, dir)).toEqual(names);

    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      logs: string | null;
      applied_steps_count: number;
    }>(url, 'SELECT * FROM _prisma_migrations ORDER BY started_at, migration_name');
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const row of rows) {
      const file = await readFile(path.join(dir, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(file).digest('hex'));
      expect(row).toMatchObject({ rolled_back_at: null, logs: null, applied_steps_count: 1 });
      expect(row.finished_at).toBeInstanceOf(Date);
    }
    // the `$$` body arrived whole
    expect(await query(url, 'SELECT spec_bump(7) AS a, spec_bump(7) AS b')).toEqual([
      { a: 1, b: 2 },
    ]);
  });

  it('applies nothing the second time', async () => {
    const url = await scratchDatabase();
    const names = (await readMigrationsList(REPO_MIGRATIONS)).migrationDirectories.map(
      (m) => m.path,
    );
    expect(await applyMigrations(url, REPO_MIGRATIONS)).toEqual(names);
    expect(await applyMigrations(url, REPO_MIGRATIONS)).toEqual([]);
    expect(await query(url, 'SELECT count(*)::int AS n FROM _prisma_migrations')).toEqual([
      { n: names.length },
    ]);
  });

  it('leaves each hot table with the storage settings of how it is written', async () => {
    const url = await scratchDatabase();
    await applyMigrations(url, REPO_MIGRATIONS);
    const options = await query<{ relname: string; reloptions: string[] | null }>(
      url,
      `SELECT relname, reloptions FROM pg_class
        WHERE relname IN ('games', 'game_events', 'game_actions') ORDER BY relname`,
    );
    const logOptions = [
      'autovacuum_analyze_scale_factor=0.5',
      'autovacuum_vacuum_insert_scale_factor=0.5',
    ];
    expect(options).toEqual([
      { relname: 'game_actions', reloptions: logOptions },
      { relname: 'game_events', reloptions: logOptions },
      { relname: 'games', reloptions: ['fillfactor=50', 'toast_tuple_target=8160'] },
    ]);
    // ANALYZE skips the logs' JSON columns (-1 or null would mean the server's default target).
    const targets = await query<{ attname: string; target: number }>(
      url,
      `SELECT attname, attstattarget::int AS target FROM pg_attribute
        WHERE attrelid IN ('game_events'::regclass, 'game_actions'::regclass)
          AND attname IN ('payload', 'action') ORDER BY attname`,
    );
    expect(targets).toEqual([
      { attname: 'action', target: 0 },
      { attname: 'payload', target: 0 },
    ]);
  });

  it('serialises concurrent runs: each migration is applied exactly once', async () => {
    const url = await scratchDatabase();
    const dir = await migrationsWithFunction();
    const names = (await readMigrationsList(dir)).migrationDirectories.map((m) => m.path);

    const results = await Promise.all([1, 2, 3].map(() => applyMigrations(url, dir)));

    expect(results.flat().sort()).toEqual([...names].sort());
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
    expect(
      await query(
        url,
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1',
      ),
    ).toEqual([...names].sort().map((migration_name) => ({ migration_name })));
  });

  it('gives a Prisma client a database it can query', async () => {
    const url = await scratchDatabase();
    await applyMigrations(url, REPO_MIGRATIONS);
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
    try {
      expect(await prisma.game.count()).toBe(0);
      expect(await prisma.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
    } finally {
      await prisma.$disconnect();
    }
  });
});

describe('createMigration', () => {
  it('reports no changes when the migrations match the schema, and writes nothing', async () => {
    const url = await scratchDatabase();
    const dir = await mkdtemp(path.join(tmp, 'unchanged-'));
    await cp(REPO_MIGRATIONS, dir, { recursive: true });
    const before = await readdir(dir);

    expect(await createMigration(url, REPO_SCHEMA, dir, 'nothing')).toEqual({
      status: 'no-changes',
    });
    expect(await readdir(dir)).toEqual(before);
  });

  it('writes the SQL of a schema change into <timestamp>_<name>/migration.sql', async () => {
    const url = await scratchDatabase();
    const dir = await mkdtemp(path.join(tmp, 'changed-'));
    await cp(REPO_MIGRATIONS, dir, { recursive: true });
    const schema = path.join(tmp, 'changed.prisma');
    await writeFile(
      schema,
      `${await readFile(REPO_SCHEMA, 'utf8')}\nmodel SpecExtra {\n  id   Int    @id\n  note String\n\n  @@map("spec_extra")\n}\n`,
    );

    const result = await createMigration(url, schema, dir, 'Add spec-extra', {
      now: new Date('2999-01-02T03:04:05Z'),
    });

    expect(result).toMatchObject({ status: 'created', name: '29990102030405_add_spec_extra' });
    const sql = await readFile(
      path.join(dir, '29990102030405_add_spec_extra', 'migration.sql'),
      'utf8',
    );
    expect(sql).toContain('CREATE TABLE "spec_extra"');
    expect(sql).not.toContain('CREATE TABLE "games"');
    // and the new set applies, after which the schema has no more changes
    const fresh = await scratchDatabase();
    expect(await applyMigrations(fresh, dir)).toContain('29990102030405_add_spec_extra');
    expect(await query(fresh, 'SELECT count(*)::int AS n FROM spec_extra')).toEqual([{ n: 0 }]);
    expect(await createMigration(url, schema, dir, 'again')).toEqual({ status: 'no-changes' });
  });

  it('starts an empty migrations folder with the lock file', async () => {
    const url = await scratchDatabase();
    const dir = path.join(tmp, 'fresh', 'migrations');

    const result = await createMigration(url, REPO_SCHEMA, dir, 'init');

    expect(result.status).toBe('created');
    expect(await readFile(path.join(dir, 'migration_lock.toml'), 'utf8')).toBe(
      MIGRATION_LOCK_CONTENT,
    );
    const [folder] = (await readdir(dir)).filter((f) => f !== 'migration_lock.toml');
    expect(folder).toMatch(/^\d{14}_init$/);
    // while the repository has a single migration, it is this SQL (same schema, same tool)
    const repo = (await readMigrationsList(REPO_MIGRATIONS)).migrationDirectories;
    if (repo.length === 1 && repo[0]!.migrationFile.content.tag === 'ok') {
      const sql = await readFile(path.join(dir, folder!, 'migration.sql'), 'utf8');
      expect(sql).toBe(repo[0]!.migrationFile.content.value);
    }
  });
});

describe('schema engine housekeeping', () => {
  it('leaves no shadow database behind', async () => {
    // Its role is new to this run: every shadow database it owns was made by the cases above.
    expect(await shadowDatabases()).toEqual([]);
  });
});
