// Issue 29: the web client shows a finished deal's analysis in the end-of-deal dialog: per seat its
// cards, best cards and points lost, per card a bar of the points it cost and, where it cost some,
// the best moves instead, and each choice before the play with its expected score and a better one
// where there was. Issue 48: a legend says what is exact and what is estimated, and nothing runs
// out of the dialog or the screen; in English and in Russian, at 1280×800 and at 390×844, axe
// clean in each.
//
// The deal is a real one, played through the service with random legal moves, the analysis the
// service's own, and the page the real client.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Locator, Page } from 'playwright-core';
import { testRng } from '../support/api.js';
import { seriousViolations } from './axe.js';
import { openSeatZero, type SeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

interface Analysis {
  cards: {
    seat: number;
    card: string;
    declared: boolean;
    bestMoves: { card: string; declareMarriage: boolean }[];
    lost: number;
  }[];
  seats: { seat: number; moves: number; exact: number; pointsLost: number }[];
  choices: { seat: number; value: number; bestValue: number; lost: number; samples: number }[];
}

/**
 * Plays random legal moves through the API until a deal ends with its cards played (made or
 * failed, not surrendered or redealt); answers its number.
 */
async function playUntilPlayedDeal(z: SeatZero, rng: () => number): Promise<number> {
  for (let i = 0; i < 2000; i++) {
    const before = await z.api.view(z.gameId);
    const deal = before.deal!.number;
    await z.api.step(z.gameId, z.tokens, rng);
    const after = await z.api.view(z.gameId);
    const ended = after.previousDeal;
    if (ended?.number === deal && ['made', 'failed'].includes(ended.row.result)) return deal;
  }
  throw new Error('no deal was played out');
}

/**
 * Long names (the service takes 40 characters and refuses ones that read as a computer's), so
 * a name cut short or run out of its cell would show.
 */
const NAMES = [
  'Анна-Мария Константинопольская',
  'Maximilian Alexander Wolfgang Otto',
  'Длиннофамильный Вячеслав Игоревич',
];

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * What runs off its place with the analysis open at the viewport's size: the page scrolling
 * sideways, the dialog past the screen's side, the analysis or one of its rows past the dialog
 * (on desktop "−123" and "−170" stuck out of it), a name or a number past its own cell.
 */
async function outOfPlace(page: Page, dialog: Locator): Promise<string[]> {
  const { width } = page.viewportSize()!;
  return dialog.evaluate((d, screen) => {
    const out: string[] = [];
    const doc = d.ownerDocument.documentElement;
    if (doc.scrollWidth > screen) out.push(`page ${doc.scrollWidth} wide`);
    const box = d.getBoundingClientRect();
    if (box.left < 0 || box.right > screen + 0.5) out.push(`dialog ${box.left}..${box.right}`);
    for (const el of d.querySelectorAll(
      '#deal-analysis, .analysis-moves li, .analysis-choices li',
    )) {
      const b = el.getBoundingClientRect();
      if (b.left < box.left - 0.5 || b.right > box.right + 0.5)
        out.push(`${el.className || el.id} ${b.left}..${b.right} in ${box.left}..${box.right}`);
    }
    const cells = '.analysis-moves .who, .analysis-moves .points, .analysis-choices .points';
    for (const el of d.querySelectorAll(cells))
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.className} "${el.textContent}"`);
    return out;
  }, width);
}

/**
 * Clicks the dialog's "Analyse the play". On a phone, while the next deal's move is the person's,
 * the dialog is a short sheet whose details (the analysis among them) open with "Details"
 * (deal-over.tsx); the move may come to the person at any moment, so each try looks again.
 */
async function openAnalysis(dialog: Locator): Promise<void> {
  const analyse = dialog.getByRole('button', { name: 'Analyse the play' });
  const details = dialog.getByRole('button', { name: 'Details' });
  for (let attempt = 1; ; attempt++) {
    if (await details.isVisible()) await details.click();
    try {
      return await analyse.click({ timeout: 1_000 });
    } catch (error) {
      if (attempt >= 30) throw error;
    }
  }
}

describe('the analysis of a deal in the web client', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('shows each card’s loss as a bar, the best moves where it lost, and each seat’s summary', async () => {
    const z = await openSeatZero(web, {}, { viewport: SIZES[1] }, undefined, NAMES);
    const { page } = z;
    await page.locator('#hand').waitFor();
    // Random players nearly always give something away, so the page has a best move to show;
    // a deal where no card cost anything (a full run met one) is played past.
    const rng = testRng(11);
    let n = 0;
    let analysis: Analysis | null = null;
    for (let deals = 0; deals < 4 && !analysis?.cards.some((c) => c.lost > 0); deals++) {
      n = await playUntilPlayedDeal(z, rng);
      analysis = (
        await request(web.t.app.getHttpServer())
          .get(`/api/v1/games/${z.gameId}/deals/${n}/analysis`)
          .expect(200)
      ).body as Analysis;
    }
    const played = analysis!;
    const lost = played.cards.filter((c) => c.lost > 0);
    expect(lost.length).toBeGreaterThan(0);
    const dialog = page.locator(`#previous-deal[data-deal="${n}"]`);
    await dialog.waitFor();

    await openAnalysis(dialog);
    const section = dialog.locator(`#deal-analysis[data-deal="${n}"][aria-busy="false"]`);
    await section.waitFor({ timeout: 60_000 });

    for (const lang of ['en', 'ru'] as const) {
      await page.locator('.top select').selectOption(lang);
      await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
      const moves = section.locator('.analysis-moves li');
      expect(await moves.count()).toBe(24);
      for (const [i, c] of played.cards.entries()) {
        const move = moves.nth(i);
        expect(await move.getAttribute('data-lost')).toBe(String(c.lost));
        const bar = move.locator('meter');
        expect(await bar.evaluate((m) => (m as unknown as { value: number }).value)).toBe(c.lost);
        expect(await move.locator('.points').textContent()).toBe(c.lost > 0 ? `−${c.lost}` : '0');
        expect(await move.locator('.best').count()).toBe(c.lost > 0 ? 1 : 0);
      }
      const first = played.cards.indexOf(lost[0]);
      const best = await moves.nth(first).locator('.best').textContent();
      expect(best).toMatch(lang === 'en' ? /^best: / : /^лучше: /);
      // Each best move is named, as a card in the page's language.
      const named =
        lang === 'en' ? / of (spades|clubs|diamonds|hearts)/g : /(пик|треф|бубен|червей)/g;
      expect(best!.match(named)).toHaveLength(lost[0].bestMoves.length);

      const rows = section.locator('.analysis-seats tbody tr');
      expect(await rows.count()).toBe(played.seats.length);
      for (const [i, s] of played.seats.entries()) {
        const cells = await rows.nth(i).locator('td').allTextContents();
        expect(cells).toEqual([`${s.moves}`, `${s.exact}`, `${s.pointsLost}`]);
      }
      // The choices before the play: each with its expected score, the better one where any.
      const choices = section.locator('.analysis-choices li');
      expect(await choices.count()).toBe(played.choices.length);
      for (const [i, c] of played.choices.entries()) {
        const row = choices.nth(i);
        const expected = lang === 'en' ? `expected ${c.value}` : `в среднем ${c.value}`;
        expect(await row.locator('.expected').textContent()).toBe(expected);
        expect(await row.locator('.best').count()).toBe(c.lost > 0 ? 1 : 0);
        if (c.lost > 0)
          expect(await row.locator('.best').textContent()).toContain(`${c.bestValue}`);
      }
      // Issue 48: a legend says what the bars mean and what is exact; the choices say they are
      // estimates, each better move with its number of sampled deals.
      const legend = await section.locator('#analysis-legend dt').allTextContents();
      expect(legend.map((x) => x.trim())).toEqual(
        lang === 'en'
          ? ['bar', 'Best cards', 'Choices before the play']
          : ['полоса', 'Лучшие', 'Решения до розыгрыша'],
      );
      if (played.choices.length > 0)
        expect(await section.locator('#choices-estimated').textContent()).toMatch(
          lang === 'en' ? /^Estimates over \d+ sampled deals/ : /^Оценки по \d+ случайным/,
        );
      for (const [i, c] of played.choices.entries())
        if (c.lost > 0)
          expect(await choices.nth(i).locator('.best').textContent()).toContain(
            lang === 'en' ? `(estimated, ${c.samples} deals)` : `(оценка, раздач: ${c.samples})`,
          );
      // No name is cut to "Компьюте…": each seat's name is shown whole.
      const whos = await section.locator('.analysis-moves .who').allTextContents();
      expect(new Set(whos)).toEqual(new Set(NAMES));
      const title =
        lang === 'en' ? `Deal ${n}: the play analysed` : `Раздача ${n}: разбор розыгрыша`;
      expect(await section.locator('h3').textContent()).toBe(title);
      // At each size nothing runs off its place, and axe finds nothing serious with it open.
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const where = `${lang} ${size.width}x${size.height}`;
        expect([where, await outOfPlace(page, dialog)]).toEqual([where, []]);
        expect([where, await seriousViolations(page)]).toEqual([where, []]);
      }
    }

    // The dialog's button is still in reach below the analysis.
    await dialog.locator('.dialog-actions button').click();
    await dialog.waitFor({ state: 'detached' });
  }, 180_000);
});
