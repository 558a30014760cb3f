import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';
import pg from 'pg';

import { resolveDatabase } from './database.js';

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0].one;
  } finally {
    await client.end();
  }
}

describe('resolveDatabase', () => {
  it('returns DATABASE_URL when it is set, and has nothing to stop', async () => {
    const resolved = await resolveDatabase(' postgresql://u@h/d ');
    expect(resolved).toMatchObject({ url: 'postgresql://u@h/d', embedded: false });
    await expect(resolved.stop()).resolves.toBeUndefined();
  });

  it('starts the embedded server when DATABASE_URL is unset or blank, and stops it', async () => {
    // reachable by the `postgres` user (mkdtemp makes 0700), so no folder is relocated here
    const parent = await mkdtemp(path.join(os.tmpdir(), 'database-spec-'));
    await chmod(parent, 0o755);
    const options = { dataDir: path.join(parent, 'data'), runtimeDir: parent };
    try {
      for (const url of [undefined, '  ']) {
        const resolved = await resolveDatabase(url, options);
        try {
          expect(resolved.embedded).toBe(true);
          expect(resolved.url).toMatch(
            /^postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/,
          );
          expect(await selectOne(resolved.url)).toBe(1);
        } finally {
          await resolved.stop();
        }
        await expect(selectOne(resolved.url)).rejects.toThrow(/ECONNREFUSED/);
      }
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 30_000);
});
