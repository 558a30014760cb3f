// The service listening on a port of its own, and Chromium, for a browser spec (test/web).
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

export async function startWebApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<WebApp> {
  const browser = await launchChromium();
  // Tables made from the page get the service's default pace: none here, so a test waits for no bot.
  const t = await createTestApp({ botPaceMs: 0, ...overrides }, options);
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return {
    t,
    base: `http://127.0.0.1:${port}`,
    browser,
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}
