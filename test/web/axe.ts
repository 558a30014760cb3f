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

/** Puts axe into the page's document unless it is there. */
async function loadAxe(page: Page): Promise<void> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
}

/** The serious and critical violations axe finds on the page now, as `rule: element` lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await loadAxe(page);
  const options = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };
  const results = (await page.evaluate(
    `window.axe.run(document, ${JSON.stringify(options)})`,
  )) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** What textContrasts needs of axe in the page: its colour helpers (axe.commons.color). */
interface AxeColours {
  setup(node: unknown): void;
  teardown(): void;
  commons: {
    color: {
      getBackgroundColor(el: unknown, bgElms: unknown[]): unknown;
      getForegroundColor(el: unknown, noScroll: boolean, bg: unknown): unknown;
      getContrast(bg: unknown, fg: unknown): number | null;
    };
  };
}

/**
 * The contrast of each `selector` element's text with what lies behind it, as axe's color-contrast
 * rule works it out (the element's colours flattened with its and its ancestors' opacity and the
 * backgrounds under it). The rule itself leaves disabled controls out (WCAG exempts an inactive
 * component's text), so a spec asks here for the controls a page greys on purpose and means to be
 * read (the cards of the hand that cannot be played now). null: axe could not tell (an image
 * behind the text), or a CSS filter, which axe does not count, changes the colours.
 */
export async function textContrasts(page: Page, selector: string): Promise<(number | null)[]> {
  await loadAxe(page);
  return page.locator(selector).evaluateAll((els) => {
    const view = els[0]?.ownerDocument.defaultView;
    if (!view) return [];
    const axe = (view as unknown as { axe: AxeColours }).axe;
    const filtered = (el: (typeof els)[number] | null): boolean =>
      el !== null && (view.getComputedStyle(el).filter !== 'none' || filtered(el.parentElement));
    axe.setup(view.document);
    try {
      return els.map((el) => {
        if (filtered(el)) return null;
        const { color } = axe.commons;
        const bg = color.getBackgroundColor(el, []);
        const ratio = color.getContrast(bg, color.getForegroundColor(el, false, bg));
        return ratio === null ? null : Math.round(ratio * 100) / 100;
      });
    } finally {
      axe.teardown();
    }
  });
}
