// Takes the README's screenshots of the web client (docs/web-lobby.png, docs/web-table.png) from a
// running service: `node web/screenshots.mjs http://127.0.0.1:3000` (Chromium at CHROMIUM_PATH,
// default /usr/bin/chromium). The table is caught mid-deal: tricks taken, a card led, the
// person to play.
import { chromium } from 'playwright-core';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const docs = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
await page.goto(`${base}/`);
await page.getByLabel('Your name').fill('Anna');
await page.getByLabel('Table name').fill('Friday table');
await page.getByLabel('Computer level').selectOption('basic');
await page.screenshot({ path: join(docs, 'web-lobby.png') });
await page.getByRole('button', { name: 'Create and sit down' }).click();
await page.locator('#hand').waitFor();

/** Bid the least, else pass, announce, give, or play the first playable card (as test/web does). */
async function move() {
  const actions = page.locator('#actions');
  for (const name of [/^Bid \d+$/, /^Pass$/, /^Announce \d+$/, /^Give the cards$/]) {
    const button = actions.getByRole('button', { name });
    if ((await button.count()) > 0 && (await button.isEnabled())) return button.click();
  }
  return page.locator('#hand button:enabled').first().click();
}

const offered = page.locator('#actions button:enabled:not(.secondary), #hand button:enabled');
for (;;) {
  await offered.first().waitFor();
  const taken = await page.locator('.last-trick').count();
  const onTable = await page.locator('.trick .played li').count();
  if (taken > 0 && onTable > 0 && (await page.locator('#hand li').count()) <= 6) break;
  const version = await page.locator('#game').getAttribute('data-version');
  await move();
  await page.locator(`#game:not([data-version="${version}"])`).waitFor();
}
await page.screenshot({ path: join(docs, 'web-table.png'), fullPage: true });
await browser.close();
