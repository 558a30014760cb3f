// Issue 48, presence from the stream: two people at one table in two browser contexts. When one
// closes the browser, the other's page says "not connected" within a few seconds, and "connected"
// again once they are back, with no move in between (the stream's `presence` messages); each state
// read at 1280×800 and 390×844, in English and in Russian, axe clean in each.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { eachWay } from './each-way.js';
import { keepSeat, openSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

/** "Never stale for more than a few seconds": each change must show within this. */
const WITHIN_MS = 5_000;

const SAID = {
  en: { away: 'not connected', here: 'connected' },
  ru: { away: 'не на связи', here: 'на связи' },
};

/** The seat's box says it is away (or here) in each language at each size. */
async function says(page: Page, seat: Locator, state: 'away' | 'here'): Promise<void> {
  await eachWay(page, async (lang, where) => {
    const text = (await seat.textContent()) ?? '';
    expect([where, text.includes(SAID[lang].away)]).toEqual([where, state === 'away']);
    expect([where, text.includes(SAID[lang].here)]).toEqual([where, true]);
  });
}

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
    const away = boris.filter({ hasText: SAID.en.away });
    await away.waitFor({ timeout: WITHIN_MS });
    await says(page, boris, 'away');

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
    await away.waitFor({ state: 'detached', timeout: WITHIN_MS });
    await says(page, boris, 'here');

    await borisBrowser.close();
    await away.waitFor({ timeout: WITHIN_MS });
    expect((await z.api.view(z.gameId)).seats[1].connected).toBe(false);
    await says(page, boris, 'away');

    borisBrowser = await openBoris();
    await away.waitFor({ state: 'detached', timeout: WITHIN_MS });
    expect((await z.api.view(z.gameId)).seats[1].connected).toBe(true);
    await says(page, boris, 'here');

    // Nothing moved: the page learnt it all from the stream's presence messages.
    expect((await z.api.view(z.gameId)).version).toBe(version);
    await borisBrowser.close();
    await page.context().close();
  }, 60_000);
});
