// The built service (`node dist/src/main.js`) on a free port, on a database of its own created on
// DATABASE_URL's server and dropped afterwards (with DATABASE_URL unset, the service starts its
// embedded PostgreSQL, as `npm start` does).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const service = path.resolve(import.meta.dirname, '../../dist/src/main.js');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function admin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the service; answers { url, stop() }. */
export async function startService() {
  if (!existsSync(service)) throw new Error(`${service} is missing: run npm run build first`);
  const env = {
    ...process.env,
    NODE_OPTIONS: '',
    LOG_LEVEL: 'warn',
    // Every client here calls from 127.0.0.1 within the same minute.
    GAMES_PER_ADDRESS_PER_HOUR: '1000',
    IDEMPOTENT_ANSWERS_PER_CALLER: '100000',
  };
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `thousand_generators_${process.pid}_${Date.now()}`;
    const server = process.env.DATABASE_URL;
    await admin(server, `CREATE DATABASE ${name}`);
    dropDatabase = () => admin(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.href;
  }
  const port = await freePort();
  env.PORT = String(port);
  const child = spawn(process.execPath, [service], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await dropDatabase();
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return { url, stop, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the service did not start:\n${output}`);
}
