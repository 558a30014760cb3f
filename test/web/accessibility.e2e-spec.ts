// The web client with a keyboard and a screen reader: axe-core finds no serious or critical
// violation on the lobby or the table; cards are buttons named like "10♥ ten of hearts" (in Russian
// "10♥ десятка червей"); a card can be played with Tab and Enter alone.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seriousViolations } from './axe.js';
import { createTableWithBots, currentDeal, playCards, playOneMove } from './table-page.js';
import { startWebApp, type WebApp } from './web-app.js';

// A card's name holds its face (what the button shows), then says it in words.
const CARD_NAME =
  /^(9|J|Q|K|10|A)[♠♣♦♥] (nine|jack|queen|king|ten|ace) of (spades|clubs|diamonds|hearts)$/;
// Russian faces read В Д К Т (issue 48); the spoken name follows the face.
const CARD_NAME_RU =
  /^(9|В|Д|К|10|Т)[♠♣♦♥] (девятка|валет|дама|король|десятка|туз) (пик|треф|бубен|червей)$/;

describe('the web client for keyboard and screen reader users', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('has no serious or critical axe violation on the lobby or on a table mid-deal', async () => {
    const page = await (await web.browser.newContext()).newPage();
    await page.goto(`${web.base}/`);
    await page.getByRole('heading', { name: 'Tables waiting for players' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await createTableWithBots(page, web.base, 'Dora');
    expect(await seriousViolations(page)).toEqual([]);
    await playCards(page, 3);
    await page.locator('#hand button:enabled').first().waitFor();
    expect(await page.locator('.trick-area').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('names every card, in English and in Russian, and plays one with the keyboard', async () => {
    const page = await (await web.browser.newContext()).newPage();
    await createTableWithBots(page, web.base, 'Egor');
    const names = () =>
      page
        .locator('#hand button')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect((await names()).length).toBeGreaterThanOrEqual(7);
    for (const name of await names()) expect(name).toMatch(CARD_NAME);

    await page.getByLabel('Language').selectOption('ru');
    await page.locator('html[lang="ru"]').waitFor({ state: 'attached' });
    for (const name of await names()) expect(name).toMatch(CARD_NAME_RU);
    await page.getByLabel('Язык').selectOption('en');

    // Through the auction and the talon to a card of the person's own, by mouse.
    while ((await page.locator('#hand button:enabled').count()) === 0)
      await playOneMove(page, await currentDeal(page));
    const card = page.locator('#hand button:enabled').first();
    const label = await card.getAttribute('aria-label');
    // Then by keyboard only: Tab from the hint button (the last control before the hand) to it.
    await page.getByRole('button', { name: 'Hint' }).focus();
    for (
      let i = 0;
      i < 12 && (await card.evaluate((c) => c !== c.ownerDocument.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    expect(await card.evaluate((c) => c === c.ownerDocument.activeElement)).toBe(true);
    const before = await page.locator('#game').getAttribute('data-version');
    await page.keyboard.press('Enter');
    await page.locator(`#game:not([data-version="${before}"])`).waitFor();
    expect(await page.locator(`#hand button[aria-label="${label}"]`).count()).toBe(0);
    // The next turn gives the focus back to an offered move: Enter alone plays on.
    const focusedMove = page.locator('#actions :focus, #hand :focus');
    await focusedMove.waitFor({ timeout: 30_000 });
    const again = await page.locator('#game').getAttribute('data-version');
    await page.keyboard.press('Enter');
    await page.locator(`#game:not([data-version="${again}"])`).waitFor();
  });
});
