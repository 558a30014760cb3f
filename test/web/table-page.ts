// What a person does in the web client, as the browser specs (test/web) do it: open a table with
// bots from the lobby, then click offered moves only, one at a time.
import type { Locator, Page } from 'playwright-core';

/** Fills the lobby's form and sits down at a new table with two bots; answers the game id. */
export async function createTableWithBots(page: Page, base: string, me: string, level = 'basic') {
  await page.goto(`${base}/`);
  await page.getByLabel('Your name').fill(me);
  await page.getByLabel('Table name').fill(`${me}'s table`);
  await page.getByLabel('Computer players').selectOption('2');
  await page.getByLabel('Computer level').selectOption(level);
  await page.getByRole('button', { name: 'Create and sit down' }).click();
  await page.locator('#hand').waitFor();
  const gameId = new URL(page.url()).searchParams.get('game');
  if (!gameId) throw new Error(`no game in ${page.url()}`);
  return gameId;
}

/**
 * The moves the page offers now: its action buttons (not the hint or a stepper's steps), the
 * cards to give, and its enabled cards.
 */
export const offeredMoves = (page: Page): Locator =>
  page.locator(
    '#actions button:enabled:not(.secondary):not(.step), #actions fieldset.give, #hand button:enabled',
  );

/**
 * The offered move that takes the person into the tricks: bid the least (so that the bidding ends
 * with a contract somebody plays rather than a surrender), else pass, announce the least, give the
 * preselected cards, or play the first playable card.
 */
async function chosenMove(page: Page): Promise<[string, Locator]> {
  const actions = page.locator('#actions');
  const named: [string, RegExp][] = [
    ['bid', /^Bid \d+$/],
    ['pass', /^Pass$/],
    ['contract', /^Announce \d+$/],
    ['give', /^Give the cards$/],
  ];
  for (const [kind, name] of named) {
    const button = actions.getByRole('button', { name });
    // Give starts disabled: nothing is picked until the person picks (giveAnyTwo).
    if ((await button.count()) > 0 && (kind === 'give' || (await button.isEnabled())))
      return [kind, button];
  }
  return ['play', page.locator('#hand button:enabled').first()];
}

/** Gives the declarer's two cards: the first two of the pickers' list, one to each opponent. */
export async function giveAnyTwo(page: Page): Promise<void> {
  const give = page.locator('#actions fieldset.give');
  const selects = give.locator('select');
  await selects.first().waitFor();
  const cards = await selects
    .first()
    .locator('option')
    .evaluateAll((options) => options.map((o) => o.getAttribute('value') ?? ''));
  const [first, second] = cards.filter((card) => card !== '');
  await selects.nth(0).selectOption(first);
  await selects.nth(1).selectOption(second);
  await give.getByRole('button', { name: 'Give the cards' }).click();
}

/**
 * Makes seat 0's move of `phase` on the page (the lowest bid, or Pass where offered when `pass`;
 * any two cards given; the lowest contract; the first playable card) and waits until the page
 * shows the game past `version`.
 */
export async function movePhase(
  page: Page,
  phase: string,
  version: number,
  { pass = false } = {},
): Promise<void> {
  const actions = page.locator('#actions');
  const passing = actions.getByRole('button', { name: /^Pass$/ });
  if (phase === 'bidding' && pass && (await passing.count()) > 0) await passing.click();
  else if (phase === 'bidding') await actions.getByRole('button', { name: /^Bid \d+$/ }).click();
  else if (phase === 'talon') await giveAnyTwo(page);
  else if (phase === 'contract')
    await actions.getByRole('button', { name: /^Announce \d+$/ }).click();
  else await page.locator('#hand button:enabled').first().click();
  await page.locator(`#game:not([data-version="${version}"])`).waitFor();
}

/** The number of the deal on the table now. */
export async function currentDeal(page: Page): Promise<number> {
  return Number(await page.locator('#game').getAttribute('data-deal'));
}

/**
 * Waits until a move is offered or deal `deal` is over (its score row shown); makes the move and
 * waits for the page to show the service's answer. Answers the kind of move made, or null once
 * the deal is over.
 */
export async function playOneMove(page: Page, deal: number): Promise<string | null> {
  const over = page.locator(`#previous-deal[data-deal="${deal}"]`);
  await over.or(offeredMoves(page)).first().waitFor({ timeout: 30_000 });
  if (await over.isVisible()) return null;
  const version = await page.locator('#game').getAttribute('data-version');
  const [kind, move] = await chosenMove(page);
  if (kind === 'give') await giveAnyTwo(page);
  else await move.click();
  await page.locator(`#game:not([data-version="${version}"])`).waitFor({ timeout: 10_000 });
  return kind;
}

/**
 * Plays the current deal to its score row, calling `check` after each move; answers the deal's
 * number and the kinds of move made.
 */
export async function finishDeal(
  page: Page,
  check: () => Promise<void> = async () => undefined,
): Promise<{ deal: number; made: string[] }> {
  const deal = await currentDeal(page);
  const made: string[] = [];
  for (
    let kind = await playOneMove(page, deal);
    kind !== null;
    kind = await playOneMove(page, deal)
  ) {
    made.push(kind);
    await check();
  }
  return { deal, made };
}

/**
 * Plays until the person has played `cards` cards in one deal, on into the next deal when one ends
 * sooner (a surrender or a four-nines redeal); answers that deal's number.
 */
export async function playCards(page: Page, cards: number): Promise<number> {
  for (;;) {
    const deal = await currentDeal(page);
    let played = 0;
    for (
      let kind = await playOneMove(page, deal);
      kind !== null;
      kind = await playOneMove(page, deal)
    )
      if (kind === 'play' && ++played === cards) return deal;
  }
}

/** The seat token the page keeps for a game (web/src/storage.ts). */
export async function storedSeat(
  page: Page,
  gameId: string,
): Promise<{ seat: number; token: string }> {
  const raw = await page.evaluate(`localStorage.getItem('thousand.seat.${gameId}')`);
  if (typeof raw !== 'string') throw new Error('no seat stored');
  return JSON.parse(raw);
}
