// An outside player's trial of the lobby's form on a phone (390×844, Russian): the name fields
// took more than the service accepts, and a refused table was told under the button, off the
// screen, so nothing seemed to happen; the turn clock's fieldset ran past the form's edge, and it
// held "Закрытый стол", which is not about time.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { chooseLanguage } from './each-way.js';
import { startWebApp, type WebApp } from './web-app.js';

const PHONE = { width: 390, height: 844 };

async function lobbyOnPhone(web: WebApp): Promise<Page> {
  const page = await (await web.browser.newContext({ viewport: PHONE })).newPage();
  await page.goto(`${web.base}/`);
  await chooseLanguage(page, 'ru');
  return page;
}

describe('the lobby’s form on a phone', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('takes the names the service takes, and shows a refusal naming its field', async () => {
    const page = await lobbyOnPhone(web);
    const form = page.locator('section[aria-labelledby="create-title"] form');
    // The service's limits: src/features/games/dto/requests.dto.ts, 1-40 for both.
    expect(await form.locator('input[name="table"]').getAttribute('maxlength')).toBe('40');
    expect(await form.locator('input[name="me"]').getAttribute('maxlength')).toBe('40');
    await form.locator('input[name="me"]').fill('Анна');
    // Nothing visible, which trim() keeps and the service refuses.
    await form.locator('input[name="table"]').fill('\u200b');
    await form.locator('button[type="submit"]').click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Название стола/);
    const inView = `(() => {
      const r = document.querySelector('#create-title ~ form [role="alert"]')?.getBoundingClientRect();
      return r !== undefined && r.top >= 0 && r.bottom <= innerHeight;
    })()`;
    await page.waitForFunction(inView, undefined, { timeout: 3000 });
    await page.context().close();
  });

  it('fits the turn clock at 390 and 320 px wide, the private table outside it', async () => {
    const page = await lobbyOnPhone(web);
    const form = page.locator('section[aria-labelledby="create-title"] form');
    await form.locator('input[name="untimed"]').uncheck();
    const clock = form.locator('fieldset.online');
    await clock.locator('input[name="moveSeconds"]').waitFor();
    expect(await clock.locator('input[name="private"]').count()).toBe(0);
    expect(await form.locator('input[name="private"]').count()).toBe(1);
    for (const width of [390, 320]) {
      await page.setViewportSize({ ...PHONE, width });
      // The form's content box: its right edge less its padding.
      const edge = await form.evaluate((f) => {
        const r = f.getBoundingClientRect();
        const pad = f.ownerDocument.defaultView?.getComputedStyle(f).paddingRight ?? '0';
        return r.right - parseFloat(pad);
      });
      const rights = await clock
        .locator('xpath=self::* | .//input | .//select')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
      // Pixels past the form's content, and of the form past the screen: none at either width.
      const over = Math.max(0, Math.round(Math.max(...rights) - edge));
      const past = Math.max(0, Math.round(edge - width));
      expect({ width, over, past }).toEqual({ width, over: 0, past: 0 });
    }
    await page.context().close();
  });
});
