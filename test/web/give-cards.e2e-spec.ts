// Issue 26, giving cards: the declarer picks a card for each opponent from lists that start empty
// (nothing pre-selected, Give disabled), and a card picked for one opponent cannot be picked for the
// other (no silent swap); the service receives exactly the cards picked.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { othersUntilSeatZero, openSeatZero, pastVersion } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

describe('giving the two cards in the web client', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('starts with nothing picked and never swaps a pick silently', async () => {
    const z = await openSeatZero(web);
    const { page } = z;
    let view = await othersUntilSeatZero(z);
    await page.locator(`#game[data-version="${view.version}"]`).waitFor();
    // (The opener, when the others pass, declares at 100 without a bid of its own.)
    if (view.deal?.phase === 'bidding') {
      await page.getByRole('button', { name: /^Bid \d+$/ }).click();
      // The page's bid must have landed before the others move: else seat 0 still has the turn.
      await pastVersion(z, view.version);
      view = await othersUntilSeatZero(z);
    }
    expect(view.deal?.phase).toBe('talon');
    const give = page.locator('#actions fieldset.give');
    await give.waitFor();
    const selects = give.locator('select');
    expect(await selects.count()).toBe(2);
    const [first, second] = [selects.nth(0), selects.nth(1)];
    expect([await first.inputValue(), await second.inputValue()]).toEqual(['', '']);
    const giveButton = give.getByRole('button', { name: 'Give the cards' });
    expect(await giveButton.isDisabled()).toBe(true);

    const cards = await first
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.getAttribute('value') ?? ''));
    const [x, y] = cards.filter((c) => c !== '');
    await first.selectOption(x);
    expect(await giveButton.isDisabled()).toBe(true);
    // The card picked for the first opponent is not offered to the second.
    expect(await second.locator(`option[value="${x}"]`).isDisabled()).toBe(true);
    await second.selectOption(y);
    expect(await first.locator(`option[value="${y}"]`).isDisabled()).toBe(true);
    expect([await first.inputValue(), await second.inputValue()]).toEqual([x, y]);

    const mine = await z.api.view(z.gameId, z.tokens[0]);
    const offered = mine.legalActions.find((a) => a.type === 'give');
    const toSeats = offered?.type === 'give' ? offered.toSeats : [];
    await giveButton.click();
    await page.locator('#actions fieldset.give').waitFor({ state: 'detached' });
    const after = await z.api.view(z.gameId, z.tokens[0]);
    expect(after.deal?.given).toEqual([
      { toSeat: toSeats[0], card: x },
      { toSeat: toSeats[1], card: y },
    ]);
  }, 60_000);
});
