import pg from 'pg';
import { workerDatabaseNames } from './worker-database-name.js';

export default async function globalTeardown() {
  const serverUrl = process.env.TEST_SERVER_DATABASE_URL;
  const template = process.env.TEST_DATABASE_NAME;
  if (serverUrl && template) {
    const workers = Number(process.env.TEST_DATABASE_WORKERS ?? '1');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of workerDatabaseNames(template, workers)) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  }
  await globalThis.__testDatabaseServer?.stop();
}
