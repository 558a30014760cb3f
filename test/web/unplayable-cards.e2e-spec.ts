// An outside trial: the hand's cards that cannot be played now were faded over the felt, and the
// red ones were hard to read (axe's contrast rule leaves disabled controls out, so no spec saw it).
// Greyed cards of both colours are read here at 4.5:1 at least (WCAG AA for text of a phone's card
// size), by axe's own colour arithmetic, and still look unlike a card to play: at 1280×800 and
// 390×844, in English and in Russian, axe clean in each.
//
// The deal is stacked (test/support/stacked-factory.ts): the page sits at seat 1, whose hand is
// six black cards and the jack of hearts, all of them greyed during the auction.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GameClient } from '../support/api.js';
import { StackedDeckFactory } from '../support/stacked-factory.js';
import { textContrasts } from './axe.js';
import { eachWay } from './each-way.js';
import { keepSeat } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

/** WCAG 2 AA, 1.4.3: text below 18.66px bold (a card's face on a phone is 16.8px). */
const AA = 4.5;

describe('the cards of the hand that cannot be played now', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({}, { factory: new StackedDeckFactory() });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('are greyed, red and black alike, and their faces read at 4.5:1', async () => {
    const api = new GameClient(web.t.app);
    const { gameId, tokens } = await api.startGame();
    expect((await api.view(gameId)).deal!.phase).toBe('bidding');
    const context = await web.browser.newContext();
    await context.addInitScript(keepSeat(gameId, 1, tokens[1]));
    const page = await context.newPage();
    await page.goto(`${web.base}/?game=${gameId}`);
    const greyed = page.locator('#hand button.card:disabled');
    await greyed.nth(6).waitFor();
    expect(await page.locator('#hand button.card:enabled').count()).toBe(0);
    expect(await page.locator('#hand button.card.red:disabled').count()).toBe(1);
    await eachWay(page, async (_lang, where) => {
      const ratios = await textContrasts(page, '#hand button.card:disabled');
      expect([where, ratios.length, ratios.filter((r) => r === null || r < AA)]).toEqual([
        where,
        7,
        [],
      ]);
      // Unlike a card to play: not on the paper of a card's face.
      const [card, paper] = await greyed.first().evaluate((el) => {
        const doc = el.ownerDocument;
        const face = doc.createElement('span');
        face.className = 'card';
        doc.body.append(face);
        const style = (e: typeof el) => doc.defaultView!.getComputedStyle(e).backgroundColor;
        const colours = [style(el), style(face)];
        face.remove();
        return colours;
      });
      expect([where, card === paper]).toEqual([where, false]);
    });
    await context.close();
  });
});
