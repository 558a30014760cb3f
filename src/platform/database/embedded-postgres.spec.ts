import { chmod, mkdtemp, readlink, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';
import pg from 'pg';

import { startEmbeddedPostgres } from './embedded-postgres.js';

const asRoot = process.getuid?.() === 0;

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Holds a port so the server has to pick another one. */
async function occupyPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('startEmbeddedPostgres', () => {
  it(
    asRoot
      ? 'runs as root from under a folder the postgres user cannot enter, and keeps its data'
      : 'starts in a fresh data folder and keeps its data',
    async () => {
      const parent = await mkdtemp(path.join(os.tmpdir(), 'embedded-spec-'));
      const runtimeDir = await mkdtemp(path.join(os.tmpdir(), 'embedded-spec-runtime-'));
      await chmod(parent, 0o700); // like /root
      await chmod(runtimeDir, 0o755);
      const dataDir = path.join(parent, 'checkout', '.data', 'postgres');
      const taken = await occupyPort();
      const options = { dataDir, runtimeDir, port: taken.port, relocateBinaries: asRoot };
      const started: { stop(): Promise<void> }[] = [];
      try {
        const first = await startEmbeddedPostgres(options);
        started.push(first);
        expect(first.startedHere).toBe(true);
        expect(first.port).not.toBe(taken.port);
        expect(first.url).toBe(`postgresql://postgres:postgres@127.0.0.1:${first.port}/postgres`);
        if (asRoot) {
          // data and binaries live where the postgres user can reach them; the requested path points there
          expect(first.dataDir.startsWith(path.join(runtimeDir, 'embedded-postgres'))).toBe(true);
          expect(await readlink(dataDir)).toBe(first.dataDir);
        } else {
          expect(first.dataDir).toBe(dataDir);
        }
        expect(await query(first.url, 'SELECT current_user AS who, 1 + 1 AS two')).toEqual([
          { who: 'postgres', two: 2 },
        ]);
        await query(first.url, 'CREATE TABLE kept (x int); INSERT INTO kept VALUES (42)');

        // a second start on the same folder finds the running server
        const second = await startEmbeddedPostgres(options);
        expect(second).toMatchObject({
          startedHere: false,
          port: first.port,
          dataDir: first.dataDir,
        });
        await second.stop(); // not ours: a no-op
        expect(await query(first.url, 'SELECT x FROM kept')).toEqual([{ x: 42 }]);

        await first.stop();
        // restarted on the same (already initialised) folder: the data is still there
        const third = await startEmbeddedPostgres(options);
        started.push(third);
        expect(third.startedHere).toBe(true);
        expect(await query(third.url, 'SELECT x FROM kept')).toEqual([{ x: 42 }]);
        await third.stop();
      } finally {
        for (const server of started) await server.stop();
        await taken.close();
        await rm(parent, { recursive: true, force: true });
        await rm(runtimeDir, { recursive: true, force: true });
      }
    },
  );

  it('starts two servers asked for the same port at the same moment, on two ports', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'embedded-spec-'));
    await chmod(parent, 0o755); // reachable: this is about ports, not about relocation
    const free = await occupyPort();
    await free.close(); // both are asked for a port that is free when they look
    const options = (name: string) => ({ dataDir: path.join(parent, name), port: free.port });
    const both = await Promise.allSettled([
      startEmbeddedPostgres(options('one')),
      startEmbeddedPostgres(options('two')),
    ]);
    const started = both.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(both.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(started.map((server) => server.startedHere)).toEqual([true, true]);
      expect(new Set(started.map((server) => server.port)).size).toBe(2);
      for (const server of started) {
        expect(await query(server.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      }
    } finally {
      for (const server of started) await server.stop();
      await rm(parent, { recursive: true, force: true });
    }
  });
});
