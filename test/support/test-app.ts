import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { AppModule } from '../../src/app/app.module.js';
import { configureApp } from '../../src/app/bootstrap.js';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config.js';
import { createHttpAdapter } from '../../src/platform/http/http-adapter.js';
import { GameFactory } from '../../src/features/games/game-factory.js';
import { Clock } from '../../src/platform/clock/clock.js';
import { createLogger } from '../../src/platform/logging/logger.js';
import { PER_ADDRESS_LIMITS_OFF } from './per-address-limits.js';
import { releasePrisma } from './prisma.js';

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
    ...countsApart(overrides),
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
  // NestFactory.create awaits the adapter's init before anything is registered, Nest's testing
  // module only in app.init. Fastify gives a route the error handler in force when it loads the
  // route, and that init loads every route registered before it: in specs the routes configureApp
  // registers kept Fastify's own JSON errors (Swagger's /docs/LICENSE throws one), where the
  // service answers them with problem details.
  await app.getHttpAdapter().init?.();
  configureApp(app);
  await app.init();
  // Fastify answers only once ready (supertest drives its server directly, without listen).
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    logs,
    close: async () => {
      await releasePrisma(app);
      await app.close();
    },
  };
}

/**
 * The rate limit and the spectator streams are counted in PostgreSQL under keyed hashes of the
 * client (SharedCounts, StreamPlaces), and every spec calls from 127.0.0.1 into one database: an
 * app given a limit of its own hashes with a key of its own, so the rest of the suite's requests
 * do not count against it. Apps that must count together (two instances of one deployment) name
 * one `addressHashKey`.
 */
function countsApart(overrides: Partial<AppConfig>): Partial<AppConfig> {
  const own =
    overrides.rateLimitPerMinute !== undefined ||
    overrides.spectatorStreamsPerAddress !== undefined;
  return own ? { addressHashKey: randomBytes(24).toString('base64url') } : {};
}
