// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with the
// SQL that brings the migrations up to prisma/schema.prisma (like `prisma migrate dev --create-only`).
// It needs a PostgreSQL server to replay the migrations in a temporary shadow database: DATABASE_URL's,
// or the embedded one when DATABASE_URL is unset. The target database itself is not changed; apply the
// new migration with `npm run db:migrate`.
import path from 'node:path';

import { resolveDatabase } from '../src/platform/database/database.js';
import { createMigration } from '../src/platform/database/migrator.js';
import { projectRoot } from '../src/platform/database/project-root.js';

async function main(): Promise<void> {
  const name = process.argv.slice(2).join(' ').trim();
  if (!name) {
    console.error(
      'Usage: npm run db:migration -- <name>   (e.g. npm run db:migration -- add_player_stats)',
    );
    process.exitCode = 2;
    return;
  }
  const root = projectRoot();
  const schemaPath = path.join(root, 'prisma', 'schema.prisma');
  const migrationsDir = path.join(root, 'prisma', 'migrations');
  const database = await resolveDatabase(process.env.DATABASE_URL);
  try {
    const result = await createMigration(database.url, schemaPath, migrationsDir, name);
    if (result.status === 'no-changes') {
      console.log(
        'No changes: the migrations already match prisma/schema.prisma. Nothing written.',
      );
    } else {
      console.log(`Created ${path.relative(process.cwd(), result.file)}`);
      console.log('Review it, then apply it with `npm run db:migrate`.');
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(
    `Creating the migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
