// Resuming a seat: the token is kept in the browser's storage, so a reload in the middle of a deal
// shows the same seat, hand and deal and plays on; a dropped stream reconnects (the official
// SDK's stream iterator) with Last-Event-ID the last event seen.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  createTableWithBots,
  currentDeal,
  finishDeal,
  playCards,
  playOneMove,
} from './table-page.js';
import { startWebApp, type WebApp } from './web-app.js';

const handOf = (page: Page) =>
  page
    .locator('#hand button')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));

describe('the web client resumes a deal', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('after a reload in the middle of a deal, and plays it to the end', async () => {
    const page = await web.browser.newPage();
    const gameId = await createTableWithBots(page, web.base, 'Boris');
    const deal = await playCards(page, 2);
    await page.locator('#hand button:enabled').or(page.locator('#previous-deal')).first().waitFor();
    const hand = await handOf(page);
    expect(hand.length).toBeLessThanOrEqual(6);
    await page
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .waitFor();
    const status = await page.locator('.status-bar').textContent();

    await page.reload();
    await page.locator('#hand').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('game')).toBe(gameId);
    expect(await handOf(page)).toEqual(hand);
    expect(await page.locator('.status-bar').textContent()).toBe(status);
    expect(await page.locator('[data-seat][aria-current]').count()).toBe(1);
    // The same deal plays on to its end: the six cards left, then the score row.
    const rest = await finishDeal(page);
    expect(rest.deal).toBe(deal);
    expect(rest.made.filter((kind) => kind === 'play')).toHaveLength(6);
    expect(await page.locator(`#previous-deal[data-deal="${deal}"] .score-row`).count()).toBe(3);
  });

  it('after a dropped connection: the stream resumes after the last event', async () => {
    const page = await web.browser.newPage();
    const isStream = (r: { method(): string; url(): string }) =>
      r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/stream');
    const streams: Record<string, string>[] = [];
    page.on('request', (r) => {
      if (isStream(r)) streams.push(r.headers());
    });
    await createTableWithBots(page, web.base, 'Gleb');
    const live = page.getByRole('status').filter({ hasText: /^Live$/ });
    await live.waitFor();
    // The service drops every connection, the stream's among them.
    const reopened = page.waitForRequest(isStream);
    web.t.app.getHttpServer().closeAllConnections();
    await reopened;
    await live.waitFor();
    expect(streams.length).toBeGreaterThanOrEqual(2);
    const [first, again] = [streams[0], streams[streams.length - 1]];
    expect(first['last-event-id']).toBeUndefined();
    expect(Number(again['last-event-id'])).toBeGreaterThan(0);
    expect(await playOneMove(page, await currentDeal(page))).not.toBeNull();
  });

  it('drops a stored token the service does not know, and watches as a spectator', async () => {
    const owner = await (await web.browser.newContext()).newPage();
    const gameId = await createTableWithBots(owner, web.base, 'Hanna');
    const page = await (await web.browser.newContext()).newPage();
    await page.goto(`${web.base}/`);
    const key = `thousand.seat.${gameId}`;
    const bogus = JSON.stringify({ seat: 0, token: 'A'.repeat(43) });
    await page.evaluate(`localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(bogus)})`);
    await page.goto(`${web.base}/?game=${gameId}`);
    await page.getByText('You are watching: this table is full.').waitFor();
    expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(key)})`)).toBeNull();
    expect(await page.locator('#hand').count()).toBe(0);
    await page.locator('[data-seat]').first().waitFor();
  });
});
