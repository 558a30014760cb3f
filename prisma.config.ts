// Prisma CLI configuration (Prisma 7 reads the datasource URL from here, not from schema.prisma).
// DATABASE_URL may be unset (`prisma generate` needs no database; `npm start` then uses the embedded
// PostgreSQL), so it is read from process.env rather than with `env()`, which throws when unset.
// Migrations are not run by this CLI here (see src/platform/database/migrator.ts and `npm run db:migrate`).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
