import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';
import { APP_CONFIG } from '../config/config.tokens.js';

/**
 * Whether the connections of `url` keep their session between statements, as PostgreSQL and a
 * session-mode pooler do, or not (a pooler in transaction or statement mode). Client A reads its
 * backend; client B, inside a transaction, reads the one it was lent; A reads again. With sessions
 * kept, A's backend is A's alone: B never gets it and A keeps it. Without, A's server connection
 * goes back to the pool after each statement, and the pooler lends its idle connection, last used
 * first, to B (or A moves). Null when `url` cannot be reached.
 */
export async function keepsSessions(url: string): Promise<boolean | null> {
  const a = new pg.Client({ connectionString: url });
  const b = new pg.Client({ connectionString: url });
  // Ended by the server between two statements, a client's 'error' would crash the process; the
  // statement after it fails instead, and the catch below answers null.
  for (const c of [a, b]) c.on('error', () => undefined);
  const pid = async (c: pg.Client) =>
    Number((await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  try {
    await a.connect();
    await b.connect();
    const first = await pid(a);
    await b.query('BEGIN');
    const lent = await pid(b);
    const again = await pid(a);
    await b.query('COMMIT');
    return lent !== first && again === first;
  } catch {
    // Not reachable now: readiness reports it (src/platform/health/readiness.ts); nothing to tell.
    return null;
  } finally {
    await Promise.all([a.end().catch(() => undefined), b.end().catch(() => undefined)]);
  }
}

/**
 * Refuses to start on a pooler the service cannot work with (README, "Several instances and a
 * connection pooler"): a pooler that does not keep sessions behind DATABASE_URL in session mode
 * (named statements would collide, LISTEN would hear nothing), or behind the URL that LISTEN and
 * the migrations take. Never serving 500s beats finding out at the first move.
 */
@Injectable()
export class PoolerCheck implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const { databaseUrl, databaseDirectUrl, databasePoolMode } = this.config;
    if (!databaseUrl) return;
    if (databasePoolMode === 'session' && (await keepsSessions(databaseUrl)) === false) {
      throw new ConfigError(
        'DATABASE_URL',
        'leads to a pooler in transaction (or statement) mode: set DATABASE_POOL_MODE=transaction ' +
          'and DATABASE_DIRECT_URL to PostgreSQL itself, or run the pooler in session mode',
      );
    }
    if (databaseDirectUrl && (await keepsSessions(databaseDirectUrl)) === false) {
      throw new ConfigError(
        'DATABASE_DIRECT_URL',
        'leads to a pooler in transaction (or statement) mode: it must reach PostgreSQL itself ' +
          '(or a session-mode pooler), since LISTEN and the migrations need a session of their own',
      );
    }
  }
}
