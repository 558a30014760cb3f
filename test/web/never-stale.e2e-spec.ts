// Issue 26, never stale: a page that loses the API for 2 s while another player moves retries its
// read with backoff and shows that move without a reload, and says "Live" only once it is current;
// a page holding a seat's token never shows a cached spectator view (no `you`) as the seat's view.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GameClient, testRng } from '../support/api.js';
import { openSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

describe('the web client is never stale', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('recovers from 2 s offline while another player moves, without a reload', async () => {
    const z = await openSeatZero(web);
    const { page, api, gameId, tokens } = z;
    const live = page.getByRole('status').filter({ hasText: /^Live$/ });
    await live.waitFor();
    const rng = testRng(3);
    // A move by seat 0 made elsewhere first, when the deal opens with it: then another seat acts.
    if ((await api.view(gameId)).deal?.turn === 0) await api.step(gameId, tokens, rng);
    const before = await api.view(gameId);
    await page.locator(`#game[data-version="${before.version}"]`).waitFor();

    await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
    const { seat, view: after } = await api.step(gameId, tokens, rng);
    expect(seat).not.toBe(0);
    // The stream announced the move, the read failed: not "Live" while the view is behind.
    await page
      .getByRole('status')
      .filter({ hasText: /^Updating…$/ })
      .waitFor();
    await new Promise((r) => setTimeout(r, 2000));
    expect(await page.locator('#game').getAttribute('data-version')).toBe(String(before.version));
    await page.unroute('**/api/v1/**');

    await page.locator(`#game[data-version="${after.version}"]`).waitFor({ timeout: 10_000 });
    await live.waitFor({ timeout: 10_000 });
  }, 60_000);

  it("never shows a cached spectator view as the seat's own", async () => {
    let caching = true;
    const z = await openSeatZero(web, {}, {}, async (page, gameId) => {
      const spectator = JSON.stringify(await new GameClient(web.t.app).view(gameId));
      // A cache in between answers every read of the view with the spectator's answer, and the
      // stream is shut, while `caching` holds.
      await page.route(`**/api/v1/games/${gameId}/stream**`, (route) =>
        caching ? route.abort() : route.continue(),
      );
      await page.route(`${web.base}/api/v1/games/${gameId}`, (route) =>
        caching
          ? route.fulfill({ status: 200, contentType: 'application/json', body: spectator })
          : route.continue(),
      );
    });
    const { page } = z;
    const spectating = page.getByText('You are watching: this table is full.');
    for (let i = 0; i < 30; i++) {
      expect(await spectating.count()).toBe(0);
      expect(await page.locator('.table').count()).toBe(0);
      await new Promise((r) => setTimeout(r, 100));
    }
    caching = false;
    await page.locator('#hand').waitFor({ timeout: 15_000 });
    expect(await spectating.count()).toBe(0);
  }, 60_000);
});
