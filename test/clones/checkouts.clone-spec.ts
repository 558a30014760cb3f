// Real checkouts of this repository (git clone of its HEAD, `npm ci` from the npm cache, `npm run
// build`) starting the embedded PostgreSQL with no DATABASE_URL, as `npm start` does: one after
// another was deleted, and two at the same moment. The mirror of the binaries
// once held symlinks into the first checkout's node_modules, so after that checkout was deleted
// every other one failed with "Cannot find package 'pg'".
//
// The checkouts sit in a mode-700 folder, so when run as root (as CI is) the `postgres` user cannot
// reach them and the binaries are started from the mirror (src/platform/database/embedded-mirror.ts). Each test
// gives the mirror a private runtime folder, leaving the machine's /var/tmp/embedded-postgres alone.
// Slow (three installs): run by `npm run test:clones`, not by `npm test`. It tests the committed
// HEAD; CLONE_REF=<commit> tests another commit (the one before the fix fails both tests).
import { execFile, spawn } from 'node:child_process';
import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';

import { projectRoot } from '../../src/platform/database/project-root.js';

const run = promisify(execFile);
const SOURCE = projectRoot();
const REF = process.env.CLONE_REF ?? 'HEAD';
const asRoot = process.getuid?.() === 0;
const envWithoutDatabase = (): NodeJS.ProcessEnv => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
};

let home: string;

/** `git clone` of REF into `home/name`, then a clean install from the lockfile and a build. */
async function checkout(name: string): Promise<string> {
  const dir = path.join(home, name);
  const commit = (await run('git', ['rev-parse', REF], { cwd: SOURCE })).stdout.trim();
  await run('git', ['clone', '--quiet', '--no-hardlinks', '--no-checkout', SOURCE, dir]);
  const options = { cwd: dir, env: envWithoutDatabase(), maxBuffer: 16 << 20 };
  await run('git', ['checkout', '--quiet', commit], options);
  await run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], options);
  await run('npm', ['run', 'build', '--silent'], options);
  return dir;
}

interface Started {
  url: string;
  /** Stops the server and waits for the process to end. */
  stop(): Promise<void>;
}

/**
 * Starts the embedded server with the checkout's own compiled code and node_modules, in a process
 * of its own (as `npm start` would), and resolves once it answers with its URL.
 */
function startEmbedded(dir: string, runtimeDir: string, port?: number): Promise<Started> {
  const database = pathToFileURL(
    path.join(dir, 'dist', 'src', 'platform', 'database', 'database.js'),
  ).href;
  const script = `
    try {
      const { resolveDatabase } = await import(${JSON.stringify(database)});
      const db = await resolveDatabase(undefined, ${JSON.stringify({ runtimeDir, port })});
      console.log(JSON.stringify({ url: db.url }));
      process.stdin.on('end', async () => { await db.stop(); process.exit(0); });
      process.stdin.resume();
    } catch (error) {
      console.error(String(error?.stack ?? error));
      process.exit(1);
    }
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: dir,
    env: envWithoutDatabase(),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('{"url"'));
      if (!line) return;
      resolve({
        url: (JSON.parse(line) as { url: string }).url,
        async stop() {
          child.stdin.end();
          expect(await exited).toBe(0);
        },
      });
    });
    void exited.then((code) =>
      reject(new Error(`start from ${dir} ended (${code}) before answering:\n${stderr}`)),
    );
  });
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ v: string }>(`SELECT current_setting('server_version') AS v`))
      .rows[0].v;
  } finally {
    await client.end();
  }
}

/** A runtime folder of the test's own, as root-owned and closed to writers as /var/tmp's is. */
async function privateRuntimeDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clones-runtime-'));
  await chmod(dir, 0o755);
  return dir;
}

/** Mirrors of the binaries in a runtime folder: everything but data and staging folders. */
async function mirrors(runtimeDir: string): Promise<string[]> {
  const base = path.join(runtimeDir, 'embedded-postgres');
  return (await readdir(base).catch(() => [])).filter(
    (name) => !name.startsWith('data-') && !name.startsWith('.staging-'),
  );
}

const checkouts: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
const runtimeDirs: string[] = [];

beforeAll(async () => {
  home = await mkdtemp(path.join(os.tmpdir(), 'clones-')); // mode 700, like /root
  const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((name) => checkout(name)));
  Object.assign(checkouts, { a, b, c });
}, 600_000);

afterAll(async () => {
  await rm(home, { recursive: true, force: true });
  for (const dir of runtimeDirs) await rm(dir, { recursive: true, force: true });
});

describe('checkouts of the repository, each starting the embedded PostgreSQL', () => {
  it('start one after another, the first deleted before the second starts', async () => {
    const runtimeDir = await privateRuntimeDir();
    runtimeDirs.push(runtimeDir);

    const first = await startEmbedded(checkouts.a, runtimeDir);
    try {
      expect(await serverVersion(first.url)).toMatch(/^18\./);
    } finally {
      await first.stop();
    }
    if (asRoot) expect(await mirrors(runtimeDir)).toHaveLength(1);
    await rm(checkouts.a, { recursive: true, force: true });

    const second = await startEmbedded(checkouts.b, runtimeDir);
    try {
      expect(await serverVersion(second.url)).toMatch(/^18\./);
    } finally {
      await second.stop();
    }
    if (asRoot) {
      // the same dependencies share the mirror the deleted checkout made
      expect(await mirrors(runtimeDir)).toHaveLength(1);
      // and the data folder was moved where the postgres user can reach it
      expect((await lstat(path.join(checkouts.b, '.data', 'postgres'))).isSymbolicLink()).toBe(
        true,
      );
    }
  }, 120_000);

  it('start at the same moment, racing to build the mirror and for the same port', async () => {
    const runtimeDir = await privateRuntimeDir();
    runtimeDirs.push(runtimeDir);
    const port = 20_000 + Math.floor(Math.random() * 20_000);

    const both = await Promise.allSettled([
      startEmbedded(checkouts.b, runtimeDir, port),
      startEmbedded(checkouts.c, runtimeDir, port),
    ]);
    const started = both.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(both.filter((result) => result.status === 'rejected')).toEqual([]);
      const urls = started.map((server) => server.url);
      expect(new Set(urls.map((url) => new URL(url).port)).size).toBe(2);
      for (const url of urls) expect(await serverVersion(url)).toMatch(/^18\./);
      if (asRoot) {
        expect(await mirrors(runtimeDir)).toHaveLength(1);
        const base = path.join(runtimeDir, 'embedded-postgres');
        expect((await readdir(base)).filter((name) => name.startsWith('.staging-'))).toEqual([]);
      }
    } finally {
      for (const server of started) await server.stop();
    }
  }, 120_000);
});

/** True while something accepts TCP connections on 127.0.0.1:port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `npm start` in a checkout with no DATABASE_URL; resolves once it says where the table is. */
function npmStart(dir: string, port: number) {
  const child = spawn('npm', ['start', '--ignore-scripts'], {
    cwd: dir,
    env: { ...envWithoutDatabase(), PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const ready = new Promise<{ message: string; databasePort: number }>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (!stderr.includes('Ctrl-C stops')) return;
      const line = stdout.split('\n').find((l) => l.includes('embedded PostgreSQL started'));
      resolve({ message: stderr, databasePort: Number(JSON.parse(line!).port) });
    });
    void exited.then((code) => reject(new Error(`npm start ended (${code}):\n${stderr}`)));
  });
  return { child, exited, ready };
}

describe('npm start in a checkout', () => {
  it('says where the table and the docs are; a signal to npm, or Ctrl-C, stops it and its PostgreSQL', async () => {
    for (const stop of ['SIGTERM to npm', 'Ctrl-C'] as const) {
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const started = npmStart(checkouts.c, port);
      const { message, databasePort } = await started.ready;
      expect(message).toContain(`The table:    http://localhost:${port}/\n`);
      expect(message).toContain(`The API docs: http://localhost:${port}/docs\n`);
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      expect(await accepts(databasePort)).toBe(true);

      if (stop === 'SIGTERM to npm') started.child.kill('SIGTERM');
      else process.kill(-started.child.pid!, 'SIGINT'); // the terminal signals the whole group
      await started.exited;
      // The service closes, then stops the server it started: give it a moment after npm ends.
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && ((await accepts(port)) || (await accepts(databasePort)))) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect({ stop, service: await accepts(port), database: await accepts(databasePort) }).toEqual(
        { stop, service: false, database: false },
      );
    }
  }, 120_000);
});
