// A move tried while the browser is offline (a user trial saw "Refused: TypeError: Failed to
// fetch", in English on a Russian page, still shown well after the connection came back): the page
// says the service could not be reached, in the page's language, and drops that notice once its
// event stream is live again. It does not say whether the move was sent: a read fails the same
// way (a later trial saw "nothing was sent" where nothing had been tried), and a connection that
// drops with the request on its way may have delivered it. Nor does it say it is live meanwhile.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openSeatZero, othersUntilSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

/**
 * A Russian page whose seat is to bid. The first dealer is drawn from the game's seeds (random
 * here): in about a third of the tables the others' passes leave seat 0 the contract at 100, so
 * its first turn is the talon's, with no Pass button (this spec then failed waiting for it).
 */
async function seatZeroBidding(web: WebApp) {
  for (let table = 1; ; table++) {
    const z = await openSeatZero(web, {}, {}, async (page) => {
      await page.addInitScript(`localStorage.setItem('thousand.lang', 'ru')`);
    });
    const view = await othersUntilSeatZero(z);
    if (view.deal?.phase === 'bidding') return { z, view };
    await z.page.context().close();
    if (table === 10) throw new Error('seat 0 never had a bid to make on ten tables');
  }
}

describe('a move sent with no connection', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('says the service is out of reach, in Russian, and clears once back online', async () => {
    const { z, view } = await seatZeroBidding(web);
    const pass = z.page.locator('#actions').getByRole('button', { name: /^Пас$/ });
    await pass.waitFor({ state: 'visible', timeout: 30_000 });
    const live = z.page.locator('.status-bar .live');
    await z.page.locator('.status-bar .live.live').waitFor();
    await z.page.context().setOffline(true);
    // Offline, the page no longer says it is in touch (a trial saw «На связи» beside the notice).
    await z.page.locator('.status-bar .live.reconnecting').waitFor({ timeout: 5_000 });
    expect(await live.innerText()).not.toBe('На связи');
    await pass.click();
    const notice = z.page.locator('#refusal');
    await notice.waitFor({ state: 'visible', timeout: 10_000 });
    const text = await notice.innerText();
    expect(text).toContain('Нет связи с сервисом. Повторите, когда связь вернётся.');
    expect(text).not.toMatch(/TypeError|fetch|Refused|Отказ/i);
    // Nothing reached the service.
    expect((await z.api.view(z.gameId)).version).toBe(view.version);
    await z.page.context().setOffline(false);
    await notice.waitFor({ state: 'detached', timeout: 60_000 });
    // Live again (once in about ten runs it said "Connecting" a moment after: the stream opened
    // afresh after a first one; the state it settles in is what is checked).
    await z.page.locator('.status-bar .live.live').waitFor({ timeout: 30_000 });
    await z.page.waitForTimeout(1_000);
    await z.page.locator('.status-bar .live.live').waitFor({ timeout: 30_000 });
    expect(await live.innerText()).toBe('На связи');
    await z.page.context().close();
  }, 120_000);
});
