// Issue 26, never stale: a page that loses the API while another player moves retries its
// read with backoff and shows that move without a reload, and says "Live" only once it is current;
// a page holding a seat's token never shows a cached spectator view (no `you`) as the seat's view.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GameClient, testRng } from '../support/api.js';
import { openSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

/** Polls `ready` (what the page asked for is counted as its requests are routed); fails after 15 s. */
async function until(ready: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 15_000; !ready();) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the web client is never stale', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('recovers from being offline while another player moves, without a reload', async () => {
    const z = await openSeatZero(web);
    const { page, api, gameId, tokens } = z;
    const live = page.getByRole('status').filter({ hasText: /^Live$/ });
    await live.waitFor();
    const rng = testRng(3);
    // A move by seat 0 made elsewhere first, when the deal opens with it: then another seat acts.
    if ((await api.view(gameId)).deal?.turn === 0) await api.step(gameId, tokens, rng);
    const before = await api.view(gameId);
    await page.locator(`#game[data-version="${before.version}"]`).waitFor();

    let refusedReads = 0;
    await page.route('**/api/v1/**', (route) => {
      if (!route.request().url().includes('/stream')) refusedReads++;
      return route.abort('internetdisconnected');
    });
    const { seat, view: after } = await api.step(gameId, tokens, rng);
    expect(seat).not.toBe(0);
    // The stream announced the move, the read failed: not "Live" while the view is behind.
    await page
      .getByRole('status')
      .filter({ hasText: /^Updating…$/ })
      .waitFor();
    // Offline through the read and two of its retries (web/src/fresh-view.ts backs off 250, 500,
    // 1000 ms): each retry is sent once the failure before it was handled, and none shows the move.
    await until(() => refusedReads >= 3);
    expect(await page.locator('#game').getAttribute('data-version')).toBe(String(before.version));
    await page.unroute('**/api/v1/**');

    await page.locator(`#game[data-version="${after.version}"]`).waitFor({ timeout: 10_000 });
    await live.waitFor({ timeout: 10_000 });
  }, 60_000);

  it("never shows a cached spectator view as the seat's own", async () => {
    let caching = true;
    let cachedAnswers = 0;
    const z = await openSeatZero(web, {}, {}, async (page, gameId) => {
      const spectator = JSON.stringify(await new GameClient(web.t.app).view(gameId));
      // A cache in between answers every read of the view with the spectator's answer, and the
      // stream is shut, while `caching` holds.
      await page.route(`**/api/v1/games/${gameId}/stream**`, (route) =>
        caching ? route.abort() : route.continue(),
      );
      await page.route(`${web.base}/api/v1/games/${gameId}`, (route) => {
        if (!caching) return route.continue();
        cachedAnswers++;
        return route.fulfill({ status: 200, contentType: 'application/json', body: spectator });
      });
    });
    const { page } = z;
    const spectating = page.getByText('You are watching: this table is full.');
    // Three reads answered from the cache (each asks twice: web/src/fresh-view.ts), each sent once
    // the answer before it was handled: none was shown as the seat's view.
    await until(() => cachedAnswers >= 6);
    expect(await spectating.count()).toBe(0);
    expect(await page.locator('.table').count()).toBe(0);
    caching = false;
    await page.locator('#hand').waitFor({ timeout: 15_000 });
    expect(await spectating.count()).toBe(0);
  }, 60_000);
});
