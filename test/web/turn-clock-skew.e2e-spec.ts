// A trial set the device's clock 60 s slow on a 30 s table: the page said "86 s left" with 25 s
// really left, counting the view's `deal.deadline` (the service's time) from the device's clock.
// The page now counts in the service's time, heard from its answers' `Date` (web/src/server-clock.ts):
// with the page's clock a minute slow, and then a minute fast, it shows the seconds really left.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

/** How far the page's count may be from the time really left: whole seconds, and a read's delay. */
const WITHIN_S = 2;

describe('the turn clock on a device whose clock is off', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  for (const skew of [-60_000, 60_000]) {
    it(`shows the seconds really left with the device's clock ${skew / 1000} s off`, async () => {
      const timeControl = { moveSeconds: 30, onTimeout: 'bot' };
      const z = await openSeatZero(web, { timeControl }, {}, (page) =>
        page.clock.install({ time: Date.now() + skew }),
      );
      const countdown = z.page.locator('.countdown');
      await countdown.waitFor();
      const deadline = (await z.api.view(z.gameId)).deal!.deadline!;
      expect(await countdown.getAttribute('data-deadline')).toBe(deadline);
      // The first answers may still be on their way: the count settles within a few seconds.
      let gap = Infinity;
      for (let i = 0; i < 25 && gap > WITHIN_S; i++) {
        const shown = Number(/(\d+) s left/.exec((await countdown.textContent()) ?? '')?.[1]);
        gap = Math.abs(shown - (Date.parse(deadline) - Date.now()) / 1000);
        if (gap > WITHIN_S) await z.page.waitForTimeout(200);
      }
      expect(gap).toBeLessThanOrEqual(WITHIN_S);
      await z.page.context().close();
    }, 60_000);
  }
});
