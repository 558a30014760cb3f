// Root only: the runtime folder (`<runtimeDir>/embedded-postgres`, default runtimeDir /var/tmp) that
// holds what the `postgres` user must reach but cannot reach in place: the mirror of the binaries
// (embedded-mirror.ts) and relocated data folders (below). See embedded-postgres.ts for why.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';

import { canEnter, nearestExisting, POSTGRES_USER, type Ids } from './postgres-user.js';

/** `<runtimeDir>/embedded-postgres`, root-owned and not writable by others (refused otherwise). */
export async function runtimeBase(runtimeDir: string): Promise<string> {
  const base = path.join(runtimeDir, 'embedded-postgres');
  await mkdir(base, { recursive: true, mode: 0o755 });
  const stat = lstatSync(base);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${base} must be a directory owned by root and not writable by others`);
  }
  return base;
}

/**
 * The data folder to give PostgreSQL: the requested one when the `postgres` user can reach it,
 * otherwise `<base>/data-<hash of the requested path>` (same requested folder, same data every
 * time) with the requested path made a symlink to it so it can be found.
 */
export async function reachableDataDir(
  ids: Ids,
  requested: string,
  runtimeDir: string,
): Promise<string> {
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
      `The PostgreSQL data folder ${requested} cannot be reached by the "${POSTGRES_USER}" user ` +
        `(a parent folder is not enterable). Move it to a reachable place and pass that as dataDir.`,
    );
  }
  return relocated;
}
