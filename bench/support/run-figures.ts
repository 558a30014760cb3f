// The figures bench:http prints besides its own counts: the CPU each process used over a window
// (the service, the database server, the driver, the machine), latency lines and trends.
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { percentile } from './games.js';
import {
  cpuSeconds,
  machineCpu,
  postmasterOf,
  postgresCpuBetween,
  postgresCpuSeconds,
} from './proc.js';

/** The postmaster of the database server (found through a backend), to count its processes only. */
let postmaster: number | null = null;

/** CPU readings at one moment: this process, the service, the database server, the machine. */
export function cpuSnapshot(servicePid: number | null) {
  return {
    at: performance.now(),
    client: process.cpuUsage(),
    service: servicePid === null ? 0 : (cpuSeconds(servicePid) ?? 0),
    postgres: postgresCpuSeconds(postmaster),
    machine: machineCpu(),
  };
}
export type CpuSnapshot = ReturnType<typeof cpuSnapshot>;

/** Each figure as a share of one core over the interval; the machine's as a share of all cores. */
export function cpuShares(a: CpuSnapshot, b: CpuSnapshot, withService = true) {
  const wall = (b.at - a.at) / 1000;
  const client = (b.client.user + b.client.system - a.client.user - a.client.system) / 1e6;
  const service = withService ? b.service - a.service : 0;
  const postgres = postgresCpuBetween(a.postgres, b.postgres);
  const busy = b.machine.busy - a.machine.busy;
  const machine = busy / (b.machine.total - a.machine.total);
  // Whatever else ran meanwhile (other processes, the kernel): large values mean a disturbed run.
  const others = Math.max(0, busy - client - service - postgres);
  const pct = (seconds: number) => `${((100 * seconds) / wall).toFixed(0)}%`;
  return (
    `client ${pct(client)}, ${withService ? `service ${pct(service)}, ` : ''}` +
    `postgres ${pct(postgres)}, everything else ${pct(others)} (of one core); ` +
    `machine busy ${(100 * machine).toFixed(0)}% of ${os.availableParallelism()} cores`
  );
}

export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
export const latencyLine = (sorted: number[]) =>
  `p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, ` +
  `p99 ${ms(percentile(sorted, 99))} ms, max ${ms(sorted[sorted.length - 1] ?? NaN)} ms`;

export async function describeDatabase(url: string, embedded: boolean): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const show = async (name: string) => (await client.query(`SHOW ${name}`)).rows[0][name];
  const backend = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
  postmaster = postmasterOf(backend);
  const version = String(await show('server_version')).split(' ')[0];
  const text =
    `${embedded ? 'embedded' : `DATABASE_URL's`} PostgreSQL ${version} at ${new URL(url).host}, ` +
    `fsync ${await show('fsync')}, synchronous_commit ${await show('synchronous_commit')}`;
  await client.end();
  return text;
}

/** Least-squares slope of values taken once per step. */
export function trend(values: number[]): number {
  const n = values.length;
  const meanX = (n + 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((y, i) => {
    num += (i + 1 - meanX) * (y - meanY);
    den += (i + 1 - meanX) ** 2;
  });
  return den ? num / den : 0;
}

export function reportProfile(profileDir: string): void {
  const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
  for (const f of files) console.log(`  CPU profile written: ${resolve(profileDir, f)}`);
  if (!files.length) console.log(`  no CPU profile found in ${profileDir}`);
  else
    console.log(
      `  summarise: node dist-dev/bench/profile-summary.js ${resolve(profileDir, files[0])}`,
    );
}
