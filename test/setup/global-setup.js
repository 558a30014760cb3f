// Gives the whole run fresh databases with migrations applied, on the server `resolveDatabase`
// picks (DATABASE_URL's, else the embedded one): the same choice `npm start` makes. One database
// is migrated once and is the template of one database per project and worker (test/setup/
// worker-database.js points each worker at its own), so specs in parallel workers never share
// rows, bot runners or turn clocks. Every spec that needs a server of its own reads
// TEST_SERVER_DATABASE_URL (test/support/database-server.ts).
// Plain JS over the compiled sources (`npm test` builds first) because Jest loads global setup
// outside its ESM module mapper.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { resolveDatabase } from '../../dist/src/platform/database/database.js';
import { applyMigrations } from '../../dist/src/platform/database/migrator.js';
import { projectRoot } from '../../dist/src/platform/database/project-root.js';
import {
  DATABASE_PROJECTS,
  workerDatabaseName,
  workerDatabaseNames,
} from './worker-database-name.js';

export default async function globalSetup(globalConfig) {
  // A run of pure specs only (`npm run test:long`, or unit specs run alone) needs no database.
  if (process.env.TEST_NO_DATABASE === '1') return;
  // Its own data folder: the teardown stops a server it started, which would cut off an
  // `npm start` that had reused the server on the service's folder (.data/postgres) meanwhile.
  const server = await resolveDatabase(process.env.DATABASE_URL, {
    dataDir: resolve(projectRoot(), '.data', 'postgres-test'),
  });
  globalThis.__testDatabaseServer = server;
  const serverUrl = server.url;
  const template = `thousand_test_${randomBytes(6).toString('hex')}`;
  const workers = Math.max(1, globalConfig.maxWorkers ?? 1);
  process.env.TEST_SERVER_DATABASE_URL = serverUrl;
  process.env.TEST_DATABASE_NAME = template;
  process.env.TEST_DATABASE_WORKERS = String(workers);
  process.env.MIGRATE_ON_START = 'false';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${template}`);
    await applyMigrations(
      urlOf(serverUrl, template),
      resolve(import.meta.dirname, '../../prisma/migrations'),
    );
    for (const name of workerDatabaseNames(template, workers)) {
      await cloneDatabase(admin, template, name);
      // A commit here need not wait for its WAL to reach the disk: the specs stop and kill the
      // service, never this server, so nothing they check depends on it, and each move's
      // commit waited for a flush (the clocks specs alone: 24.3 s -> 21.3 s in band).
      await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    }
  } finally {
    await admin.end();
  }
  // What a process started without the worker's environment reaches: a worker's, never the template.
  process.env.DATABASE_URL = urlOf(
    serverUrl,
    workerDatabaseName(template, DATABASE_PROJECTS[0], 1),
  );
}

/**
 * A copy of `template`. PostgreSQL refuses to copy a database anyone is connected to, and a backend
 * of the migration's closed pools may still be going for a moment (longer on a busy machine).
 */
async function cloneDatabase(admin, template, name) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      // 55006 object_in_use: "source database is being accessed by other users".
      if (error.code !== '55006' || attempt >= 100) throw error;
      await sleep(100);
    }
  }
}

function urlOf(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
