import pg from 'pg';

export default async function globalTeardown() {
  const serverUrl = process.env.TEST_SERVER_DATABASE_URL;
  const name = process.env.TEST_DATABASE_NAME;
  if (serverUrl && name) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  await globalThis.__testDatabaseServer?.stop();
}
