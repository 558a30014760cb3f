// The driver adapter Prisma's schema engine gets: `PrismaPg` over pools of our own. Workarounds, each
// observed on this project's machines (Prisma 7.10, PostgreSQL 15 and 18):
//  - `SchemaEngine.free()` does not dispose the adapters it got: `dispose()` below closes every pool;
//  - `PrismaPg.executeScript` splits on `;` (breaks `$$` bodies, runs statements one by one): scripts
//    are sent as one simple-protocol query instead, as the native engine does;
//  - `PrismaPg.connectToShadowDb` drops the shadow database before closing its pool (so the drop fails
//    and the database is left behind): the pool is closed first, then `DROP DATABASE … WITH (FORCE)`;
//  - the engine takes a session-level advisory lock (`pg_advisory_lock`) and never unlocks it: each
//    pool has a single connection, so the lock, the migration and the release (closing the pool on
//    dispose) all belong to the same session;
//  - connection settings are passed as separate fields: `pg` lets a `connectionString` override
//    `database`, which would point the shadow pool at the real database.
import { randomUUID } from 'node:crypto';

import { PrismaPg } from '@prisma/adapter-pg';
// A dependency of @prisma/adapter-pg (same version), where the adapter types live.
import type {
  ConnectionInfo,
  IsolationLevel,
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  SqlResultSet,
  Transaction,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';

import type { PgConnectionFields } from './database-url.js';
import { CharAsTextClient, withCharacterColumns } from './pg-char-columns.js';

/** Wraps a `PrismaPg` adapter: one-query scripts, and our own clean-up on dispose. */
class MigrationPgAdapter implements SqlDriverAdapter {
  readonly provider = 'postgres' as const;
  readonly adapterName: string;

  constructor(
    private readonly inner: SqlDriverAdapter,
    private readonly cleanup: () => Promise<void>,
  ) {
    this.adapterName = inner.adapterName;
  }

  async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return withCharacterColumns(await this.inner.queryRaw(query));
  }

  executeRaw(query: SqlQuery): Promise<number> {
    return this.inner.executeRaw(query);
  }

  /**
   * Runs the whole script as one query. Without parameters `pg` uses the simple query protocol,
   * which accepts several statements (run in one implicit transaction) and `$$` bodies. Going
   * through `executeRaw` keeps the adapter's error mapping.
   */
  async executeScript(script: string): Promise<void> {
    await this.inner.executeRaw({ sql: script, args: [], argTypes: [] });
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    const tx = await this.inner.startTransaction(isolationLevel);
    return {
      adapterName: tx.adapterName,
      provider: tx.provider,
      options: tx.options,
      queryRaw: async (query) => withCharacterColumns(await tx.queryRaw(query)),
      executeRaw: (query) => tx.executeRaw(query),
      commit: () => tx.commit(),
      rollback: () => tx.rollback(),
      createSavepoint: tx.createSavepoint?.bind(tx),
      rollbackToSavepoint: tx.rollbackToSavepoint?.bind(tx),
      releaseSavepoint: tx.releaseSavepoint?.bind(tx),
    };
  }

  getConnectionInfo(): ConnectionInfo {
    return this.inner.getConnectionInfo?.() ?? { supportsRelationJoins: true };
  }

  async dispose(): Promise<void> {
    await this.inner.dispose();
    await this.cleanup();
  }
}

function poolConfig(fields: PgConnectionFields, database = fields.database): pg.PoolConfig {
  return {
    host: fields.host,
    port: fields.port,
    user: fields.user,
    password: fields.password,
    database,
    ssl: fields.ssl,
    ...(fields.schema ? { options: `-c search_path=${pg.escapeIdentifier(fields.schema)}` } : {}),
    // One session: the engine's advisory lock is session-level and only released when the pool
    // closes; with more connections a second command on the same engine could wait on its own lock.
    max: 1,
    Client: CharAsTextClient,
    application_name: 'schema-engine-wasm',
  };
}

/**
 * Ends a pool, but gives up waiting after a while: after an engine panic a client may never be
 * released, and `pool.end()` would wait for it forever (the shadow database must still be dropped).
 * A real timer, not the service's Clock: migrations run before the application (and in scripts)
 * exists, and what it bounds is a real connection's end.
 */
function endPool(pool: pg.Pool, waitMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    timer.unref();
    pool.end().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

async function runAdminQuery(fields: PgConnectionFields, sql: string): Promise<void> {
  const { max: _max, Client: _client, ...config } = poolConfig(fields);
  const client = new pg.Client(config);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The adapter factory the engine gets: `PrismaPg` over our own pools (so they can be closed), with
 * shadow databases created and dropped here.
 */
export class MigrationAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName = '@prisma/adapter-pg';
  private readonly open = new Set<SqlDriverAdapter>();
  private readonly shadowDatabases = new Set<string>();

  constructor(private readonly fields: PgConnectionFields) {}

  private async adapterFor(pool: pg.Pool, cleanup: () => Promise<void>): Promise<SqlDriverAdapter> {
    const options = this.fields.schema ? { schema: this.fields.schema } : undefined;
    const inner = await new PrismaPg(pool, options).connect();
    const adapter: SqlDriverAdapter = new MigrationPgAdapter(inner, async () => {
      this.open.delete(adapter);
      await cleanup();
    });
    this.open.add(adapter);
    return adapter;
  }

  connect(): Promise<SqlDriverAdapter> {
    const pool = new pg.Pool(poolConfig(this.fields));
    pool.on('error', () => {}); // an idle client's error must not crash the process
    return this.adapterFor(pool, () => endPool(pool));
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const name = `prisma_migrate_shadow_db_${randomUUID()}`;
    await runAdminQuery(this.fields, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    this.shadowDatabases.add(name);
    const pool = new pg.Pool(poolConfig(this.fields, name));
    pool.on('error', () => {});
    return this.adapterFor(pool, async () => {
      await endPool(pool); // first close our sessions, then drop (FORCE ends any other session)
      await this.dropShadowDatabase(name);
    });
  }

  private async dropShadowDatabase(name: string): Promise<void> {
    await runAdminQuery(
      this.fields,
      `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`,
    );
    this.shadowDatabases.delete(name);
  }

  /** Closes every pool the engine did not dispose and drops any shadow database left behind. */
  async close(): Promise<void> {
    const errors: unknown[] = [];
    for (const adapter of [...this.open])
      await adapter.dispose().catch((error: unknown) => errors.push(error));
    for (const name of [...this.shadowDatabases]) {
      await this.dropShadowDatabase(name).catch((error: unknown) => errors.push(error));
    }
    if (errors.length > 0) throw errors[0];
  }
}
