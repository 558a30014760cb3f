// Issue 48, items 2, 4, 5 and 7: the last trick of the deal in progress can be reviewed (a button,
// or the L key), the end-of-deal dialog shows the deal's final trick, greyed cards say which rule
// keeps them, a surrender says what it costs, Russian card faces read Т К Д В, and a rated table
// offers no Hint; at 1280×800 and 390×844, in English and Russian, axe clean.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { GameClient } from '../support/api.js';
import { StackedDeckFactory } from '../support/stacked-factory.js';
import { seriousViolations } from './axe.js';
import { keepSeat, othersUntilSeatZero, openSeatZero } from './seat-zero.js';
import { giveAnyTwo } from './table-page.js';
import { startWebApp, type WebApp } from './web-app.js';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
async function chooseLanguage(page: Page, lang: string) {
  await page.locator('.top select').selectOption(lang);
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
}

describe('the trick, the reasons and the faces', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({}, { factory: new StackedDeckFactory() });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('reviews the last trick, shows the final one, and says why', async () => {
    const z = await openSeatZero(web, {}, { viewport: SIZES[0] });
    const { page } = z;
    await page.locator('#hand').waitFor();
    let reviewed = 0;
    let surrenderAsked = false;
    for (let moves = 0; moves < 60; moves++) {
      const view = await othersUntilSeatZero(z);
      await page.locator(`#game[data-version="${view.version}"]`).waitFor();
      if (view.previousDeal) break;
      const phase = view.deal?.phase;
      const actions = page.locator('#actions');
      if (phase === 'talon' && !surrenderAsked) {
        surrenderAsked = true;
        await actions.getByRole('button', { name: 'Surrender the deal' }).click();
        expect(await actions.locator('.confirm p').textContent()).toMatch(
          /^Surrender this deal\? You score −\d+, each opponent \+\d+\.$/,
        );
        await actions.getByRole('button', { name: 'Keep playing' }).click();
      }
      if (phase === 'playing' && view.deal?.lastTrick && reviewed < 2) {
        // A tap, then the key: the trick on review is the last one, its taker named.
        const lang = reviewed === 0 ? 'en' : 'ru';
        await chooseLanguage(page, lang);
        await page.setViewportSize(SIZES[reviewed]);
        if (reviewed === 0) await page.locator('button.last-trick').click();
        else await page.keyboard.press('l');
        const review = page.locator('.trick-area.reviewing');
        await review.waitFor();
        expect(await review.locator('.played li').count()).toBe(3);
        const shown = await review
          .locator('.played .card')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
        expect(shown.length).toBe(3);
        expect(await seriousViolations(page)).toEqual([]);
        if (lang === 'ru') {
          // Russian faces: no Latin letter on a card in the hand or on the table.
          const faces = await page.locator('#hand .card, .trick-area .card').allTextContents();
          expect(faces.join('')).not.toMatch(/[AKQJ]/);
          expect(faces.length).toBeGreaterThan(3);
        }
        await page.locator('button.last-trick').click();
        await review.waitFor({ state: 'detached' });
        await chooseLanguage(page, 'en');
        reviewed++;
      }
      if (phase === 'bidding') await actions.getByRole('button', { name: /^Bid \d+$/ }).click();
      else if (phase === 'talon') await giveAnyTwo(page);
      else if (phase === 'contract')
        await actions.getByRole('button', { name: /^Announce \d+$/ }).click();
      else await page.locator('#hand button:enabled').first().click();
      await page.locator(`#game:not([data-version="${view.version}"])`).waitFor();
    }
    expect([reviewed, surrenderAsked]).toEqual([2, true]);
    // The end-of-deal dialog opens on the final trick, its taker named, at both sizes.
    const final = page.locator('#previous-deal .final-trick');
    await final.waitFor();
    expect(await final.locator('li .card').count()).toBe(3);
    expect(await final.locator('p').textContent()).toMatch(/^taken by /);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      expect(await seriousViolations(page)).toEqual([]);
    }
  }, 180_000);

  it('offers no Hint at a rated table, and one at an unrated table', async () => {
    const api = new GameClient(web.t.app);
    const players = [];
    for (const name of ['Ann', 'Boris', 'Vera'])
      players.push(
        (await request(web.t.app.getHttpServer()).post('/api/v1/players').send({ name })).body
          .token as string,
      );
    const game = await api.create({ rated: true }, players[0]);
    const seats: string[] = [];
    for (const [i, token] of players.entries()) {
      const joined = await request(web.t.app.getHttpServer())
        .post(`/api/v1/games/${game.id}/players`)
        .set('Authorization', `Bearer ${token}`)
        .send({ name: ['Ann', 'Boris', 'Vera'][i] })
        .expect(201);
      seats[joined.body.seat] = joined.body.token;
    }
    const seatOf = (await api.view(game.id)).deal!.turn;
    const context = await web.browser.newContext({ viewport: SIZES[1] });
    await context.addInitScript(keepSeat(game.id, seatOf, seats[seatOf]));
    const page = await context.newPage();
    await page.goto(`${web.base}/?game=${game.id}`);
    await page.locator('#actions button:not(.secondary)').first().waitFor();
    expect(await page.locator('#actions').getByRole('button', { name: 'Hint' }).count()).toBe(0);

    const z = await openSeatZero(web, {}, { viewport: SIZES[1] });
    await othersUntilSeatZero(z);
    await z.page.locator('#actions').getByRole('button', { name: 'Hint' }).waitFor();
  }, 60_000);
});

// Greyed cards need a trick led by another seat while seat 0 holds cards it may not play: random
// deals (the service's own factory), played until it happens, then read in both languages.
describe('greyed cards', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('say which rule keeps them, in English and Russian', async () => {
    const z = await openSeatZero(web, {}, { viewport: SIZES[1] });
    const { page } = z;
    await page.locator('#hand').waitFor();
    const said: Record<string, string[]> = { en: [], ru: [] };
    for (let moves = 0; moves < 200 && said.ru.length === 0; moves++) {
      const view = await othersUntilSeatZero(z);
      await page.locator(`#game[data-version="${view.version}"]`).waitFor();
      await page
        .locator('#previous-deal .dialog-actions button')
        .click({ timeout: 500 })
        .catch(() => undefined);
      const why = page.locator('#why-greyed');
      if (view.deal?.phase === 'playing' && (await why.count()) > 0) {
        for (const lang of ['en', 'ru']) {
          await chooseLanguage(page, lang);
          said[lang].push((await why.textContent()) ?? '');
          // Each greyed card points at the reason.
          const described = await page
            .locator('#hand button:disabled')
            .evaluateAll((els) => els.map((e) => e.getAttribute('aria-describedby')));
          expect(described.every((d) => d === 'why-greyed')).toBe(true);
        }
        expect(await seriousViolations(page)).toEqual([]);
        await chooseLanguage(page, 'en');
      }
      const actions = page.locator('#actions');
      const phase = view.deal?.phase;
      if (phase === 'bidding') await actions.getByRole('button', { name: /^Bid \d+$/ }).click();
      else if (phase === 'talon') await giveAnyTwo(page);
      else if (phase === 'contract')
        await actions.getByRole('button', { name: /^Announce \d+$/ }).click();
      else await page.locator('#hand button:enabled').first().click();
      await page.locator(`#game:not([data-version="${view.version}"])`).waitFor();
    }
    expect(said.en[0]).toMatch(
      /^Why some cards cannot be played: (You must follow the suit led\.|You cannot follow suit, so you must play a trump\.)/,
    );
    expect(said.ru[0]).toMatch(/^Почему некоторыми картами ходить нельзя: \S/);
    expect(said.ru[0]).not.toMatch(/[a-z]{3}/);
  }, 180_000);
});
