// The headings only a screen reader hears (a player trial, task-web item 4): the moves' heading
// said "Your move" whoever was to act, and the waiting room's seats were headed «Игроков» ("of
// players") in Russian. Each is read at both sizes in both languages, axe clean.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GameClient, moveOf } from '../support/api.js';
import { eachWay } from './each-way.js';
import { keepSeat, othersUntilSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

const PLAYERS = { en: 'Players', ru: 'Игроки' };
const THEIR_MOVE = { en: (name: string) => `${name}’s move`, ru: (name: string) => `Ход: ${name}` };
const YOUR_MOVE = { en: 'Your move', ru: 'Ваш ход' };

describe('the hidden headings of the web client', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('name the players, then whose move it is', async () => {
    const api = new GameClient(web.t.app);
    const game = await api.create();
    const names = ['Anna', 'Boris', 'Vera'];
    const tokens = [(await api.join(game.id, names[0])).token];
    const context = await web.browser.newContext();
    await context.addInitScript(keepSeat(game.id, 0, tokens[0]));
    const page = await context.newPage();
    await page.goto(`${web.base}/?game=${game.id}`);
    const seatsTitle = page.locator('#seats-title');
    await seatsTitle.waitFor({ state: 'attached' });
    await eachWay(page, async (lang, where) => {
      expect([where, await seatsTitle.textContent()]).toEqual([where, PLAYERS[lang]]);
    });

    for (const name of names.slice(1)) tokens.push((await api.join(game.id, name)).token);
    let view = await api.view(game.id);
    if (view.deal!.turn === 0) {
      const res = await api.post(game.id, moveOf({ type: 'pass' }).path, tokens[0]).expect(200);
      view = res.body as typeof view;
    }
    await page.locator(`#game[data-version="${view.version}"]`).waitFor();
    const title = page.locator('#actions-title');
    const turn = names[view.deal!.turn];
    await eachWay(page, async (lang, where) => {
      expect([where, await title.textContent()]).toEqual([where, THEIR_MOVE[lang](turn)]);
    });

    view = await othersUntilSeatZero({ api, gameId: game.id, tokens, page });
    expect(view.deal?.turn).toBe(0);
    await page.locator(`#game[data-version="${view.version}"]`).waitFor();
    await eachWay(page, async (lang, where) => {
      expect([where, await title.textContent()]).toEqual([where, YOUR_MOVE[lang]]);
    });
    await context.close();
  }, 90_000);
});
