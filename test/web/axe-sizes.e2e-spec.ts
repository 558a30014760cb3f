// Issue 26, accessibility: axe (pinned, with its experimental rules) finds no serious or critical
// violation on the lobby, the table and the end-of-deal dialog, in English and in Russian, at
// 1280×800 and at 390×844. Issue 48: nor on the problem pages a problem's `type` names (served by
// the service, in English: they document the API's codes), which fit a phone's width.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { othersUntilSeatZero, openSeatZero, pastVersion } from './seat-zero.js';
import { giveAnyTwo } from './table-page.js';
import { startWebApp, type WebApp } from './web-app.js';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** axe in both languages at both sizes; answers the violations, each named by where it was. */
async function everyWay(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const lang of ['en', 'ru']) {
    await page.locator('.top select').selectOption(lang);
    await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const v of await seriousViolations(page))
        found.push(`${where} ${lang} ${size.width}: ${v}`);
    }
  }
  await page.locator('.top select').selectOption('en');
  return found;
}

describe('axe on the web client', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('finds nothing serious on the lobby, the table and the end-of-deal dialog', async () => {
    const z = await openSeatZero(web);
    const { page } = z;
    const found: string[] = [];
    await page.goto(`${web.base}/`);
    await page.getByRole('heading', { name: 'Your tables' }).waitFor();
    await page.locator('#lobby .games li').first().waitFor();
    found.push(...(await everyWay(page, 'lobby')));

    await page.goto(`${web.base}/?game=${z.gameId}`);
    let view = await othersUntilSeatZero(z);
    await page.locator(`#game[data-version="${view.version}"]`).waitFor();
    found.push(...(await everyWay(page, 'table')));

    // Seat 0 declares, gives, then surrenders: the deal is over before its first card.
    // (The opener, when the others pass, declares at 100 without a bid of its own.)
    if (view.deal?.phase === 'bidding') {
      await page.getByRole('button', { name: /^Bid \d+$/ }).click();
      // The page's bid must have landed before the others move: else seat 0 still has the turn.
      await pastVersion(z, view.version);
      view = await othersUntilSeatZero(z);
      await page.locator(`#game[data-version="${view.version}"]`).waitFor();
    }
    await giveAnyTwo(page);
    await page.getByRole('button', { name: 'Surrender the deal' }).click();
    await page.getByRole('button', { name: 'Yes, surrender' }).click();
    await page.locator('#previous-deal[data-deal="1"]').waitFor();
    found.push(...(await everyWay(page, 'deal over')));
    expect(found).toEqual([]);
  }, 120_000);

  it('finds nothing serious on the problem pages, which fit each width', async () => {
    const page = await (await web.browser.newContext()).newPage();
    const refused = await page.request.get(`${web.base}/api/v1/games/${randomUUID()}`);
    const type = ((await refused.json()) as { type: string }).type;
    const found: string[] = [];
    for (const path of ['/problems', type]) {
      await page.goto(`${web.base}${path}`);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const where = `${path} ${size.width}`;
        for (const v of await seriousViolations(page)) found.push(`${where}: ${v}`);
        const wide = (await page.evaluate('document.documentElement.scrollWidth')) as number;
        if (wide > size.width) found.push(`${where}: ${wide} wide`);
      }
    }
    // The code's page, reached from the refusal's type, says which code it documents.
    expect(await page.locator('h1 + dl code').first().textContent()).toBe('game_not_found');
    expect(found).toEqual([]);
  }, 60_000);
});
