import { Global, Module } from '@nestjs/common';
import { DatabasePool } from './database-pool.js';
import { PoolerCheck } from './pooler-check.js';

/**
 * The pool every store runs its statements on. Prisma owns the schema and the migrations, but the
 * service loads no Prisma client: no statement used it, and constructed it held 6 MB of heap
 * (docs/performance-history.md, "The twenty-second session"); specs read rows with one
 * (test/support/prisma.ts).
 */
@Global()
@Module({
  providers: [DatabasePool, PoolerCheck],
  exports: [DatabasePool],
})
export class DatabaseModule {}
