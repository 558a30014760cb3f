// Which PostgreSQL the process uses: DATABASE_URL when set, otherwise the embedded server (see
// embedded-postgres.ts). The one place that decides it, for `npm start` (src/main.ts), the database
// scripts (scripts/) and the test setup (test/setup/global-setup.js).
import { startEmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded-postgres.js';

export interface ResolvedDatabase {
  url: string;
  /** True when the URL points at the embedded PostgreSQL rather than DATABASE_URL's server. */
  embedded: boolean;
  /** Stops the embedded server if this call started it; a no-op for DATABASE_URL. Idempotent. */
  stop(): Promise<void>;
}

/** Where the embedded server keeps its data and how it starts; ignored when a URL is given. */
export type EmbeddedDatabaseOptions = Omit<EmbeddedPostgresOptions, 'relocateBinaries'>;

/**
 * `url` (DATABASE_URL) when it is set and not blank; otherwise starts the embedded PostgreSQL, or
 * reuses the one another process already runs on the same data folder.
 */
export async function resolveDatabase(
  url: string | null | undefined,
  options: EmbeddedDatabaseOptions = {},
): Promise<ResolvedDatabase> {
  const given = url?.trim();
  if (given) return { url: given, embedded: false, stop: async () => {} };
  const server = await startEmbeddedPostgres(options);
  return { url: server.url, embedded: true, stop: () => server.stop() };
}
