// The service listening on a port of its own, and Chromium, for a browser spec (test/web).
import { afterAll } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../src/config/app-config.js';
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
 * One Chromium for the specs of a Jest test file (a spec file, or under `npm test` an area's entry
 * file of test/web/groups): a launch costs about a second of CPU. Each spec's pages still have
 * contexts of their own (`newPage` makes one), which its close() closes, so no page of one spec
 * outlives it.
 */
let sharedBrowser: Promise<Browser> | undefined;

function browserOfThisFile(): Promise<Browser> {
  if (!sharedBrowser) {
    const launching = launchChromium();
    launching.catch(() => (sharedBrowser = undefined));
    sharedBrowser = launching;
  }
  return sharedBrowser;
}

afterAll(async () => {
  const launched = sharedBrowser;
  sharedBrowser = undefined;
  await (await launched?.catch(() => undefined))?.close();
});

export async function startWebApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<WebApp> {
  const browser = await browserOfThisFile();
  // Tables made from the page get the service's default pace: none here, so a test waits for no bot.
  const t = await createTestApp({ botPaceMs: 0, ...overrides }, options);
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return {
    t,
    base: `http://127.0.0.1:${port}`,
    browser,
    close: async () => {
      await Promise.all(browser.contexts().map((context) => context.close()));
      await t.close();
    },
  };
}
