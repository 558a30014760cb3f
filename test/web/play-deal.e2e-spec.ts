// A person plays a whole deal in the web client (served by the service at `/`) against two bots,
// clicking only moves the page offers, through to the deal's score row; the moves offered are
// exactly the seat's legalActions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTableWithBots, finishDeal, offeredMoves, storedSeat } from './table-page.js';
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
    // Script errors and console errors (a CSP violation is reported there) fail the test.
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    const gameId = await createTableWithBots(page, base, 'Anna');
    const { token } = await storedSeat(page, gameId);
    // What the page offers is what the service offers: its enabled cards are the legal plays,
    // checked whenever the page and the service agree on the version.
    let checked = 0;
    const version = async () => Number(await page.locator('#game').getAttribute('data-version'));
    const offersOnlyLegalCards = async () => {
      // Compared while the person is to move, when nothing else moves: right after the person's
      // move the bots (no pace here) move on while the page and the service are being read.
      await offeredMoves(page)
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      const shown = await version();
      const enabled = await page
        .locator('#hand button:enabled')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
      const view = (
        await request(base).get(`/api/v1/games/${gameId}`).set('Authorization', `Bearer ${token}`)
      ).body;
      if ((await version()) !== shown || view.version !== shown) return;
      const play = view.legalActions.find((a: { type: string }) => a.type === 'play');
      expect(enabled).toHaveLength(play ? play.cards.length : 0);
      checked++;
    };
    const plays = (made: string[]) => made.filter((kind) => kind === 'play').length;
    let { deal, made } = await finishDeal(page, offersOnlyLegalCards);
    // A deal a bot surrendered or redealt before the tricks is no whole deal: play on to the next.
    for (let more = 0; more < 3 && plays(made) < 8; more++)
      ({ deal, made } = await finishDeal(page, offersOnlyLegalCards));
    // Eight tricks: the person played a card in each.
    expect(plays(made)).toBe(8);
    expect(checked).toBeGreaterThan(0);
    const previous = page.locator(`#previous-deal[data-deal="${deal}"]`);
    expect(await previous.locator('.score-row').count()).toBe(3);
    expect(await previous.textContent()).toMatch(new RegExp(`Deal ${deal} is over`));
    // Until closed it is there after a reload too; once closed, a reload does not bring it back
    // over the next deal's table (a user trial at phone size: it hid the opponents' bids).
    await page.reload();
    await previous.waitFor();
    // A keyboard user is never left on the page's body (a trial was, a tab walk away from
    // Continue): the dialog takes the focus unless the next deal's turn has it (maybe a field of
    // the cards to give, where Escape stays the field's); on the dialog, Escape closes it.
    await page.waitForFunction(
      'document.activeElement !== null && document.activeElement !== document.body',
    );
    await previous.focus();
    await page.keyboard.press('Escape');
    await previous.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('#game[data-version]').waitFor();
    expect(await page.locator('#previous-deal').count()).toBe(0);
    // The score table is a drawer: opened, it has the deal's row.
    await page.getByRole('button', { name: 'Score table' }).click();
    await page.locator('#score-table tbody tr').first().waitFor();
    expect(await page.locator('#refusal').count()).toBe(0);
    expect(errors).toEqual([]);
    // The deal really ended in the service, with the row the page shows.
    const table = (await request(base).get(`/api/v1/games/${gameId}/score-table`)).body;
    expect(table.rows.at(-1).deal).toBe(deal);
  });
});
