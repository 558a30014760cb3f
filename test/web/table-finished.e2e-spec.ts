// Issue 48, items 1, 4, 6 and 7: a finished game opens on its result (the winner, each seat's
// place and total, then the whole score table with its header), reachable at 1280×800 and at
// 390×844, in English and in Russian, axe clean; the score table's columns fit a phone; no Hint is
// offered at a rated table; the Russian page shows Russian card faces.
//
// The game is played to its end through the API on stacked decks (seat 0 declares its marriages,
// so it reaches 1000 in a few deals); the page is the real client on seat 0.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { testRng, type GameView } from '../support/api.js';
import { StackedDeckFactory, stackedPolicy } from '../support/stacked-factory.js';
import { seriousViolations } from './axe.js';
import { openSeatZero, type SeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function playToTheEnd(z: SeatZero): Promise<GameView> {
  const rng = testRng(48);
  let view = await z.api.view(z.gameId);
  for (let moves = 0; view.status === 'playing' && moves < 3000; moves++) {
    const seat = view.deal!.turn;
    const move = stackedPolicy(seat, await z.api.view(z.gameId, z.tokens[seat]), rng);
    const res = await z.api.post(z.gameId, move.path, z.tokens[seat], move.body);
    if (res.status !== 200) throw new Error(`refused: ${JSON.stringify(res.body)}`);
    view = res.body as GameView;
  }
  return view;
}

async function chooseLanguage(page: Page, lang: string) {
  await page.locator('.top select').selectOption(lang);
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
}

/** The element, scrolled into view in its scroll area, lies wholly inside the viewport. */
async function reachable(page: Page, selector: string): Promise<boolean> {
  const box = await page
    .locator(selector)
    .first()
    .evaluate((el) => {
      el.scrollIntoView({ block: 'nearest' });
      return el.getBoundingClientRect().toJSON() as {
        top: number;
        left: number;
        bottom: number;
        right: number;
      };
    });
  const size = page.viewportSize()!;
  return (
    box.top >= 0 && box.left >= 0 && box.bottom <= size.height && box.right <= size.width + 0.5
  );
}

describe('the finished table', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({}, { factory: new StackedDeckFactory() });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('opens on the winner, the places and the whole score table, at both sizes, in both languages', async () => {
    const z = await openSeatZero(web, {}, { viewport: SIZES[0] });
    const { page } = z;
    await page.locator('#hand').waitFor();
    const end = await playToTheEnd(z);
    expect(end.status).toBe('finished');
    const winner = end.winner!;
    await page.locator('#game-result').waitFor();
    const rows = page.locator('#final-scores tbody tr');
    await rows.first().waitFor();
    const rowCount = await rows.count();
    expect(rowCount).toBeGreaterThan(1);
    const winnerLine = { en: 'wins the game!', ru: 'выигрывает партию!' };
    const firstPlace = { en: '1st', ru: '1-е' };
    for (const lang of ['en', 'ru'] as const) {
      await chooseLanguage(page, lang);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const where = `${lang} ${size.width}x${size.height}`;
        // The result first: the winner, then the standings with the winner in first place.
        expect([where, await page.locator('#result-title').textContent()]).toEqual([
          where,
          expect.stringContaining(winnerLine[lang]),
        ]);
        const first = page.locator('.standings tbody tr').first();
        expect(await first.getAttribute('data-seat')).toBe(String(winner));
        expect(await first.locator('td').first().textContent()).toBe(firstPlace[lang]);
        expect(await page.locator('.standings tbody tr').count()).toBe(3);
        // Every part of the score table can be reached: its header, deal 1, the last deal.
        for (const part of ['#result-title', '#final-scores thead', '#final-scores tbody tr'])
          expect([where, part, await reachable(page, part)]).toEqual([where, part, true]);
        expect([where, await reachable(page, '#final-scores tbody tr:last-child')]).toEqual([
          where,
          true,
        ]);
        // No sideways scroll: the three seats' columns fit the width.
        const wide = await page
          .locator('#final-scores table')
          .evaluate((el) => el.scrollWidth - el.clientWidth);
        expect([where, wide]).toEqual([where, 0]);
        // A finished game shows no connection state ("Reconnecting…" then "Live").
        expect(await page.locator('.status-bar .live').count()).toBe(0);
        expect([where, await seriousViolations(page)]).toEqual([where, []]);
      }
    }
    // The drawer is reachable on the finished screen too, its columns fitting the phone.
    await page.locator('.status-bar').getByRole('button', { name: 'Запись игры' }).click();
    const drawer = page.locator('dialog.drawer[open] #score-table table');
    await drawer.waitFor();
    expect(await drawer.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    expect(await page.locator('dialog.drawer[open] thead th').count()).toBe(4);
    expect(await seriousViolations(page)).toEqual([]);
  }, 240_000);
});
