// Issue 48, item 3: when a seat's clock runs out and a computer moves for it, the page says so
// (from the log's turn_timed_out), at 1280×800 in English and at 390×844 in Russian, axe clean.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seriousViolations } from './axe.js';
import { openSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

describe('a clock that ran out', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('is told on the page, naming the seat a computer moved for', async () => {
    const timeControl = { moveSeconds: 5, onTimeout: 'bot' };
    const z = await openSeatZero(web, { timeControl }, { viewport: { width: 1280, height: 800 } });
    const { page } = z;
    await page.locator('#hand').waitFor();
    const first = (await z.api.view(z.gameId)).deal!.turn;
    const names = ['Player 0', 'Player 1', 'Player 2'];
    const notice = page.locator('#timeout-notice');
    await page.locator('#timeout-notice:not(:empty)').waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toBe(
      `${names[first]}’s time ran out: a computer moved for them.`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.top select').selectOption('ru');
    expect(await notice.textContent()).toBe(
      `${names[first]}: время вышло, за игрока походил компьютер.`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);
});
