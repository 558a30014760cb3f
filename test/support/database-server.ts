// The PostgreSQL server of this test run, for specs that make scratch databases of their own.
// test/setup/global-setup.js picks it (DATABASE_URL's server, else the embedded one).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from '../../src/platform/database/database-url.js';

/** The server URL (its `postgres` database) the Jest global setup resolved. */
export function testServerUrl(): string {
  const url = process.env.TEST_SERVER_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_SERVER_DATABASE_URL is unset: run the specs through Jest (npm test), whose global setup sets it',
    );
  }
  return url;
}

/** Runs `fn` on a connection to the server's `postgres` database, closed afterwards. */
export async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Empty databases on the test run's server, named `<prefix>_<10 hex digits>`, dropped together. */
export class ScratchDatabases {
  private readonly created: string[] = [];
  constructor(private readonly prefix: string) {}

  /** A new database's URL. */
  async create(): Promise<string> {
    const name = `${this.prefix}_${randomBytes(5).toString('hex')}`;
    await onServer((c) => c.query(`CREATE DATABASE ${name}`));
    this.created.push(name);
    return withDatabase(testServerUrl(), name);
  }

  async dropAll(): Promise<void> {
    const names = this.created.splice(0);
    await onServer(async (c) => {
      for (const name of names) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  }
}
