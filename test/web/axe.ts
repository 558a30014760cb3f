// axe-core on a page of the web client, for the browser specs (test/web).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The serious and critical violations axe finds on the page now, as `rule: element` lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
