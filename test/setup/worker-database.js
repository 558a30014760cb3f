// Runs before each spec file of the e2e and browser projects (setupFiles): points DATABASE_URL at
// the database of the Jest worker running it (created by test/setup/global-setup.js), so specs in
// parallel workers never share one.
import { workerDatabaseName } from './worker-database-name.js';

const template = process.env.TEST_DATABASE_NAME;
if (template && process.env.TEST_SERVER_DATABASE_URL) {
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  const workers = Number(process.env.TEST_DATABASE_WORKERS ?? '1');
  if (!(worker >= 1 && worker <= workers)) {
    throw new Error(`Jest worker ${worker} has no database (global setup made ${workers})`);
  }
  const url = new URL(process.env.TEST_SERVER_DATABASE_URL);
  url.pathname = `/${workerDatabaseName(template, worker)}`;
  process.env.DATABASE_URL = url.toString();
}
