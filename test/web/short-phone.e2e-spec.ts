// A trial at 320×640, a small phone: between the status bar and the dock the felt's middle shrank
// to nothing, so the card led lay under the hand, the turned-up talon over the opponents, and the
// end-of-deal sheet behind the dock, its buttons out of reach. On a short screen the table flows
// and scrolls as a whole now (web/styles/table.css). And at 390×844 the dialog of deal 4's end,
// left open, lay over deal 5's tricks: it goes at the next deal's first card unless the person
// took it up (deal-over.tsx).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { moveFor, moveOf, testRng } from '../support/api.js';
import { StackedDeckFactory } from '../support/stacked-factory.js';
import { openSeatZero, othersUntilSeatZero, surrenderDeal, type SeatZero } from './seat-zero.js';
import { movePhase } from './table-page.js';
import { startWebApp, type WebApp } from './web-app.js';

const SMALL = { viewport: { width: 320, height: 640 } };
const PHONE = { viewport: { width: 390, height: 844 } };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the element's middle, once scrolled into sight, is its own: nothing lies over it. */
async function onTop(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = el.ownerDocument.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && el.contains(hit);
  });
}

/** What of the felt's middle lies over an opponent's panel or the dock, in words. */
async function clashes(page: Page, phase: string): Promise<string[]> {
  const centre = await page.locator('.centre').boundingBox();
  if (!centre) return [];
  const found: string[] = [];
  for (const panel of await page.locator('.felt > .seat, .dock').all()) {
    const box = await panel.boundingBox();
    if (box && overlap(centre, box))
      found.push(`${phase}: the middle over ${await panel.getAttribute('class')}`);
  }
  return found;
}

/** Every seat moves through the API, never surrendering, until deal `deal`'s first card is down. */
async function untilFirstCard(z: SeatZero, deal: number): Promise<number> {
  const rng = testRng(7);
  for (let i = 0; i < 40; i++) {
    const view = await z.api.view(z.gameId);
    if (view.deal!.number !== deal) throw new Error(`deal ${deal} ended before its first card`);
    if (view.deal!.phase === 'playing' && view.deal!.trick.cards.length > 0) return view.version;
    const seat = view.deal!.turn;
    const offered = (await z.api.view(z.gameId, z.tokens[seat])).legalActions;
    const pass = offered.find((a) => a.type === 'pass');
    const move = pass
      ? moveOf({ type: 'pass' })
      : moveFor(
          offered.find((a) => a.type !== 'surrender' && a.type !== 'redeal')!,
          rng,
        );
    await z.api.post(z.gameId, move.path, z.tokens[seat], move.body).expect(200);
  }
  throw new Error(`deal ${deal}'s first card never came`);
}

/** Whether the felt hides part of itself in a scroll box of its own (a trial never found it). */
const feltScrolls = (page: Page) =>
  page.locator('.felt').evaluate((el) => el.scrollHeight > el.clientHeight + 1);

describe('the table on a short phone, and the end of a deal left open', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({}, { factory: new StackedDeckFactory() });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('keeps the trick and the talon clear of the hand and the opponents at 320×640', async () => {
    const z = await openSeatZero(web, {}, SMALL);
    const { page } = z;
    await page.locator('#hand').waitFor();
    const found: string[] = [];
    let followed = false;
    for (let moves = 0; moves < 60 && !followed; moves++) {
      const view = await othersUntilSeatZero(z);
      if (view.status !== 'playing') break;
      await page.locator(`#game[data-version="${view.version}"]`).waitFor();
      const phase = view.deal!.phase;
      found.push(...(await clashes(page, phase)));
      if (phase === 'talon')
        expect([phase, await onTop(page.locator('.talon ul'))]).toEqual([phase, true]);
      await movePhase(page, phase, view.version);
      if (phase === 'playing') {
        // The card led, in sight with nothing over it, and the hand too.
        found.push(...(await clashes(page, 'a card led')));
        expect(await onTop(page.locator('.trick-area .played .card').first())).toBe(true);
        expect(await onTop(page.locator('#hand button').first())).toBe(true);
        // The table's own buttons are a finger's targets (a trial: «Последняя взятка» 20 px high).
        const low = await page
          .locator('.status-bar button, .last-trick')
          .evaluateAll((els) =>
            els.flatMap((e) => (e.getBoundingClientRect().height < 28 ? [e.textContent] : [])),
          );
        expect(low).toEqual([]);
        followed = true;
      }
    }
    expect(followed).toBe(true);
    expect(found).toEqual([]);
    // The table scrolls, not the page under it (lines for screen readers left below the screen's
    // edge made it: a trial saw the header slide away).
    expect(await page.evaluate('document.documentElement.scrollHeight - window.innerHeight')).toBe(
      0,
    );
    await page.context().close();
  }, 120_000);

  it('shows the end of a deal at 320×640, every column and button in reach', async () => {
    const z = await openSeatZero(web, {}, SMALL);
    const { page } = z;
    await page.locator('#hand').waitFor();
    expect(await surrenderDeal(z)).toBe(2);
    // Deal 2's first choice is seat 0's (the stacked decks): the dialog is the short sheet.
    const dialog = page.locator('#previous-deal[data-deal="1"]');
    await dialog.waitFor();
    expect(await feltScrolls(page)).toBe(false);
    expect(await onTop(dialog.locator('.verdict'))).toBe(true);
    const details = dialog.getByRole('button', { name: 'Details' });
    expect(await onTop(details)).toBe(true);
    await details.click();
    expect(await feltScrolls(page)).toBe(false);
    expect(await dialog.locator('.score-row').count()).toBe(3);
    for (const row of await dialog.locator('.score-row').all()) expect(await onTop(row)).toBe(true);
    // Every column inside the dialog (a trial: at 320 the score and total were cut off).
    const [d, tb] = [(await dialog.boundingBox())!, (await dialog.locator('table').boundingBox())!];
    expect(Math.round(tb.x + tb.width)).toBeLessThanOrEqual(Math.round(d.x + d.width));
    const next = dialog.getByRole('button', { name: 'Continue' });
    expect(await onTop(next)).toBe(true);
    await next.click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  }, 60_000);

  it('takes the dialog away at the next deal’s first card, unless the person took it up', async () => {
    const names = ['Аня', 'Константин Петров', 'Александра Иванова'];
    const z = await openSeatZero(web, {}, PHONE, undefined, names);
    const { page } = z;
    await page.locator('#hand').waitFor();
    expect(await surrenderDeal(z)).toBe(2);
    const first = page.locator('#previous-deal[data-deal="1"]');
    await first.waitFor();
    let version = await untilFirstCard(z, 2);
    await page.locator(`#game[data-version="${version}"]`).waitFor();
    await first.waitFor({ state: 'detached' });

    // Deal 3: its end's dialog tapped (read), then the next deal's first card: it stays.
    expect(await surrenderDeal(z)).toBe(3);
    const second = page.locator('#previous-deal[data-deal="2"]');
    await second.waitFor();
    await second.locator('.verdict').click();
    version = await untilFirstCard(z, 3);
    await page.locator(`#game[data-version="${version}"]`).waitFor();
    expect(await second.isVisible()).toBe(true);
    // Whole, but under the trick now, not over it (a trial: it lay on deal after deal's tricks).
    expect(await second.getAttribute('class')).toBe('deal-over aside');
    const [sheet, centre] = [
      (await second.boundingBox())!,
      (await page.locator('.centre').boundingBox())!,
    ];
    expect(overlap(sheet, centre)).toBe(false);
    // A trial read «Компьюте/р» (a computer's name): each word of a name stays on one line.
    const split = await page.evaluate(`[...document.querySelectorAll('#previous-deal th.who')]
      .flatMap((cell) => {
        const text = cell.firstChild;
        const content = text?.nodeType === Node.TEXT_NODE ? text.textContent : '';
        const range = document.createRange();
        const tops = [...content].map((_, i) => {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          return Math.round(range.getBoundingClientRect().top);
        });
        let start = 0;
        return content.split(' ').flatMap((word) => {
          const lines = new Set(tops.slice(start, start + word.length));
          start += word.length + 1;
          return lines.size > 1 ? [word] : [];
        });
      })`);
    expect(split).toEqual([]);
    await second.getByRole('button', { name: 'Continue' }).click();
    await second.waitFor({ state: 'detached' });
    await page.context().close();
  }, 60_000);
  it('on a phone on its side, brings the trick and the hand into sight when the person must follow', async () => {
    for (const viewport of [
      { width: 568, height: 320 },
      { width: 844, height: 390 },
    ]) {
      const z = await openSeatZero(web, {}, { viewport });
      const { page } = z;
      await page.locator('#hand').waitFor();
      let followed = false;
      for (let moves = 0; moves < 40 && !followed; moves++) {
        const view = await othersUntilSeatZero(z);
        if (view.status !== 'playing') break;
        await page.locator(`#game[data-version="${view.version}"]`).waitFor();
        const deal = view.deal!;
        if (deal.phase === 'playing' && deal.trick.cards.length > 0) {
          const parts = [
            page.locator('.trick-area .played .card').first(),
            page.locator('#hand button:enabled').first(),
          ];
          const inSight = async () => {
            for (const part of parts) {
              const box = await part.boundingBox();
              if (!box || box.y < 0 || box.y + box.height > viewport.height) return false;
            }
            return true;
          };
          for (let i = 0; i < 20 && !(await inSight()); i++) await page.waitForTimeout(50);
          expect([viewport.width, await inSight()]).toEqual([viewport.width, true]);
          followed = true;
          break;
        }
        // Seat 0 passes where it may, so another seat declares and leads.
        await movePhase(page, deal.phase, view.version, { pass: true });
      }
      expect([viewport.width, followed]).toEqual([viewport.width, true]);
      await page.context().close();
    }
  }, 120_000);
});
