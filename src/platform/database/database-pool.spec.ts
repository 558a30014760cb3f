import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { DatabasePool } from './database-pool.js';
import { sql } from './named-sql.js';

const PID = sql('spec_pool_backend_pid', 'SELECT pg_backend_pid() AS pid').rows<{ pid: number }>();
const ONE = sql('spec_pool_one', 'SELECT 1 AS one').rows<{ one: number }>();

// PostgreSQL restarted, or a backend terminated, while a transaction's code runs between two of
// its statements: the lent connection's 'error' had no listener, and it crashed the process (a
// Jest worker in CI, "Worker exited unexpectedly"; the service itself the same way).
describe('DatabasePool.transaction', () => {
  it('fails, and the process and the pool carry on, when the server ends its connection between statements', async () => {
    const config = {
      databaseUrl: process.env.DATABASE_URL,
      databasePoolMode: 'session',
      databasePoolSize: 2,
      databasePoolTimeoutMs: 5_000,
    } as AppConfig;
    const pool = new DatabasePool(config);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const attempt = pool.transaction(async (run) => {
        const [{ pid }] = await run(PID, {});
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        // The termination arrives while no statement of the transaction runs.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return run(PID, {});
      });
      await expect(attempt).rejects.toThrow();
      const [{ one }] = await pool.run(ONE, {});
      expect(one).toBe(1);
      await expect(pool.transaction((run) => run(ONE, {}))).resolves.toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await pool.onModuleDestroy();
    }
  });
});
