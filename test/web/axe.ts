// axe-core (the version pinned in package.json) on a page of the web client, for the browser specs
// (test/web): the rules axe runs by default and its experimental ones. The script is put into the
// page once per document (evaluated, as the page's CSP allows no injected script tag) and run
// there as often as a spec asks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

/** The serious and critical violations axe finds on the page now, as `rule: element` lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const options = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };
  const results = (await page.evaluate(
    `window.axe.run(document, ${JSON.stringify(options)})`,
  )) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
