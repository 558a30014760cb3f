// A tab whose event stream cannot connect (a player trial, task-web item 2): a move made from
// another tab was refused here (409 not_your_turn) and the page kept offering it for good. A refusal
// that means the view is stale reads the view again at once, and while the stream cannot connect
// the page reads the view every few seconds (web/src/fresh-view.ts), so the table moves on.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { GameClient, moveOf, testRng } from '../support/api.js';
import { keepSeat, othersUntilSeatZero, type SeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

/**
 * A table at seat 0's bid, made through the API before the page opens; the page's stream is shut
 * from the start. The first dealer is random, so a table whose seat 0 got the contract at once
 * (no Pass to press) is put aside for another.
 */
async function streamlessBidder(web: WebApp): Promise<SeatZero & { version: number }> {
  for (let table = 1; table <= 10; table++) {
    const api = new GameClient(web.t.app);
    const { gameId, tokens } = await api.startGame();
    const page: Page = await web.browser.newPage();
    const view = await othersUntilSeatZero({ api, gameId, tokens, page });
    if (view.deal?.phase !== 'bidding') {
      await page.context().close();
      continue;
    }
    await page.addInitScript(keepSeat(gameId, 0, tokens[0]));
    await page.route(`**/api/v1/games/${gameId}/stream**`, (route) => route.abort());
    await page.goto(`${web.base}/?game=${gameId}`);
    return { api, gameId, tokens, page, version: view.version };
  }
  throw new Error('seat 0 never had a bid to make on ten tables');
}

describe('a tab whose stream cannot connect', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('reads the view at once after a stale refusal, and every few seconds after', async () => {
    const z = await streamlessBidder(web);
    const { page, api, gameId, tokens } = z;
    const pass = page.locator('#actions').getByRole('button', { name: /^Pass$/ });
    await pass.waitFor();
    await page.locator(`#game[data-version="${z.version}"]`).waitFor();
    // Seat 0 passes from another tab; this one, hearing nothing, still offers Pass.
    const pass0 = moveOf({ type: 'pass' });
    const moved = await api.post(gameId, pass0.path, tokens[0]).expect(200);
    const after = (moved.body as { version: number }).version;
    await pass.click();
    await page.locator('#refusal').getByText('It is not your turn.').waitFor();
    // At once, not at the next periodic read (5 s from the page's start): the refusal said why.
    await page.locator(`#game[data-version="${after}"]`).waitFor({ timeout: 1_500 });
    expect(await pass.count()).toBe(0);
    expect(await page.locator('#actions .turn-note').textContent()).toMatch(/^Waiting for /);

    // Another seat moves: with no stream to tell it, the page finds out by reading again.
    const { seat, view } = await api.step(gameId, tokens, testRng(4));
    expect(seat).not.toBe(0);
    await page.locator(`#game[data-version="${view.version}"]`).waitFor({ timeout: 10_000 });
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Live$/ })
        .count(),
    ).toBe(0);
    await page.context().close();
  }, 90_000);
});
