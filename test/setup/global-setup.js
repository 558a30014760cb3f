// Gives the whole run a fresh database with migrations applied, on the server `resolveDatabase`
// picks (DATABASE_URL's, else the embedded one): the same choice `npm start` makes. Every spec
// that needs a server of its own reads TEST_SERVER_DATABASE_URL (test/support/database-server.ts).
// Plain JS over the compiled sources (`npm test` builds first) because Jest loads global setup
// outside its ESM module mapper.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { resolveDatabase } from '../../dist/src/database/database.js';
import { applyMigrations } from '../../dist/src/database/migrator.js';
import { projectRoot } from '../../dist/src/database/project-root.js';

export default async function globalSetup() {
  // The unit run of `npm test` (scripts/run-tests.mjs) has no spec that talks to PostgreSQL.
  if (process.env.TEST_NO_DATABASE === '1') return;
  // Its own data folder: the teardown stops a server it started, which would cut off an
  // `npm start` that had reused the server on the service's folder (.data/postgres) meanwhile.
  const server = await resolveDatabase(process.env.DATABASE_URL, {
    dataDir: resolve(projectRoot(), '.data', 'postgres-test'),
  });
  globalThis.__testDatabaseServer = server;
  const serverUrl = server.url;
  const name = `thousand_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.TEST_SERVER_DATABASE_URL = serverUrl;
  process.env.TEST_DATABASE_NAME = name;
  process.env.DATABASE_URL = url.toString();
  process.env.MIGRATE_ON_START = 'false';
  await applyMigrations(
    process.env.DATABASE_URL,
    resolve(import.meta.dirname, '../../prisma/migrations'),
  );
}
