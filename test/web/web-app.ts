// The service listening on a port of its own, and Chromium, for a browser spec (test/web).
import type { Browser } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { launchChromium } from '../support/browser.js';
import { createTestApp, type TestApp, type TestAppOptions } from '../support/test-app.js';

export interface WebApp {
  t: TestApp;
  /** The service's origin, which serves the web client at `/`. */
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * One Chromium for the specs a worker process runs one after another (its spec files, or under
 * `npm test` the entry files of test/web/groups it is given): a launch costs about a second of
 * CPU. Each spec's pages still have contexts of their own (`newPage` makes one), which its close()
 * closes, so no page of one spec outlives it. The worker keeps this module from one spec file to
 * the next (jest.config.js), so a hook registered here would belong to the first file alone: the
 * browser is closed once no web app has used it for a moment instead, which also lets a run in
 * band (`npm test -- <paths>`) end.
 */
let sharedBrowser: Promise<Browser> | undefined;
let openApps = 0;
let idleClose: NodeJS.Timeout | undefined;
const IDLE_CLOSE_MS = 1000;

function browserOfThisWorker(): Promise<Browser> {
  clearTimeout(idleClose);
  openApps++;
  if (!sharedBrowser) {
    const launching = launchChromium();
    launching.catch(() => (sharedBrowser = undefined));
    sharedBrowser = launching;
  }
  return sharedBrowser;
}

function releaseBrowser(): void {
  openApps--;
  if (openApps > 0) return;
  idleClose = setTimeout(() => {
    const launched = sharedBrowser;
    sharedBrowser = undefined;
    void launched?.then((browser) => browser.close()).catch(() => undefined);
  }, IDLE_CLOSE_MS);
}

export async function startWebApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<WebApp> {
  let t: TestApp | undefined;
  let browser: Browser;
  let port: number;
  try {
    browser = await browserOfThisWorker();
    // Tables made from the page get the service's default pace: none here, so a test waits for no bot.
    t = await createTestApp({ botPaceMs: 0, ...overrides }, options);
    await t.app.listen(0, '127.0.0.1');
    ({ port } = t.app.getHttpServer().address() as AddressInfo);
  } catch (error) {
    await t?.close().catch(() => undefined);
    releaseBrowser();
    throw error;
  }
  const app = t;
  return {
    t: app,
    base: `http://127.0.0.1:${port}`,
    browser,
    close: async () => {
      try {
        await Promise.all(browser.contexts().map((context) => context.close()));
        await app.close();
      } finally {
        releaseBrowser();
      }
    },
  };
}
