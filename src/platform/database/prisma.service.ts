import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../generated/prisma/client.js';
import { DatabasePool } from './database-pool.js';

/** The one Prisma client of the process, over the shared node-postgres pool (no native engine). */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(database: DatabasePool) {
    super({ adapter: new PrismaPg(database.pool) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
