// `npm run db:migrate`: applies the pending migrations of prisma/migrations, like `prisma migrate deploy`.
// Target: DATABASE_URL, or the embedded PostgreSQL (.data/postgres) that `npm start` uses without it.
import path from 'node:path';

import { resolveDatabase } from '../src/platform/database/database.js';
import { applyMigrations } from '../src/platform/database/migrator.js';
import { projectRoot } from '../src/platform/database/project-root.js';

/** The URL without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

async function main(): Promise<void> {
  const migrationsDir = path.join(projectRoot(), 'prisma', 'migrations');
  const database = await resolveDatabase(process.env.DATABASE_URL);
  try {
    const where = database.embedded ? 'the embedded PostgreSQL' : 'DATABASE_URL';
    console.log(
      `Applying migrations from ${path.relative(process.cwd(), migrationsDir) || '.'} to ${where} (${redactUrl(database.url)})`,
    );
    const applied = await applyMigrations(database.url, migrationsDir);
    if (applied.length === 0) {
      console.log('No pending migrations to apply.');
    } else {
      console.log(`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}:`);
      for (const name of applied) console.log(`  ${name}`);
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
