// A trial left a running game from the page: the seat's stream ended with the seat, and the page
// froze on the table as it was, still saying "Live", while the game went on (or ended, abandoned,
// when no other person sat at it). The page now follows the table as a spectator's, says the person
// left, and the seat says so too.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eachWay } from './each-way.js';
import { annaWithComputers, openSeatZero, othersUntilSeatZero, pastVersion } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

const SAYS = {
  en: {
    watching: 'You left this table: you are watching it.',
    seat: 'left the table, a computer is playing',
  },
  ru: {
    watching: 'Вы покинули этот стол и наблюдаете за игрой.',
    seat: 'место оставлено, играет компьютер',
  },
};

async function leaveFromPage(page: Page): Promise<void> {
  await page.locator('.status-bar').getByRole('button', { name: 'Leave the table' }).click();
  await page.getByRole('button', { name: 'Yes, leave' }).click();
}

/** The version the page shows, once it has reached `version` (fails after five seconds). */
async function pageReaches(page: Page, version: number): Promise<number> {
  const shown = async () => Number(await page.locator('main#game').getAttribute('data-version'));
  for (let i = 0; i < 50 && (await shown()) < version; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return shown();
}

describe('leaving a running game in the web client', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('keeps following the table, as a spectator, while the others play on', async () => {
    const z = await openSeatZero(web, { botPaceMs: 300 });
    await z.page.locator('.dock').waitFor();
    await leaveFromPage(z.page);
    await z.page.getByText(SAYS.en.watching).waitFor();

    // Seats 1 and 2 play on through the API, seat 0's stand-in at the table's pace.
    const left = (await z.api.view(z.gameId)).version;
    let now = left;
    while (now < left + 4) {
      const view = await othersUntilSeatZero(z);
      expect(view.status).toBe('playing');
      await pastVersion(z, view.version);
      now = (await z.api.view(z.gameId)).version;
    }
    expect(await pageReaches(z.page, now)).toBeGreaterThanOrEqual(now);
    await z.page.locator('.status-bar .live', { hasText: 'Live' }).waitFor();

    await eachWay(z.page, async (lang, where) => {
      const says = SAYS[lang];
      expect([where, await z.page.locator('.spectating').innerText()]).toEqual([
        where,
        says.watching,
      ]);
      const own = z.page.locator('article.seat[data-seat="0"]');
      expect([where, await own.innerText()]).toEqual([where, expect.stringContaining(says.seat)]);
    });
    await z.page.context().close();
  }, 90_000);

  it('shows the game over when the last person at a computers’ table leaves', async () => {
    const { api, game, context, page } = await annaWithComputers(web, { botPaceMs: 300 });
    await page.locator('.dock').waitFor();
    await leaveFromPage(page);
    let finished = await api.view(game.id);
    for (let i = 0; i < 50 && finished.status !== 'finished'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      finished = await api.view(game.id);
    }
    expect(finished.status).toBe('finished');
    expect(await pageReaches(page, finished.version)).toBe(finished.version);
    await page.locator('.status-bar').getByRole('button', { name: 'Rematch' }).waitFor();
    await context.close();
  }, 60_000);
});
