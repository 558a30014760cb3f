import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../src/platform/database/embedded-postgres.js';
import { applyMigrations } from '../src/platform/database/migrator.js';
import { GameClient, testRng } from './support/api.js';
import { SseClient } from './support/sse.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const OUTAGE_MS = 6_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Retries `work` until it stops throwing: the pool needs a moment to replace its dead connections. */
async function eventually<T>(work: () => Promise<T>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

// A database outage used to leave every open stream silent for good. This test
// owns its PostgreSQL (never the machine's shared server) so it can stop and start it.
describe('a live stream across a PostgreSQL outage', () => {
  let dataDir: string;
  let port: number;
  let server: EmbeddedPostgres;
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'stream-outage-')), 'pg');
    port = await freePort();
    server = await startEmbeddedPostgres({ dataDir, port });
    await applyMigrations(server.url, path.resolve(import.meta.dirname, '../prisma/migrations'));
    t = await createTestApp({ databaseUrl: server.url, streamKeepAliveMs: 200 });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as net.AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await server?.stop();
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  }, 60_000);

  it('keeps delivering moves after the database was stopped and started again', async () => {
    const api = new GameClient(url);
    const { gameId, tokens } = await api.startGame({ name: 'outage' });
    const spectator = SseClient.open(url, gameId);
    const seat0 = SseClient.open(url, gameId, { token: tokens[0] });
    const rng = testRng(5);
    try {
      for (const s of [spectator, seat0]) await s.until(() => s.messages.length >= 1);
      await api.step(gameId, tokens, rng);
      for (const s of [spectator, seat0]) await s.until(() => s.updates.length >= 1);

      await server.stop();
      // A real database outage is the subject: it lasts OUTAGE_MS of real time.
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      server = await startEmbeddedPostgres({ dataDir, port });
      expect(server.port).toBe(port);

      let version = 0;
      for (let i = 0; i < 6; i++) {
        const { view } = await eventually(() => api.step(gameId, tokens, rng));
        version = view.version;
      }
      for (const s of [spectator, seat0]) {
        await s.until(() => {
          const last = s.updates[s.updates.length - 1];
          return (last?.data as { version: number } | undefined)?.version === version;
        }, 30_000);
        // Every update arrived once and in order, none lost to the outage.
        const seqs = s.events.map((e) => e.seq);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
        expect(new Set(seqs).size).toBe(seqs.length);
        expect(s.updates.length).toBe(7);
      }
    } finally {
      spectator.close();
      seat0.close();
    }
  }, 120_000);
});
