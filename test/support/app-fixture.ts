// One app per describe block: the set-up every e2e spec used to write out (a `let t`, a beforeAll
// that creates the app and maybe listens, an afterAll that closes it), written once.
import { afterAll, beforeAll } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { type TestPrisma, prismaOf } from './prisma.js';
import { GameClient, type GameClientOptions } from './api.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export interface AppFixtureOptions extends TestAppOptions {
  /**
   * Listens on a loopback port (`url`, `port`); the default. Unless it listens, supertest (`api`,
   * `server`) starts and stops a server of its own for every request.
   */
  listen?: boolean;
  /** How `api` joins games (its seeds). */
  client?: GameClientOptions;
}

/**
 * The app of the enclosing describe block, from its beforeAll to its afterAll. Reading it outside
 * that span (at the top of a describe, where the app does not exist yet) throws.
 */
export class AppFixture implements TestApp {
  private current: { t: TestApp; api: GameClient; port: number | null } | null = null;

  constructor(
    private readonly overrides: Partial<AppConfig>,
    private readonly options: AppFixtureOptions,
  ) {}

  async start(): Promise<void> {
    const t = await createTestApp(this.overrides, this.options);
    let port: number | null = null;
    if (this.options.listen ?? true) {
      await t.app.listen(0, '127.0.0.1');
      port = (t.app.getHttpServer().address() as AddressInfo).port;
    }
    this.current = { t, api: new GameClient(t.app, this.options.client), port };
  }

  async close(): Promise<void> {
    const current = this.current;
    this.current = null;
    await current?.t.close();
  }

  private get started() {
    if (!this.current)
      throw new Error('the app exists only inside its describe block’s tests and hooks');
    return this.current;
  }

  get app(): INestApplication {
    return this.started.t.app;
  }

  get logs(): string[] {
    return this.started.t.logs;
  }

  /** A game client of this app, in process. */
  get api(): GameClient {
    return this.started.api;
  }

  get prisma(): TestPrisma {
    return prismaOf(this.app);
  }

  /** The HTTP server, for supertest. */
  get server() {
    return this.app.getHttpServer();
  }

  /** The listening port (only with `listen`). */
  get port(): number {
    const port = this.started.port;
    if (port === null)
      throw new Error('this app does not listen: it was created with { listen: false }');
    return port;
  }

  /** `http://127.0.0.1:<port>` (only with `listen`). */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }
}

/** An app started before the enclosing describe block's tests and closed after them. */
export function useTestApp(
  overrides: Partial<AppConfig> = {},
  options: AppFixtureOptions = {},
): AppFixture {
  const fixture = new AppFixture(overrides, options);
  beforeAll(() => fixture.start());
  afterAll(() => fixture.close());
  return fixture;
}
