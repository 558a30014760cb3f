// The lobby's "Your tables" marks the tables where it is this browser's seat's turn: an outside
// player's trial saw "playing · Deal 1" only, and had to open each table to find out.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testRng } from '../support/api.js';
import { othersUntilSeatZero, openSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

describe("the lobby's list of this browser's tables", () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it("says where it is the seat's turn, in either language, and not where it is not", async () => {
    const z = await openSeatZero(web);
    const { page } = z;
    const view = await othersUntilSeatZero(z);
    expect(view.deal?.turn).toBe(0);
    await page.goto(`${web.base}/`);
    const item = page.locator('#lobby .games li', {
      has: page.locator(`a[href="?game=${z.gameId}"]`),
    });
    await item.waitFor();
    expect(await item.getAttribute('data-your-turn')).toBe('true');
    expect(await item.locator('.your-turn').textContent()).toBe('Your turn');
    await page.locator('.top select').selectOption('ru');
    await page.locator('html[lang="ru"]').waitFor({ state: 'attached' });
    expect(await item.locator('.your-turn').textContent()).toBe('Ваш ход');

    // Seat 0 moves (through the API, a random legal move); after a reload the mark follows the
    // turn: gone while others are to act.
    expect((await z.api.step(z.gameId, z.tokens, testRng(7))).seat).toBe(0);
    const after = await z.api.view(z.gameId);
    await page.reload();
    await item.waitFor();
    expect([after.deal?.turn === 0, await item.getAttribute('data-your-turn')]).toEqual([
      after.deal?.turn === 0,
      after.deal?.turn === 0 ? 'true' : null,
    ]);
    await page.context().close();
  }, 60_000);
});
