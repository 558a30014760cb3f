// Gives the whole run a fresh database with migrations applied: on DATABASE_URL's server when it
// is set, else on an embedded PostgreSQL started here. Plain JS over the compiled sources (`npm
// test` builds first) because Jest loads global setup outside its ESM module mapper.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { startEmbeddedPostgres } from '../../dist/src/db/embedded-postgres.js';
import { applyMigrations } from '../../dist/src/db/migrator.js';

export default async function globalSetup() {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({});
    globalThis.__embeddedPostgres = embedded;
    serverUrl = embedded.url;
  }
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
