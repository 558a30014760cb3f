// Latency of other requests while clients ask for hints (a strong bot's search each): /health and
// a game view, sequentially, first alone and then with HINT_CLIENTS clients asking for hints
// without pause, once with the decisions on the event loop (DECISION_WORKERS=0, as before) and
// once on the worker pool (DECISION_WORKERS=1). Run with `npm run bench:hints`; BENCH_SECONDS
// (default 10) per phase, BENCH_HINT_CLIENTS (default 3), BENCH_HINT_LEVEL (the hints' `?level=`,
// default strong; expert for the solver's).
import { scratchDatabase } from './support/database.js';
import { percentile } from './support/games.js';
import { startService } from './support/service.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HINT_CLIENTS = Number(process.env.BENCH_HINT_CLIENTS ?? 3);
const HINT_LEVEL = process.env.BENCH_HINT_LEVEL ?? 'strong';
/** Pause between two probes: a steady, light load (about 50 probes a second of each kind). */
const PROBE_GAP_MS = 20;

interface Table {
  gameId: string;
  token: string;
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A person and two basic bots, waiting for the person's move (which never comes). */
async function table(api: string): Promise<Table> {
  const game = await post(`${api}/games`, { name: 'hints bench', botPaceMs: 0 });
  const gameId = game.id as string;
  const me = await post(`${api}/games/${gameId}/players`, { name: 'Asker' });
  for (let i = 0; i < 2; i++) await post(`${api}/games/${gameId}/bots`, { level: 'basic' });
  for (;;) {
    const view = (await (await fetch(`${api}/games/${gameId}`)).json()) as {
      deal: { turn: number } | null;
    };
    if (view.deal?.turn === me.seat) return { gameId, token: me.token as string };
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sequential GETs of `url` until `until`, each timed; the sorted latencies in ms. */
async function probe(url: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, PROBE_GAP_MS));
  }
  return times.sort((a, b) => a - b);
}

/** Asks for hints without pause until `until`; how many were answered 200. */
async function askHints(api: string, t: Table, until: number): Promise<number> {
  let answered = 0;
  while (Date.now() < until) {
    const res = await fetch(`${api}/games/${t.gameId}/hint?level=${HINT_LEVEL}`, {
      headers: { authorization: `Bearer ${t.token}` },
    });
    const body = await res.text();
    // A refused level would be measured as an idle instance.
    if (res.status === 400) throw new Error(`hint refused: ${body}`);
    if (res.status === 200) answered++;
  }
  return answered;
}

const fmt = (ms: number) => ms.toFixed(1).padStart(6);

async function phase(base: string, tables: Table[], hints: boolean) {
  const api = `${base}/api/v1`;
  const until = Date.now() + SECONDS * 1000;
  const askers = hints ? tables.map((t) => askHints(api, t, until)) : [];
  const [health, view, answered] = await Promise.all([
    probe(`${base}/health`, until),
    probe(`${api}/games/${tables[0].gameId}`, until),
    Promise.all(askers),
  ]);
  const total = answered.reduce((a, b) => a + b, 0);
  return (
    `/health p50 ${fmt(percentile(health, 50))} p99 ${fmt(percentile(health, 99))} ms | ` +
    `view p50 ${fmt(percentile(view, 50))} p99 ${fmt(percentile(view, 99))} ms | ` +
    `hints ${hints ? (total / SECONDS).toFixed(1) : '-'}/s`
  );
}

async function main(): Promise<void> {
  const db = await scratchDatabase();
  try {
    console.log(
      `bench:hints: ${SECONDS} s per phase, ${HINT_CLIENTS} hint clients at level ${HINT_LEVEL}, probes every ${PROBE_GAP_MS} ms`,
    );
    for (const workers of [0, 1]) {
      const service = await startService({
        DATABASE_URL: db.url,
        MIGRATE_ON_START: 'false',
        DECISION_WORKERS: String(workers),
        // Every client asks from this one address, each at a table of its own: all must compute
        // for the load to be the one measured (HINTS_PER_ADDRESS would refuse the third).
        HINTS_PER_ADDRESS: String(HINT_CLIENTS),
      });
      try {
        const api = `${service.url}/api/v1`;
        const tables: Table[] = [];
        for (let i = 0; i < HINT_CLIENTS; i++) tables.push(await table(api));
        // Warm-up: the first hints start the worker and compile the search.
        await Promise.all(tables.map((t) => askHints(api, t, Date.now() + 1000)));
        const where = workers === 0 ? 'event loop' : `${workers} worker`;
        console.log(`DECISION_WORKERS=${workers} (${where})`);
        console.log(`  without hints: ${await phase(service.url, tables, false)}`);
        console.log(`  with hints:    ${await phase(service.url, tables, true)}`);
      } finally {
        await service.stop();
      }
    }
  } finally {
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
