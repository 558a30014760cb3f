// A person plays a whole deal in the web client (served by the service at `/`) against two bots,
// clicking only moves the page offers, through to the deal's score row; the moves offered are
// exactly the seat's legalActions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTableWithBots, playOneMove, storedSeat } from './table-page.js';
import { startWebApp, type WebApp } from './web-app.js';

describe('the web client: a whole deal against two bots', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('is played by clicking offered moves only, through to the score row', async () => {
    const { base } = web;
    const page = await web.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const gameId = await createTableWithBots(page, base, 'Anna');
    const { token } = await storedSeat(page, gameId);
    const made: string[] = [];
    for (let kind = await playOneMove(page); kind !== null; kind = await playOneMove(page)) {
      made.push(kind);
      expect(made.length).toBeLessThan(40);
      // What the page offers now is what the service offers: its cards are the legal plays.
      const view = (
        await request(base).get(`/api/v1/games/${gameId}`).set('Authorization', `Bearer ${token}`)
      ).body;
      const play = view.legalActions.find((a: { type: string }) => a.type === 'play');
      if (play && (await page.locator('#hand button:enabled').count()) > 0) {
        const labels = await page
          .locator('#hand button:enabled')
          .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
        expect(labels.length).toBe(play.cards.length);
      }
    }
    const rows = page.locator('#previous-deal .score-row');
    expect(await rows.count()).toBe(3);
    expect(await page.locator('#previous-deal').textContent()).toMatch(/Deal 1 is over/);
    await page.locator('#score-table tbody tr').first().waitFor();
    expect(await page.locator('#refusal').count()).toBe(0);
    // Eight tricks: the person played a card in each.
    expect(made.filter((kind) => kind === 'play')).toHaveLength(8);
    expect(errors).toEqual([]);
    // The deal really ended in the service, with the row the page shows.
    const table = (await request(base).get(`/api/v1/games/${gameId}/score-table`)).body;
    expect(table.rows[0].deal).toBe(1);
  });
});
