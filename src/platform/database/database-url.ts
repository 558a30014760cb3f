// PostgreSQL URLs: parsed into separate connection fields (see `parseDatabaseUrl`) and re-pointed at
// another database. Which server to use is decided in database.ts.

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
