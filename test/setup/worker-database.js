// Runs once in each test process of the e2e and browser projects (setupFiles; the light runner
// keeps a process for many spec files): claims one of the databases the global setup cloned and
// points DATABASE_URL at it, so specs in parallel processes never share rows, bot runners or turn
// clocks. Claimed, not numbered by JEST_WORKER_ID: each project has a process pool of its own,
// whose worker ids both start at 1.
import { openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workerDatabaseName } from './worker-database-name.js';

const template = process.env.TEST_DATABASE_NAME;
if (template && process.env.TEST_SERVER_DATABASE_URL) {
  const databases = Number(process.env.TEST_DATABASE_WORKERS ?? '1');
  let claimed = 0;
  for (let n = 1; n <= databases && claimed === 0; n++) {
    try {
      closeSync(openSync(join(tmpdir(), `${workerDatabaseName(template, n)}.claim`), 'wx'));
      claimed = n;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  if (claimed === 0) throw new Error(`all ${databases} test databases are taken`);
  const url = new URL(process.env.TEST_SERVER_DATABASE_URL);
  url.pathname = `/${workerDatabaseName(template, claimed)}`;
  process.env.DATABASE_URL = url.toString();
}
