// Points DATABASE_URL at the database of the worker running a project's specs (made by
// test/setup/global-setup.js), so specs in parallel workers never share one. Each project's
// setupFiles runs it through a file of its own (e2e-database.js, browser-database.js).
import { DATABASE_PROJECTS, workerDatabaseName } from './worker-database-name.js';

export function useWorkerDatabase(project) {
  const template = process.env.TEST_DATABASE_NAME;
  if (!template || !process.env.TEST_SERVER_DATABASE_URL) return;
  if (!DATABASE_PROJECTS.includes(project)) throw new Error(`${project} has no worker databases`);
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  const workers = Number(process.env.TEST_DATABASE_WORKERS ?? '1');
  if (!(worker >= 1 && worker <= workers)) {
    throw new Error(`Jest worker ${worker} has no database (global setup made ${workers})`);
  }
  const url = new URL(process.env.TEST_SERVER_DATABASE_URL);
  url.pathname = `/${workerDatabaseName(template, project, worker)}`;
  process.env.DATABASE_URL = url.toString();
}
