import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { loadConfig } from '../platform/config/app-config.js';
import { createHttpAdapter } from '../platform/http/http-adapter.js';
import { createLogger } from '../platform/logging/logger.js';

/**
 * The application wired but never connected or listening: enough to describe its routes. The
 * Prisma client connects lazily, so the placeholder URL is never dialled.
 */
export async function createOfflineApp(): Promise<INestApplication> {
  const config = { ...loadConfig({}), databaseUrl: 'postgresql://offline@127.0.0.1:1/offline' };
  const logger = createLogger('silent');
  // Not initialised: no lifecycle hook runs, so nothing dials the database.
  return NestFactory.create(AppModule.forRoot(config, logger), createHttpAdapter(config), {
    logger: false,
    abortOnError: false,
  });
}
