import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { resolveDatabase } from '../../src/platform/database/database.js';
import { applyMigrations } from '../../src/platform/database/migrator.js';

export interface ScratchDatabase {
  url: string;
  serverUrl: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database on DATABASE_URL's server (or an embedded one), dropped afterwards. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const server = await resolveDatabase(process.env.DATABASE_URL);
  const serverUrl = server.url;
  const name = `thousand_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const leftovers = await dropLeftovers(admin);
  if (leftovers.length) {
    console.log(`dropped scratch databases that killed runs left behind: ${leftovers.join(', ')}`);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await applyMigrations(url.toString(), resolve(import.meta.dirname, '../../../prisma/migrations'));
  return {
    url: url.toString(),
    serverUrl,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      await server.stop();
    },
  };
}

/**
 * Drops the scratch databases of runs that were killed before they could drop their own: those
 * no session is connected to. A plain DROP DATABASE refuses one that someone joined meanwhile.
 */
async function dropLeftovers(admin: pg.Client): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database d
      WHERE datname ~ '^thousand_bench_[0-9a-f]+$'
        AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datid = d.oid)`,
  );
  const dropped: string[] = [];
  for (const { datname } of rows) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}"`);
      dropped.push(datname);
    } catch {
      // in use by a run that started meanwhile: it is not a leftover
    }
  }
  return dropped;
}

/**
 * Checkpoints the server has run so far (timed and requested). A checkpoint writes every dirty
 * page and makes the next change of each page log a full page image, which shows as a stall in
 * a benchmark's latencies: compare the count before and after a window.
 */
export async function checkpointCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // PostgreSQL 17 moved these counters from pg_stat_bgwriter to pg_stat_checkpointer.
    const modern = await client
      .query<{ n: string }>(
        `SELECT (num_timed + num_requested)::text AS n FROM pg_stat_checkpointer`,
      )
      .catch(() => null);
    if (modern) return Number(modern.rows[0].n);
    const legacy = await client.query<{ n: string }>(
      `SELECT (checkpoints_timed + checkpoints_req)::text AS n FROM pg_stat_bgwriter`,
    );
    return Number(legacy.rows[0].n);
  } finally {
    await client.end();
  }
}
