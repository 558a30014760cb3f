// Prisma's schema engine (the part behind `prisma migrate`), run in-process from
// `@prisma/schema-engine-wasm` over a `PrismaPg` driver adapter.
//
// The Prisma 7.10 CLI cannot run `migrate` here (it wants a native engine it cannot download), but the
// same engine ships on npm as WebAssembly. Driving it directly needs the workarounds below, each one
// observed on this project's machines (Node.js 20, Prisma 7.10, PostgreSQL 15 and 18):
//  - the package's entry imports the `.wasm` as an ES module, which Node cannot do: its JS glue
//    (`schema_engine_bg.js`) is imported by resolved path and the `.wasm` next to it (not exported)
//    is instantiated by hand (`__wbg_set_wasm`, `__wbindgen_start`), after
//    `globalThis.PRISMA_WASM_PANIC_REGISTRY` is set (a panic then fails the call instead of hanging);
//  - the engine arms a 10 s `setTimeout` around its advisory lock and never clears it: the timers are
//    unref'd and cleared once no engine is open, so scripts and Jest exit promptly;
//  - `SchemaEngine.free()` does not dispose the adapters it got: `dispose()` below closes every pool;
//  - `PrismaPg.executeScript` splits on `;` (breaks `$$` bodies, runs statements one by one): scripts
//    are sent as one simple-protocol query instead, as the native engine does;
//  - `PrismaPg.connectToShadowDb` drops the shadow database before closing its pool (so the drop fails
//    and the database is left behind): the pool is closed first, then `DROP DATABASE … WITH (FORCE)`;
//  - the adapter has no mapping for Postgres `"char"` columns (OID 18), which the engine reads from the
//    catalogs while describing a schema (`pg_constraint.contype`: check constraints, and PostgreSQL
//    18's NOT NULL constraints): they are passed through as text and typed `Character` for the engine;
//  - the engine takes a session-level advisory lock (`pg_advisory_lock`) and never unlocks it: each
//    pool has a single connection, so the lock, the migration and the release (closing the pool on
//    dispose) all belong to the same session;
//  - connection settings are passed as separate fields: `pg` lets a `connectionString` override
//    `database`, which would point the shadow pool at the real database.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { PrismaPg } from '@prisma/adapter-pg';
// A dependency of @prisma/adapter-pg (same version), where the binder lives.
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type ConnectionInfo,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
  type Transaction,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import pg from 'pg';

import { parseDatabaseUrl, type PgConnectionFields } from './database-url.js';

export type { SchemaEngine } from '@prisma/schema-engine-wasm';
type SchemaEngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

// ---------------------------------------------------------------------------------------------------
// Loading the WebAssembly module (once per process / per Jest module registry)

interface PanicRegistry {
  set_message(message: string): void;
}
declare global {
  var PRISMA_WASM_PANIC_REGISTRY: PanicRegistry | undefined;
}

// The project's `lib` has no WebAssembly typings (they come with the DOM lib); the little used here:
interface WebAssemblyApi {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, Record<string, unknown>>,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

/** The engine panicked (a Rust panic in the WebAssembly); its instance is not used again. */
export class SchemaEnginePanic extends Error {
  override name = 'SchemaEnginePanic';
}

let poisoned: SchemaEnginePanic | undefined;
let loading: Promise<SchemaEngineModule> | undefined;
/** Notified of a panic: a panicking call never settles its promise, so callers race against this. */
const panicListeners = new Set<(panic: SchemaEnginePanic) => void>();
/** Timers the engine armed and never clears (see the header). */
const engineTimers = new Set<NodeJS.Timeout>();
let openEngines = 0;

/** Timers the engine armed that are still pending (for leak checks: none after dispose). */
export function pendingEngineTimers(): number {
  return engineTimers.size;
}

/**
 * The glue reports panics to this global before trapping. Prisma's client installs its own registry
 * when loaded and swaps `set_message` around its own calls, so one registry per process is enough.
 */
function installPanicRegistry(): void {
  globalThis.PRISMA_WASM_PANIC_REGISTRY = {
    set_message(message: string) {
      poisoned = new SchemaEnginePanic(`The Prisma schema engine panicked: ${message}`);
      // The trap that follows may surface as an uncaught `RuntimeError: unreachable` and nothing else.
      process.stderr.write(`${poisoned.message}\n`);
      for (const listener of panicListeners) listener(poisoned);
    },
  };
}

async function instantiate(): Promise<SchemaEngineModule> {
  const require = createRequire(import.meta.url);
  const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  installPanicRegistry();
  const glue = (await import(pathToFileURL(gluePath).href)) as SchemaEngineModule;
  const bytes = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
  const imports: Record<string, unknown> = { ...glue };
  for (const name of Object.keys(glue)) {
    if (name.startsWith('__wbg_setTimeout_')) {
      imports[name] = (callback: () => void, ms: number) => {
        const timer = setTimeout(() => {
          engineTimers.delete(timer);
          callback();
        }, ms >>> 0);
        // While an engine is open its pool keeps Node alive; this timer must not do it afterwards.
        timer.unref();
        engineTimers.add(timer);
        return timer;
      };
    }
  }
  const { instance } = await wasmApi.instantiate(bytes, { './schema_engine_bg.js': imports });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

/** Loads `@prisma/schema-engine-wasm` (cached). */
export function loadSchemaEngineModule(): Promise<SchemaEngineModule> {
  if (poisoned) return Promise.reject(poisoned);
  loading ??= instantiate().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Runs an engine call, failing (instead of hanging) when the engine panics meanwhile. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  let listener: ((panic: SchemaEnginePanic) => void) | undefined;
  const panicked = new Promise<never>((_, reject) => {
    listener = reject;
  });
  panicListeners.add(listener!);
  try {
    if (poisoned) throw poisoned;
    return await Promise.race([call(), panicked]);
  } catch (error) {
    throw poisoned ?? error;
  } finally {
    panicListeners.delete(listener!);
  }
}

// ---------------------------------------------------------------------------------------------------
// The driver adapter

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

/**
 * `PrismaPg` throws on `"char"` result columns (OID 18), and the engine wants them typed `Character`
 * (on PostgreSQL 18 it reads `pg_constraint.contype` that way and panics on anything else). So the
 * `pg` client reports them as `text` (their values are one-letter strings either way) and remembers
 * which columns they were, keyed by the result's `rows` array, which `PrismaPg.queryRaw` passes on as
 * is; `withCharacterColumns` then retypes those columns in the adapter's result.
 */
const charColumnsByRows = new WeakMap<object, number[]>();

interface ResultLike {
  fields?: { dataTypeID: number }[];
  rows?: unknown[];
}
function charColumnsAsText<T>(result: T): T {
  for (const one of (Array.isArray(result) ? result : [result]) as (ResultLike | undefined)[]) {
    if (!one?.fields) continue;
    const indexes: number[] = [];
    one.fields.forEach((field, index) => {
      if (field.dataTypeID === PG_CHAR_OID) {
        field.dataTypeID = PG_TEXT_OID;
        indexes.push(index);
      }
    });
    if (indexes.length > 0 && one.rows) charColumnsByRows.set(one.rows, indexes);
  }
  return result;
}

function withCharacterColumns(result: SqlResultSet): SqlResultSet {
  const indexes = charColumnsByRows.get(result.rows);
  if (indexes) for (const index of indexes) result.columnTypes[index] = ColumnTypeEnum.Character;
  return result;
}

type Callback = (error: Error | null | undefined, result?: unknown) => void;

/** A `pg` client that reports `"char"` result columns as `text` (their values are parsed as strings). */
class CharAsTextClient extends pg.Client {
  // Covers the promise and callback forms `pg.Pool` and `PrismaPg` use; submittables pass through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [config, values, callback] = args as [unknown, unknown, unknown];
    const forward = (super.query as (...a: unknown[]) => unknown).bind(this);
    if (config && typeof (config as { submit?: unknown }).submit === 'function')
      return forward(...args);
    if (typeof values === 'function') {
      const cb = values as Callback;
      return forward(config, (error: Error | null, result: unknown) =>
        cb(error, error ? result : charColumnsAsText(result)),
      );
    }
    if (typeof callback === 'function') {
      const cb = callback as Callback;
      return forward(config, values, (error: Error | null, result: unknown) =>
        cb(error, error ? result : charColumnsAsText(result)),
      );
    }
    return (forward(config, values) as Promise<unknown>).then(charColumnsAsText);
  }
}

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

// ---------------------------------------------------------------------------------------------------
// Engine sessions

export interface SchemaEngineOptions {
  /** Prisma schema files `[path, content]` the engine starts with (not needed for migrate/diff). */
  datamodels?: [string, string][];
  /** Receives the engine's log lines (JSON). */
  onLog?: (line: string) => void;
}

export interface SchemaEngineSession {
  readonly engine: SchemaEngine;
  /** Frees the engine, closes its pools, drops leftover shadow databases. Idempotent. */
  dispose(): Promise<void>;
}

/**
 * Starts a schema engine connected to `databaseUrl` (the engine connects at once, so the database must
 * be up). Always `dispose()` the session, or use `withSchemaEngine`.
 */
export async function openSchemaEngine(
  databaseUrl: string,
  options: SchemaEngineOptions = {},
): Promise<SchemaEngineSession> {
  const glue = await loadSchemaEngineModule();
  const factory = new MigrationAdapterFactory(parseDatabaseUrl(databaseUrl));
  const onLog = options.onLog ?? (() => {});
  openEngines += 1;
  let engine: SchemaEngine;
  try {
    engine = await guarded(() =>
      glue.SchemaEngine.new(
        { datamodels: options.datamodels },
        (line: string) => onLog(line),
        bindMigrationAwareSqlAdapterFactory(factory),
      ),
    );
  } catch (error) {
    await release(factory).catch(() => {});
    throw error;
  }
  let disposed: Promise<void> | undefined;
  return {
    engine,
    dispose() {
      disposed ??= (async () => {
        try {
          if (!poisoned) engine.free();
        } catch {
          // the pools are closed regardless
        }
        await release(factory);
      })();
      return disposed;
    },
  };
}

async function release(factory: MigrationAdapterFactory): Promise<void> {
  try {
    await factory.close();
  } finally {
    openEngines -= 1;
    if (openEngines === 0) {
      for (const timer of engineTimers) clearTimeout(timer);
      engineTimers.clear();
    }
  }
}

/** Runs `fn` with an engine connected to `databaseUrl`, then disposes it. */
export async function withSchemaEngine<T>(
  databaseUrl: string,
  fn: (engine: SchemaEngine) => Promise<T>,
  options: SchemaEngineOptions = {},
): Promise<T> {
  const session = await openSchemaEngine(databaseUrl, options);
  try {
    return await guarded(() => fn(session.engine));
  } finally {
    await session.dispose();
  }
}
