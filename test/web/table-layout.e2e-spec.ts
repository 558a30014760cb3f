// Issue 26, the table laid out as one screen: the person's hand and moves stay inside the viewport
// in every phase of a deal (the auction, the talon and the cards given, the contract, the tricks,
// the end-of-deal dialog) at a desktop's 1280×800 and a phone's 390×844, without scrolling.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { othersUntilSeatZero, openSeatZero } from './seat-zero.js';
import { movePhase } from './table-page.js';
import { startWebApp, type WebApp } from './web-app.js';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Every card of the hand and every offered move lies inside the viewport, at both sizes. */
async function handInView(page: Page, phase: string): Promise<string[]> {
  const outside: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const boxes = await page
      .locator('#hand, #hand button, #actions button:not(.secondary)')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    expect(boxes.length).toBeGreaterThan(1);
    for (const b of boxes)
      if (b.top < 0 || b.left < 0 || b.bottom > size.height || b.right > size.width)
        outside.push(`${phase} ${size.width}x${size.height}: ${JSON.stringify(b)}`);
    // The turn's line stays clear of a focused button's ring (outline and shadow: 6 px out), which
    // hid half of it (a trial, the marriage buttons in Russian).
    const note = await page.locator('#actions .turn-note').boundingBox();
    const tops = await page
      .locator('#actions .buttons button')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    if (note && note.height > 0 && tops.length > 0 && note.y + note.height > Math.min(...tops) - 6)
      outside.push(`${phase} ${size.width}x${size.height}: the turn's line under a button's ring`);
  }
  return outside;
}

describe('the table keeps the hand on screen', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('in every phase of a deal, at 1280×800 and at 390×844', async () => {
    const z = await openSeatZero(web, {}, { viewport: SIZES[0] });
    const { page } = z;
    await page.locator('#hand').waitFor();
    const outside: string[] = [];
    const phases = new Set<string>();
    for (let moves = 0; moves < 40; moves++) {
      const view = await othersUntilSeatZero(z);
      const phase = view.deal?.phase ?? view.status;
      await page.locator(`#game[data-version="${view.version}"]`).waitFor();
      if (view.previousDeal && !phases.has('deal over')) {
        await page.locator('#previous-deal').waitFor();
        phases.add('deal over');
        outside.push(...(await handInView(page, 'deal over')));
        break;
      }
      phases.add(phase);
      outside.push(...(await handInView(page, phase)));
      await movePhase(page, phase, view.version);
    }
    // The auction is seat 0's too unless it opened and both others passed at once.
    expect([...phases]).toEqual(
      expect.arrayContaining(['talon', 'contract', 'playing', 'deal over']),
    );
    expect(outside).toEqual([]);
  }, 120_000);
});
