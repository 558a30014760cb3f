import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { NamedStatement } from './named-sql.js';

/**
 * The process's one connection pool: the stores' statements run on it, each with named parameters
 * (named-sql.ts): measured, Prisma's per-query work was a visible share of a move's CPU, and these
 * statements are raw SQL anyway (the specs' Prisma client runs over it too, test/support/prisma.ts).
 */
/** Runs one statement with named parameters (named-sql.ts) and answers its rows. */
export type StatementRunner = <P, R>(statement: NamedStatement<P, R>, params: P) => Promise<R[]>;

@Injectable()
export class DatabasePool implements OnModuleDestroy {
  readonly pool: pg.Pool;
  private ended = false;
  /** Named statements stay on their connection: not behind a transaction-mode pooler. */
  private readonly named: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.databaseUrl) throw new Error('DATABASE_URL must be resolved before the app starts');
    this.named = config.databasePoolMode !== 'transaction';
    this.pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.databasePoolSize,
      connectionTimeoutMillis: config.databasePoolTimeoutMs,
    });
    // An idle connection that dies (database restart) must not crash the process.
    this.pool.on('error', () => undefined);
  }

  /**
   * Runs a statement with named parameters (named-sql.ts) as a named prepared statement: each
   * connection parses and plans it once, not on every call (measured: planning was a large part
   * of the database's work per move). Behind a pooler in
   * transaction mode (DATABASE_POOL_MODE) the name is dropped: the next transaction may run on
   * another server connection, where the name is unknown or taken ("prepared statement already
   * exists"), so each statement is parsed where it runs.
   */
  async run<P, R>(statement: NamedStatement<P, R>, params: P): Promise<R[]> {
    const result = await this.pool.query<R & pg.QueryResultRow>(this.statement(statement, params));
    return result.rows;
  }

  /** As `run`, with the number of rows the statement touched (a DELETE's count). */
  async count<P>(statement: NamedStatement<P, unknown>, params: P): Promise<number> {
    const result = await this.pool.query(this.statement(statement, params));
    return result.rowCount ?? 0;
  }

  /**
   * Runs `work` in one transaction on one connection; its statements are prepared as above.
   * Rolled back when `work` throws.
   */
  async transaction<T>(work: (run: StatementRunner) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: unknown = undefined;
    // A connection lent out has lost the pool's listener: ended by the server between two
    // statements (a restart, a terminated backend), its 'error' would crash the process. Kept
    // instead: the next statement fails, and the connection is destroyed, not reused.
    const lost = (error: Error) => (broken = error);
    client.on('error', lost);
    try {
      await client.query('BEGIN');
      const run: StatementRunner = async <P, R>(statement: NamedStatement<P, R>, params: P) =>
        (await client.query<R & pg.QueryResultRow>(this.statement(statement, params))).rows;
      const result = await work(run);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((lost: unknown) => (broken = lost));
      throw error;
    } finally {
      // A connection whose rollback failed is in an unknown state: it is destroyed, not reused.
      client.removeListener('error', lost);
      client.release(broken instanceof Error ? broken : undefined);
    }
  }

  private statement<P>(statement: NamedStatement<P, unknown>, params: P): pg.QueryConfig {
    const { name, text } = statement;
    const values = statement.values(params);
    return this.named ? { name, text, values } : { text, values };
  }

  async onModuleDestroy(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    // Prisma's adapter may already have ended it on disconnect.
    await this.pool.end().catch(() => undefined);
  }
}
