import { Global, Module } from '@nestjs/common';
import { DatabasePool } from './database-pool.js';
import { PrismaService } from './prisma.service.js';

@Global()
@Module({ providers: [DatabasePool, PrismaService], exports: [DatabasePool, PrismaService] })
export class PrismaModule {}
