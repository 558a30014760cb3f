// The queue's idle cost (issue 42, item 6): 1,200 entries waiting in buckets of their own (people
// only, so nothing is ever due), then the CPU the service and its PostgreSQL backends spend over a
// window while nobody calls. Usage: npm run bench:queue [-- <seconds>] with DATABASE_URL set to a
// database of its own (the entries are left there). Prints one line to copy into
// docs/performance-history.md.
import pg from 'pg';
import { cpuSeconds } from './support/proc.js';
import { startService } from './support/service.js';

const ENTRIES = 1200;
const WINDOW_S = Number(process.argv[2] ?? 30);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a database of its own for this benchmark');

async function post(api: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** CPU seconds of each of the database's own backends (the service's pool connections) now. */
async function backendsCpu(client: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  );
  return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid) ?? 0]));
}

/** CPU the backends alive at the end spent since `before` (one opened meanwhile: all of its own). */
function spent(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, seconds] of after) sum += seconds - (before.get(pid) ?? 0);
  return sum;
}

async function main(): Promise<void> {
  const service = await startService({
    PLAYERS_PER_ADDRESS_PER_HOUR: '1000000',
    QUEUE_ENTRIES_PER_ADDRESS: '1000000',
  });
  const api = `${service.url}/api/v1`;
  try {
    for (let i = 0; i < ENTRIES; i++) {
      const player = await post(api, '/players', { name: `Sweep ${i}` });
      await post(
        api,
        '/queue',
        {
          players: 3,
          fillWithBotsAfterSeconds: null,
          timeControl: { moveSeconds: 100 + i, onTimeout: 'bot' },
        },
        player.token as string,
      );
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const database = (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]
      .db;
    await new Promise((r) => setTimeout(r, 3000));
    const service0 = cpuSeconds(service.pid)!;
    const db0 = await backendsCpu(client, database);
    await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
    const serviceCpu = (cpuSeconds(service.pid)! - service0) / WINDOW_S;
    const dbCpu = spent(db0, await backendsCpu(client, database)) / WINDOW_S;
    await client.end();
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    process.stdout.write(
      `queue sweep: ${ENTRIES} waiting entries in distinct buckets, ${WINDOW_S} s idle: ` +
        `service CPU ${pct(serviceCpu)}, PostgreSQL backends CPU ${pct(dbCpu)}\n`,
    );
  } finally {
    await service.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:queue: ${String(error)}\n`);
  process.exitCode = 1;
});
