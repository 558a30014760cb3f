// Issue 48, items 2 and 7: the last trick of the deal in progress can be reviewed (a button, or
// the L key, also when it is pressed as a trick is taken), the end-of-deal dialog shows the deal's
// final trick, a finished trick goes straight to its held view (no empty table, no "No card played
// yet" in between), and Russian card faces read Т К Д В; at 1280×800 and 390×844, in English and
// Russian, axe clean in each.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { StackedDeckFactory } from '../support/stacked-factory.js';
import { SIZES, eachWay } from './each-way.js';
import { othersUntilSeatZero, openSeatZero } from './seat-zero.js';
import { giveAnyTwo } from './table-page.js';
import { startWebApp, type WebApp } from './web-app.js';

const EMPTY = ['No card played yet.', 'Карт на столе нет.'];
const RANKS = { en: { A: 'A', K: 'K', Q: 'Q', J: 'J' }, ru: { A: 'Т', K: 'К', Q: 'Д', J: 'В' } };
const SUITS: Record<string, string> = { S: '♠', C: '♣', D: '♦', H: '♥' };
/** A card's face as the page shows it in a language ("10♥", "Д♠"). */
const faceIn = (lang: 'en' | 'ru', card: string) => {
  const rank = card.slice(0, -1) as keyof (typeof RANKS)['en'];
  return `${RANKS[lang][rank] ?? rank}${SUITS[card.slice(-1)]}`;
};
const TAKEN = { en: /^taken by Player \d$/, ru: /^взял\(а\) Player \d$/ };

/**
 * Records every distinct state of the trick area from now on, as "cards|held|note" ("review" while
 * the last trick is on review), into window.trickStates: the flicker of issue 48 was one render
 * of an empty table between a trick's last card and its held view.
 */
async function recordTrickStates(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const states = (window.trickStates = []);
    const read = () => {
      const area = document.querySelector('.trick-area');
      if (!area) return 'none';
      if (area.classList.contains('reviewing')) return 'review';
      const note = area.querySelector('.trick-note:not(.held)');
      const held = area.querySelector('.trick-note.held') ? 'held' : '';
      return area.querySelectorAll('.played li').length + '|' + held + '|' + (note ? note.textContent : '');
    };
    new MutationObserver(() => {
      const now = read();
      if (states[states.length - 1] !== now) states.push(now);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  })()`);
}

/** The flickers in the recorded states: an empty table just before a held trick, or the empty
 * table's note once a trick was taken. */
async function flickers(page: Page): Promise<string[]> {
  const states = (await page.evaluate('window.trickStates')) as string[];
  const found: string[] = [];
  let taken = false;
  for (const [i, state] of states.entries()) {
    const [cards, held, note] = state.split('|');
    if (held && states[i - 1]?.startsWith('0|')) found.push(`${states[i - 1]} before ${state}`);
    if (taken && EMPTY.includes(note)) found.push(`${state} after a trick`);
    if (held && cards === '3') taken = true;
  }
  return found;
}

/**
 * Presses L in the very render that shows the next trick taken, before the page's effects run: a
 * review kept in a state an effect reset on each new last trick lost this press.
 */
async function pressAsTaken(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const held = () => !!document.querySelector('.trick-area:not(.reviewing) .trick-note.held');
    let was = held();
    new MutationObserver((_, observer) => {
      const now = held();
      if (now && !was) {
        observer.disconnect();
        window.pressedAsTaken = true;
        dispatchEvent(new KeyboardEvent('keydown', { key: 'l' }));
      }
      was = now;
    }).observe(document.body, { subtree: true, childList: true });
  })()`);
}

describe('the last trick', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({}, { factory: new StackedDeckFactory() });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('is reviewed by a tap or a key, shown in the end-of-deal dialog, and never flickers', async () => {
    const z = await openSeatZero(web, {}, { viewport: SIZES[0] });
    const { page } = z;
    await page.locator('#hand').waitFor();
    await recordTrickStates(page);
    let reviewed = 0;
    let tricksSeen = 0;
    for (let moves = 0; moves < 60; moves++) {
      const view = await othersUntilSeatZero(z);
      await page.locator(`#game[data-version="${view.version}"]`).waitFor();
      if (view.previousDeal) break;
      const phase = view.deal?.phase;
      if (phase === 'playing' && view.deal?.lastTrick) tricksSeen++;
      if (phase === 'playing' && view.deal?.lastTrick && reviewed < 3) {
        // A tap, the key, then the key as the trick is taken: the trick on review is the last
        // one, its taker named.
        if (reviewed === 0) await page.locator('button.last-trick').click();
        else if (reviewed === 1) await page.keyboard.press('l');
        else expect(await page.evaluate('window.pressedAsTaken === true')).toBe(true);
        const review = page.locator('.trick-area.reviewing');
        await review.waitFor();
        const last = view.deal.lastTrick.cards.map((c) => c.card);
        await eachWay(page, async (lang, where) => {
          // Each card by its face, the first word of its name.
          const shown = await review
            .locator('.played li .card')
            .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')?.split(' ')[0]));
          expect([where, shown]).toEqual([where, last.map((card) => faceIn(lang, card))]);
          expect([where, await review.locator('.trick-note.held').textContent()]).toEqual([
            where,
            expect.stringMatching(TAKEN[lang]),
          ]);
          if (lang === 'ru') {
            // Russian faces: no Latin letter on a card in the hand or on the table.
            const faces = await page.locator('#hand .card, .trick-area .card').allTextContents();
            expect([where, faces.join('')]).toEqual([where, expect.not.stringMatching(/[AKQJ]/)]);
            expect(faces.length).toBeGreaterThan(3);
          }
        });
        await page.locator('button.last-trick').click();
        await review.waitFor({ state: 'detached' });
        if (++reviewed === 2) await pressAsTaken(page);
      }
      const actions = page.locator('#actions');
      if (phase === 'bidding') await actions.getByRole('button', { name: /^Bid \d+$/ }).click();
      else if (phase === 'talon') await giveAnyTwo(page);
      else if (phase === 'contract')
        await actions.getByRole('button', { name: /^Announce \d+$/ }).click();
      else await page.locator('#hand button:enabled').first().click();
      await page.locator(`#game:not([data-version="${view.version}"])`).waitFor();
    }
    expect([reviewed, tricksSeen > 3]).toEqual([3, true]);
    // The end-of-deal dialog opens on the final trick, its taker named.
    const final = page.locator('#previous-deal .final-trick');
    await final.waitFor();
    await eachWay(page, async (lang, where) => {
      expect([where, await final.locator('li .card').count()]).toEqual([where, 3]);
      expect([where, await final.locator('p').textContent()]).toEqual([
        where,
        expect.stringMatching(TAKEN[lang]),
      ]);
    });
    // From the first card to the last trick, no flicker.
    expect(await flickers(page)).toEqual([]);
  }, 180_000);
});
