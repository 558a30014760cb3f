// A trial on a 390×844 phone: the end-of-deal dialog covered both opponents and the talon while the
// player's own clock ran, its score table cut off after the first row. It is now a short sheet
// under the table while the move is the person's, the deal's details (trick, scores) a tap away,
// scrolled to as needed. And its verdict says when the computer standing in surrendered (a trial:
// "Anna surrendered" after her time ran out), from the log's `turn_timed_out` in the surrender's
// change: the log is made to say so here (page.route), a stand-in's surrender being the bot's choice.
// A trial: a 32-character name made the score table 524 px wide in a 338-px dialog, its score
// columns off the screen; names now wrap, the full name kept in a title.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { StackedDeckFactory } from '../support/stacked-factory.js';
import { openSeatZero, surrenderDeal } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

const PHONE = { viewport: { width: 390, height: 844 } };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(page: Page, selector: string): Promise<Box[]> {
  const all = await page.locator(selector).all();
  return (await Promise.all(all.map((l) => l.boundingBox()))).filter((b): b is Box => b !== null);
}

describe('the end-of-deal dialog on a phone', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({}, { factory: new StackedDeckFactory() });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('hides nothing of the table while the move is the person’s, and opens out to every score', async () => {
    const timeControl = { moveSeconds: 60, onTimeout: 'bot' };
    const z = await openSeatZero(web, { timeControl }, PHONE);
    const { page } = z;
    await page.locator('#hand').waitFor();
    expect(await surrenderDeal(z)).toBe(2);
    // Deal 2's first choice is seat 0's (the stacked decks' dealer order): its clock runs.
    expect((await z.api.view(z.gameId)).deal!.turn).toBe(0);
    const dialog = page.locator('#previous-deal[data-deal="1"]');
    await dialog.waitFor();
    await page.locator('.dock .countdown').waitFor();
    expect(await dialog.locator('.verdict').textContent()).toBe(
      'Player 1 surrendered the contract of 100.',
    );
    const sheet = (await dialog.boundingBox())!;
    expect(sheet.height).toBeLessThan(200);
    for (const box of await boxes(page, '.felt > .seat, .centre, .dock #actions'))
      expect(overlap(sheet, box)).toBe(false);
    // Details: the whole dialog, each score row in sight once scrolled to.
    await dialog.getByRole('button', { name: 'Details' }).click();
    const rows = dialog.locator('.score-row');
    expect(await rows.count()).toBe(3);
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded();
      const [r, d] = [(await row.boundingBox())!, (await dialog.boundingBox())!];
      expect(r.y >= d.y && r.y + r.height <= d.y + d.height + 1).toBe(true);
    }
    // The Russian sheet says the same.
    await page.locator('.top select').selectOption('ru');
    await page.reload();
    await dialog.waitFor();
    expect(await dialog.locator('.verdict').textContent()).toBe('Player 1 расписал(а) заказ 100.');
    expect(await dialog.getByRole('button', { name: 'Подробнее' }).isVisible()).toBe(true);

    // The log says the stand-in surrendered as seat 1's time ran out: the verdict says so.
    await page.route('**/events?**', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      const surrender = body.events.find((e: { type: string }) => e.type === 'surrendered');
      if (surrender) {
        const data = { type: 'turn_timed_out', seat: 1, onTimeout: 'bot' };
        const timedOut = { seq: surrender.seq, version: surrender.version, type: data.type, data };
        body.events.splice(body.events.indexOf(surrender), 0, timedOut);
      }
      await route.fulfill({ response: answer, json: body });
    });
    await page.reload();
    await dialog.waitFor();
    await dialog.locator('.verdict', { hasText: 'компьютер' }).waitFor();
    expect(await dialog.locator('.verdict').textContent()).toBe(
      'Player 1: время вышло, за игрока расписал компьютер заказ 100.',
    );
    await page.locator('.top select').selectOption('en');
    expect(await dialog.locator('.verdict').textContent()).toBe(
      'Player 1’s time ran out: the computer playing for them surrendered the contract of 100.',
    );
    await page.context().close();
  }, 60_000);

  it('keeps every score column in sight beside a long name', async () => {
    const long = 'Константин Константинопольский-Д';
    const z = await openSeatZero(web, {}, PHONE, undefined, [long]);
    const { page } = z;
    await page.locator('#hand').waitFor();
    expect(await surrenderDeal(z)).toBe(2);
    const dialog = page.locator('#previous-deal[data-deal="1"]');
    await dialog.waitFor();
    const details = dialog.getByRole('button', { name: 'Details' });
    if (await details.isVisible()) await details.click();
    const table = dialog.locator('table').first();
    await table.waitFor();
    const [d, tb] = [(await dialog.boundingBox())!, (await table.boundingBox())!];
    expect(Math.round(tb.x + tb.width)).toBeLessThanOrEqual(Math.round(d.x + d.width));
    const named = dialog.locator(`tbody th[title="${long}"]`);
    expect(await named.count()).toBe(1);
    await page.context().close();
  }, 60_000);
});
