// Takes the README's screenshots of the web client from a running service:
// `node web/screenshots.mjs http://127.0.0.1:3000` (Chromium at CHROMIUM_PATH, default
// /usr/bin/chromium). Into docs/: web-{desktop,phone}-{en,ru}-{lobby,auction,trick,last-trick,
// deal-over,scores,finished}.png, a person against two computers: the lobby, the auction at the
// person's turn, a trick on the table mid-deal, the last trick on review, the end-of-deal dialog,
// the score table's drawer, and a finished game (three people played to the end through the API).
import { chromium } from 'playwright-core';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const docs = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: SIZES.desktop });

/** The current screen in both languages at both sizes, as docs/web-<size>-<lang>-<name>.png. */
async function shoot(name) {
  for (const lang of ['en', 'ru']) {
    await page.locator('.top select').selectOption(lang);
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(150);
      await page.screenshot({ path: join(docs, `web-${size}-${lang}-${name}.png`) });
    }
  }
  await page.locator('.top select').selectOption('en');
  await page.setViewportSize(SIZES.desktop);
}

// A table waiting for players, so that the lobby lists one.
const created = await page.request.post(`${base}/api/v1/games`, { data: { name: 'Friday table' } });
const waiting = await created.json();
await page.request.post(`${base}/api/v1/games/${waiting.id}/players`, { data: { name: 'Boris' } });
await page.goto(`${base}/`);
await page.evaluate("localStorage.setItem('thousand.name', 'Anna')");
await page.reload();
await page.getByRole('link', { name: 'Friday table' }).first().waitFor();

await page.getByRole('button', { name: 'Play against the computer' }).click();
await page.locator('#hand').waitFor();

/** Bid the least, else pass, announce, give two cards, or play the first playable card. */
async function move() {
  const actions = page.locator('#actions');
  for (const name of [/^Bid \d+$/, /^Pass$/, /^Announce \d+$/]) {
    const button = actions.getByRole('button', { name });
    if ((await button.count()) > 0 && (await button.isEnabled())) return button.click();
  }
  const give = actions.locator('fieldset.give');
  if ((await give.count()) > 0) {
    const selects = give.locator('select');
    const cards = await selects
      .first()
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.getAttribute('value') ?? ''));
    const [first, second] = cards.filter((card) => card !== '');
    await selects.nth(0).selectOption(first);
    await selects.nth(1).selectOption(second);
    return give.getByRole('button', { name: 'Give the cards' }).click();
  }
  return page.locator('#hand button:enabled').first().click();
}

const offered = page.locator(
  '#actions button:enabled:not(.secondary):not(.step), #hand button:enabled, #actions fieldset.give',
);
const shot = new Set();
while (shot.size < 4) {
  await offered.first().waitFor({ timeout: 60_000 });
  const bidding = await page.getByRole('button', { name: /^Bid \d+$/ }).count();
  const onTable = await page.locator('.trick-area .slot').count();
  const hand = await page.locator('#hand li').count();
  const over = await page.locator('#previous-deal').count();
  let name = null;
  if (!shot.has('auction') && bidding > 0) name = 'auction';
  else if (!shot.has('trick') && onTable >= 1 && hand <= 6) name = 'trick';
  else if (!shot.has('deal-over') && over > 0) name = 'deal-over';
  if (name) {
    shot.add(name);
    await shoot(name);
  }
  const reviewable = await page.locator('button.last-trick').count();
  if (!shot.has('last-trick') && reviewable > 0 && over === 0) {
    shot.add('last-trick');
    await page.locator('button.last-trick').click();
    await shoot('last-trick');
    await page.locator('button.last-trick').click();
  }
  if (shot.size === 4) break;
  const version = await page.locator('#game').getAttribute('data-version');
  await move();
  await page.locator(`#game:not([data-version="${version}"])`).waitFor();
}
// The score table's drawer, after the deal that was shot.
await page.locator('#previous-deal .dialog-actions button').click();
await page.locator('.status-bar button', { hasText: 'Score table' }).click();
await page.locator('dialog.drawer[open] #score-table').waitFor();
await shootDrawer();

/** The drawer in both languages at both sizes (the language is chosen with it closed). */
async function shootDrawer() {
  for (const lang of ['en', 'ru']) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.keyboard.press('Escape');
      await page.locator('.top select').selectOption(lang);
      await page.setViewportSize(viewport);
      await page.locator('.status-bar button.secondary').first().click();
      await page.locator('dialog.drawer[open] #score-table').waitFor();
      await page.waitForTimeout(150);
      await page.screenshot({ path: join(docs, `web-${size}-${lang}-scores.png`) });
    }
  }
  await page.keyboard.press('Escape');
  await page.locator('.top select').selectOption('en');
  await page.setViewportSize(SIZES.desktop);
}

/**
 * A game of a person and two computers played to its end, the person making the hint's move each
 * turn (GET /hint); answers its id and the person's token.
 */
async function finishedGame() {
  const game = await (
    await page.request.post(`${base}/api/v1/games`, { data: { name: 'Sunday game', botPaceMs: 0 } })
  ).json();
  const anna = await (
    await page.request.post(`${base}/api/v1/games/${game.id}/players`, { data: { name: 'Anna' } })
  ).json();
  for (const level of ['basic', 'strong'])
    await page.request.post(`${base}/api/v1/games/${game.id}/bots`, { data: { level } });
  const headers = { Authorization: `Bearer ${anna.token}` };
  const url = `${base}/api/v1/games/${game.id}`;
  for (let moves = 0; moves < 3000; moves++) {
    const view = await (await page.request.get(url, { headers })).json();
    if (view.status !== 'playing') break;
    if (view.legalActions.length === 0) {
      await page.waitForTimeout(20);
      continue;
    }
    const hint = await (await page.request.get(`${url}/hint`, { headers })).json();
    await page.request.post(`${url}/actions`, { headers, data: hint.action });
  }
  return { id: game.id, token: anna.token, seat: anna.seat };
}

const finished = await finishedGame();
const seatKey = JSON.stringify(`thousand.seat.${finished.id}`);
const seatValue = JSON.stringify(JSON.stringify({ seat: finished.seat, token: finished.token }));
await page.evaluate(`localStorage.setItem(${seatKey}, ${seatValue})`);
await page.goto(`${base}/?game=${finished.id}`);
await page.locator('#game-result #final-scores tbody tr').first().waitFor();
await shoot('finished');

// The lobby last, where "Your tables" lists the table just played.
await page.goto(`${base}/`);
await page.locator('#lobby .games a').nth(1).waitFor();
await shoot('lobby');
await browser.close();
