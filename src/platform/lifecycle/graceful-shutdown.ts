import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { Clock } from '../clock/clock.js';
import { ShutdownState } from './shutdown-state.js';

const DRAIN_MS = 500;

/**
 * Drains, then closes the HTTP server (waiting for requests in flight), and only then the app
 * (whose module destroy hooks close the database pool that those requests still need).
 */
export async function shutDown(
  app: INestApplication,
  logger: Logger,
  signal: string,
): Promise<void> {
  logger.info({ signal }, 'draining');
  app.get(ShutdownState).startDraining();
  await app.get(Clock).sleep(DRAIN_MS);
  const server = app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await app.close();
  logger.info('stopped');
}
