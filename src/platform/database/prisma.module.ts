import { Global, Module } from '@nestjs/common';
import { DatabasePool } from './database-pool.js';
import { PoolerCheck } from './pooler-check.js';
import { PrismaService } from './prisma.service.js';

@Global()
@Module({
  providers: [DatabasePool, PrismaService, PoolerCheck],
  exports: [DatabasePool, PrismaService],
})
export class PrismaModule {}
