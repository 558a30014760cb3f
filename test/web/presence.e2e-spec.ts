// Issue 48, presence from the stream: two people at one table in two browser contexts. When one
// closes the browser, the other's page says "not connected" within a few seconds, and "connected"
// again once they are back, with no move in between (the stream's `presence` messages), at
// 1280×800 in English and at 390×844 in Russian, axe clean.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seriousViolations } from './axe.js';
import { keepSeat, openSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

/** "Never stale for more than a few seconds": each change must show within this. */
const WITHIN_MS = 5_000;

describe('presence on the table page', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('shows the other person leave and come back within seconds, with no move between', async () => {
    const z = await openSeatZero(web, {}, { viewport: { width: 1280, height: 800 } });
    const { page } = z;
    await page.locator('#hand').waitFor();
    const boris = page.locator('article[data-seat="1"]');
    const away = (text: string) => boris.filter({ hasText: text });
    await away('not connected').waitFor({ timeout: WITHIN_MS });

    /** Boris opens the table in a browser of his own (seat 1's token kept as after his join). */
    const openBoris = async () => {
      const context = await web.browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(keepSeat(z.gameId, 1, z.tokens[1]));
      const his = await context.newPage();
      await his.goto(`${web.base}/?game=${z.gameId}`);
      await his.locator('#hand').waitFor();
      return context;
    };
    const version = (await z.api.view(z.gameId)).version;

    let borisBrowser = await openBoris();
    await away('not connected').waitFor({ state: 'detached', timeout: WITHIN_MS });
    expect(await boris.textContent()).toContain('connected');
    expect(await seriousViolations(page)).toEqual([]);

    await borisBrowser.close();
    await away('not connected').waitFor({ timeout: WITHIN_MS });
    expect((await z.api.view(z.gameId)).seats[1].connected).toBe(false);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.top select').selectOption('ru');
    await away('не на связи').waitFor({ timeout: WITHIN_MS });
    borisBrowser = await openBoris();
    await away('не на связи').waitFor({ state: 'detached', timeout: WITHIN_MS });
    expect(await boris.textContent()).toContain('на связи');
    expect((await z.api.view(z.gameId)).seats[1].connected).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing moved: the page learnt it all from the stream's presence messages.
    expect((await z.api.view(z.gameId)).version).toBe(version);
    await borisBrowser.close();
    await page.context().close();
  }, 60_000);
});
