// Prisma's client for the specs that read or arrange rows, over the app's own pool. The service
// itself runs sql() statements only and loads no Prisma client: constructed, it held 6 MB of
// heap (the schema's parameterisation graph), about 13 MB of the service's RSS peak under load
// (docs/performance-history.md, "The twenty-second session").
import type { INestApplication } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../src/generated/prisma/client.js';
import { DatabasePool } from '../../src/platform/database/database-pool.js';

export type TestPrisma = PrismaClient;

const clients = new WeakMap<INestApplication, PrismaClient>();

/** The Prisma client of an app's pool, made on first use (`releasePrisma` before the app closes). */
export function prismaOf(app: INestApplication): TestPrisma {
  let client = clients.get(app);
  if (!client) {
    client = new PrismaClient({ adapter: new PrismaPg(app.get(DatabasePool).pool) });
    clients.set(app, client);
  }
  return client;
}

/** Disconnects the app's Prisma client, if a spec made one. */
export async function releasePrisma(app: INestApplication): Promise<void> {
  const client = clients.get(app);
  clients.delete(app);
  await client?.$disconnect();
}
