import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { Writable } from 'node:stream';
import { AppModule } from '../../src/app/app.module.js';
import { configureApp } from '../../src/app/bootstrap.js';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config.js';
import { createHttpAdapter } from '../../src/platform/http/http-adapter.js';
import { GameFactory } from '../../src/features/games/game-factory.js';
import { Clock } from '../../src/platform/clock/clock.js';
import { createLogger } from '../../src/platform/logging/logger.js';
import { PER_ADDRESS_LIMITS_OFF } from './per-address-limits.js';

export interface TestApp {
  app: INestApplication;
  /** Every log line the app wrote, as text (to prove secrets never reach the log). */
  logs: string[];
  close(): Promise<void>;
}

/** Boots the real AppModule against the test database, with the production pipeline. */
export interface TestAppOptions {
  /** Replaces the game factory: the test-only way to fix seeds and decks. */
  factory?: GameFactory;
  /** Replaces the clock of the service layer: turn clocks, waiting games and presence. */
  clock?: Clock;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({ ...PER_ADDRESS_LIMITS_OFF, ...process.env }),
    logLevel: 'debug',
    ...overrides,
  };
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  let builder = Test.createTestingModule({ imports: [AppModule.forRoot(config, logger)] });
  if (options.factory) builder = builder.overrideProvider(GameFactory).useValue(options.factory);
  if (options.clock) builder = builder.overrideProvider(Clock).useValue(options.clock);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), {
    bodyParser: false,
    logger: false,
  });
  configureApp(app);
  await app.init();
  // Fastify answers only once ready (supertest drives its server directly, without listen).
  await app.getHttpAdapter().getInstance().ready();
  return { app, logs, close: () => app.close() };
}
