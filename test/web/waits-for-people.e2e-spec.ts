// A trial left a 5 s table with Анна and two computers alone: after two timeouts she was away, the
// computers finished the deal and the game waited for her, as documented (docs/online-play.md,
// "Away seats"), while the page said "Computer 3 to move" for as long as it waited. The page now
// says that the game waits for the person to come back, and rings no seat as the one to act, in
// English and in Russian at both sizes; I'm back ends the wait.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eachWay } from './each-way.js';
import { annaWithComputers } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

const SAYS = {
  en: 'The game is waiting for you: the computers play on once you are back.',
  ru: 'Игра ждёт вас: компьютеры продолжат, когда вы вернётесь.',
};

describe('a table that waits for its people', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('says it waits for the person, not that a computer is to move', async () => {
    const { api, game, anna, context, page } = await annaWithComputers(web, {
      timeControl: { moveSeconds: 5, onTimeout: 'bot' },
    });

    // Two timeouts make her away; the computers finish that deal, and the next one waits.
    const note = page.locator('.turn-note');
    // The note itself, not the first element to say it (another one did first, under load).
    await note.filter({ hasText: SAYS.en }).waitFor({ timeout: 60_000 });
    const view = await api.view(game.id);
    expect(view.seats[anna.seat].away).toBe(true);
    expect(view.deal!.phase).toBe('bidding');
    expect(view.deal!.bids.length).toBe(1);
    await eachWay(page, async (lang, where) => {
      expect([where, await note.textContent()]).toEqual([where, SAYS[lang]]);
      // No seat is ringed as the one to act: none acts.
      expect([where, await page.locator('.seat.turn, .dock.turn').count()]).toEqual([where, 0]);
    });
    // It did wait: nothing moved meanwhile.
    expect((await api.view(game.id)).version).toBe(view.version);

    await page.getByRole('button', { name: 'I’m back' }).click();
    await page.locator('#away').waitFor({ state: 'detached' });
    expect(await page.getByText(SAYS.en).count()).toBe(0);
    await context.close();
  }, 120_000);
});
