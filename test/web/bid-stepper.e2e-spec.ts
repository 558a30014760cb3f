// The bid stepper at the lowest amount: its "−5" is disabled and must look it, unlike "+5" (a user
// trial at phone size could not tell them apart: the steps' white background hid the disabled one).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openSeatZero, othersUntilSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

describe('the bid stepper', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('shows a step it cannot take as disabled', async () => {
    for (let table = 1; ; table++) {
      const z = await openSeatZero(web);
      const view = await othersUntilSeatZero(z);
      if (view.deal?.phase !== 'bidding') {
        // The others' passes left seat 0 the contract: no bid to make at this table.
        await z.page.context().close();
        expect(table).toBeLessThan(10);
        continue;
      }
      const steps = z.page.locator('#actions .stepper button.step');
      await steps.first().waitFor();
      const [lower, higher] = [steps.nth(0), steps.nth(1)];
      expect(await lower.isDisabled()).toBe(true);
      expect(await higher.isEnabled()).toBe(true);
      // A string, run in the page: this spec is type-checked without the DOM's types.
      const background = (i: number) =>
        z.page.evaluate(
          `getComputedStyle(document.querySelectorAll('#actions .stepper button.step')[${i}]).backgroundColor`,
        );
      expect(await background(0)).not.toBe(await background(1));
      await z.page.context().close();
      return;
    }
  }, 120_000);
});
