import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../src/platform/config/app-config.js';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../src/platform/database/embedded-postgres.js';
import { applyMigrations } from '../src/platform/database/migrator.js';
import { projectRoot } from '../src/platform/database/project-root.js';
import { chooseMove, testRng, type GameView } from './support/api.js';
import { AppFixture } from './support/app-fixture.js';
import { SseClient } from './support/sse.js';

// PostgreSQL itself stopped (fast shutdown) and started again 3 s later, under load, as an
// operator restarts it: two instances on a PostgreSQL of this spec's own, tables moved through
// both with an Idempotency-Key each (retried with the same key, as the SDK retries), a seat's
// stream of each table on the other instance. Every move answered is kept once, every refusal in
// between is a 503 problem the client can act on, both instances stay ready and hear each other
// again, and every stream ends with every event once, in order (docs/deploy.md, "The balancer").
const TABLES = 6;
const OUTAGE_MS = 3000;
const MOVES_AFTER = 4;

interface Table {
  gameId: string;
  tokens: string[];
  /** The versions the service answered for this table's moves, in order. */
  accepted: number[];
  stream?: SseClient;
}

describe('PostgreSQL stopped and started under load', () => {
  let dir: string;
  let server: EmbeddedPostgres;
  const config: Partial<AppConfig> = { botPaceMs: 0 };
  const a = new AppFixture(config, {});
  const b = new AppFixture(config, {});
  /** Non-200 answers by status and code, and requests that got no answer at all. */
  const refusals = new Map<string, number>();
  const retryAfter: string[] = [];
  const streams: SseClient[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'postgres-restart-'));
    await chmod(dir, 0o755);
    server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data') });
    await applyMigrations(server.url, path.join(projectRoot(), 'prisma', 'migrations'));
    Object.assign(config, {
      databaseUrl: server.url,
      databaseDirectUrl: null,
      // Both instances are one deployment: their counts of a client are one.
      addressHashKey: randomUUID(),
    });
    await a.start();
    await b.start();
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await a.close();
    await b.close();
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 30_000);

  /** A request that answers, or counts why it did not and is tried again (the same key). */
  async function until200(url: string, init: RequestInit): Promise<GameView> {
    for (let tries = 0; tries < 400; tries++) {
      let why: string;
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
        if (res.status === 200) return (await res.json()) as GameView;
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        why = `${res.status} ${body.code ?? '(no code)'}`;
        if (res.status === 503) retryAfter.push(res.headers.get('retry-after') ?? '');
        if (res.status !== 503) {
          // What the service logged of it, so a rare 500 says why (CI saw one, once).
          const logged = [...a.logs, ...b.logs]
            .filter((l) => l.includes('"err"'))
            .slice(-2)
            .map((l) => l.slice(0, 1500));
          throw new Error(`${init.method ?? 'GET'} ${url}: ${why} ${logged.join(' ')}`);
        }
      } catch (error) {
        if ((error as Error).message.includes(': ')) throw error;
        why = `no answer: ${(error as Error).message}`;
      }
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${url}: no answer in 400 tries`);
  }

  /** One move of the seat to act, read and sent through `via`, kept with the version answered. */
  async function moveOnce(table: Table, via: AppFixture, rng: () => number): Promise<void> {
    const game = `${via.url}/api/v1/games/${table.gameId}`;
    const seen = await until200(game, {});
    const seat = seen.deal!.turn;
    const auth = { Authorization: `Bearer ${table.tokens[seat]}` };
    const mine = await until200(game, { headers: auth });
    const move = chooseMove(mine.legalActions, rng);
    const key = randomUUID();
    const answer = await until200(`${game}/${move.path}`, {
      method: 'POST',
      headers: { ...auth, 'Idempotency-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify(move.body ?? {}),
    });
    table.accepted.push(answer.version);
  }

  it('keeps every move answered once, refuses with 503 problems meanwhile, and every stream catches up', async () => {
    const tables: Table[] = [];
    for (let i = 0; i < TABLES; i++) {
      const { gameId, tokens } = await a.api.startGame();
      const table: Table = { gameId, tokens, accepted: [] };
      table.stream = SseClient.open(b.url, gameId, { token: tokens[0] });
      streams.push(table.stream);
      tables.push(table);
    }
    // A table of its own for one move sent while PostgreSQL is down, then again with its key.
    const spare = await a.api.startGame();
    const before = await a.api.view(spare.gameId);
    const spareSeat = before.deal!.turn;
    const spareMine = await a.api.view(spare.gameId, spare.tokens[spareSeat]);
    const spareMove = chooseMove(spareMine.legalActions, testRng(899));
    const spareKey = randomUUID();
    const spareSend = () =>
      fetch(`${a.url}/api/v1/games/${spare.gameId}/${spareMove.path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${spare.tokens[spareSeat]}`,
          'Idempotency-Key': spareKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(spareMove.body ?? {}),
      });
    const phase = { stopped: false, restarted: false };
    const afterRestart = new Map<Table, number>();
    const loops = tables.map(async (table, i) => {
      const rng = testRng(900 + i);
      for (let n = 0; (afterRestart.get(table) ?? 0) < MOVES_AFTER; n++) {
        if (table.accepted.length > 200) throw new Error('the restart never came');
        await moveOnce(table, n % 2 === 0 ? a : b, rng);
        if (phase.restarted) afterRestart.set(table, (afterRestart.get(table) ?? 0) + 1);
      }
    });
    // A loop that fails while the test still waits on the outage fails the test at
    // `Promise.all(loops)` below; unhandled until then, it ended Jest's worker and every spec of
    // its group with it (CI, once).
    for (const loop of loops) loop.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.stop();
    phase.stopped = true;
    const refused = await spareSend();
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([
      503,
      'database_unavailable',
    ]);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
    // Away for less than 30 s: both instances stay in the balancer and say the database is away.
    for (const app of [a, b]) {
      const ready = await fetch(`${app.url}/health/ready`);
      expect([app === a ? 'a' : 'b', ready.status]).toEqual([app === a ? 'a' : 'b', 200]);
      expect(await ready.json()).toMatchObject({ instance: 'ready', database: 'away' });
    }
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
    server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port: server.port });
    phase.restarted = true;
    await Promise.all(loops);

    // The move refused while PostgreSQL was down, sent again with its key: played once, and the
    // same answer to a third send.
    const played = await spareSend();
    expect(played.status).toBe(200);
    const again = await spareSend();
    expect(again.status).toBe(200);
    const [first, second] = [await played.json(), await again.json()] as GameView[];
    expect(second.version).toBe(first.version);
    expect(first.version).toBe(before.version + 1);
    const spareActions = await a.prisma.gameAction.count({
      where: { gameId: spare.gameId, version: { gt: before.version } },
    });
    expect(spareActions).toBe(1);

    // Every refusal met was the database's 503 with a time to come back: no 500, no other code.
    expect([...refusals.keys()].filter((why) => why !== '503 database_unavailable')).toEqual([]);
    expect(refusals.get('503 database_unavailable')).toBeGreaterThan(0);
    expect(retryAfter.filter((value) => !(Number(value) >= 1))).toEqual([]);

    for (const table of tables) {
      // One mover per table: each move answered is the next version, none lost, none doubled.
      const stored = await a.prisma.gameAction.findMany({
        where: { gameId: table.gameId },
        select: { version: true },
        orderBy: { version: 'asc' },
      });
      const versions = stored.map((row) => row.version);
      expect(versions.slice(-table.accepted.length)).toEqual(table.accepted);
      const first = table.accepted[0];
      expect(table.accepted).toEqual(table.accepted.map((_, k) => first + k));
    }

    // Both instances ready again, each hearing the other (its LISTEN connection back).
    for (const app of [a, b]) {
      let said: unknown[] = [];
      for (let i = 0; i < 100; i++) {
        const ready = (await (await fetch(`${app.url}/health/ready`)).json()) as {
          database: string;
          details: { notifications: { status: string } };
        };
        said = [ready.database, ready.details.notifications.status];
        if (said.every((status) => status === 'up')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(said).toEqual(['up', 'up']);
    }

    // Each stream, reopened from its last id where it ended, has every event once, in order.
    for (const table of tables) {
      const { eventSeq: final } = await a.prisma.game.findUniqueOrThrow({
        where: { id: table.gameId },
        select: { eventSeq: true },
      });
      let stream = table.stream!;
      const seqs: number[] = [];
      const take = (s: SseClient) => {
        for (const event of s.events) seqs.push(event.seq);
      };
      for (let opened = 0; ; opened++) {
        const reached = () => (stream.messages.at(-1)?.id ?? '') === String(final);
        await Promise.race([stream.until(reached, 10_000).catch(() => undefined), stream.ended]);
        take(stream);
        if (reached() || opened >= 5) break;
        const last = [...stream.messages].reverse().find((m) => m.id)?.id;
        stream.close();
        stream = SseClient.open(b.url, table.gameId, { token: table.tokens[0], lastEventId: last });
        streams.push(stream);
      }
      stream.close();
      const view = table.stream!.messages[0];
      expect(view?.event).toBe('view');
      const start = (view!.data as { lastSeq: number }).lastSeq;
      expect(seqs).toEqual(Array.from({ length: final - start }, (_, k) => start + 1 + k));
    }
    // Every commit told: the outbox drains (rows are cleared once their notice is sent).
    let owed = await a.prisma.outbox.count();
    for (let i = 0; i < 50 && owed > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      owed = await a.prisma.outbox.count();
    }
    expect(owed).toBe(0);
  }, 120_000);
});
