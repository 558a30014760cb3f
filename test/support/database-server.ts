// The PostgreSQL server of this test run, for specs that make scratch databases of their own.
// test/setup/global-setup.js picks it (DATABASE_URL's server, else the embedded one).

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
