// What one open event stream costs the service's heap: opens N streams on T games (three seat
// streams and one spectator's per table, as bench:capacity does) and compares heap snapshots of
// the service taken before and after, kind by kind. The memory of thousands of open streams is
// most of the live heap at 2,000 tables (docs/performance-history.md), and the heap's size is what
// the old generation's marking walks. Run with `npm run bench:stream-memory -- [--tables T]
// [--top K]`.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { scratchDatabase } from './support/database.js';
import { numberFlag } from './support/flags.js';
import { startGame } from './support/games.js';
import { heapGrowth, summariseHeap, totalBytes } from './support/heap-summary.js';
import { startService } from './support/service.js';
import { watch, type Watch } from './support/sse-watch.js';

const TABLES = Math.floor(numberFlag('tables', 250));
const TOP = Math.floor(numberFlag('top', 25));
/** Streams opened at once: more at once are refused 503 while the service reads the first ones. */
const AT_ONCE = 10;

/** Asks the service for a heap snapshot (SIGUSR2) and waits until it is written whole. */
async function snapshot(pid: number, dir: string): Promise<string> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const file = readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    if (!file) continue;
    const size = statSync(join(dir, file)).size;
    await new Promise((r) => setTimeout(r, 1000));
    if (size > 0 && statSync(join(dir, file)).size === size) return join(dir, file);
  }
}

async function openStreams(urls: { url: string; token?: string }[]): Promise<Watch[]> {
  const open: Watch[] = [];
  for (let i = 0; i < urls.length; i += AT_ONCE) {
    const batch = urls.slice(i, i + AT_ONCE).map((u) =>
      watch({
        ...u,
        onDrop: (why) => {
          throw new Error(`a stream dropped: ${why}`);
        },
      }),
    );
    await Promise.all(batch.map((w) => w.ready));
    open.push(...batch);
  }
  return open;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(os.tmpdir(), 'stream-memory-'));
  const db = await scratchDatabase();
  const service = await startService({ DATABASE_URL: db.url, MIGRATE_ON_START: 'false' }, [
    '--heapsnapshot-signal=SIGUSR2',
    `--diagnostic-dir=${dir}`,
  ]);
  try {
    const games: Awaited<ReturnType<typeof startGame>>[] = [];
    for (let i = 0; i < TABLES; i++) games.push(await startGame(service.url));
    const streamsOf = (g: (typeof games)[number]) => [
      ...g.tokens.map((token) => ({ url: `${service.url}/api/v1/games/${g.id}/stream`, token })),
      { url: `${service.url}/api/v1/games/${g.id}/stream` },
    ];
    // Opened and closed once first, so what is made once (compiled code, pools) is in both.
    for (const w of await openStreams(games.slice(0, 25).flatMap(streamsOf))) w.close();
    await new Promise((r) => setTimeout(r, 2000));
    const before = summariseHeap(await snapshot(service.pid, dir));
    const open = await openStreams(games.flatMap(streamsOf));
    await new Promise((r) => setTimeout(r, 2000));
    const after = summariseHeap(await snapshot(service.pid, dir));
    const n = open.length;
    const growth = totalBytes(after) - totalBytes(before);
    console.log(
      `stream-memory: ${n} streams on ${TABLES} tables, heap +${(growth / 1e6).toFixed(1)} MB, ` +
        `${Math.round(growth / n)} bytes per open stream`,
    );
    console.log('  bytes/stream  objects/stream  kind');
    for (const [kind, k] of heapGrowth(before, after).slice(0, TOP)) {
      console.log(
        `  ${String(Math.round(k.bytes / n)).padStart(12)}  ${(k.count / n).toFixed(2).padStart(14)}  ${kind}`,
      );
    }
    for (const w of open) w.close();
  } finally {
    await service.stop();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
