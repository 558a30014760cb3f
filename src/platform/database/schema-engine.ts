// Prisma's schema engine (the part behind `prisma migrate`), run in-process from
// `@prisma/schema-engine-wasm` over a `PrismaPg` driver adapter. The Prisma 7.10 CLI cannot run
// `migrate` here (it wants a native engine it cannot download), but the same engine ships on npm as
// WebAssembly: schema-engine-wasm.ts loads it, migration-adapter.ts gives it its database, and this
// module opens and closes engine sessions.
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

import { parseDatabaseUrl } from './database-url.js';
import { MigrationAdapterFactory } from './migration-adapter.js';
import {
  engineClosed,
  engineOpened,
  enginePoisoned,
  guarded,
  loadSchemaEngineModule,
} from './schema-engine-wasm.js';

export type { SchemaEngine } from '@prisma/schema-engine-wasm';
export { pendingEngineTimers, SchemaEnginePanic } from './schema-engine-wasm.js';

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
  engineOpened();
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
          if (!enginePoisoned()) engine.free();
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
    engineClosed();
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
