// A trial cancelled its own waiting table (the page leaves its seat) and found it still listed in
// the lobby, "0 of 3 seats taken", for the day a waiting game lasts. The lobby lists only tables
// someone sits at.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { GameClient } from '../support/api.js';
import { startWebApp, type WebApp } from './web-app.js';

describe('the lobby’s waiting tables', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('lists a table someone sits at, and not one left empty', async () => {
    const api = new GameClient(web.t.app);
    const tag = randomUUID().slice(0, 8);
    const cancelled = await api.create({ name: `Cancelled ${tag}` });
    const anna = await api.join(cancelled.id, 'Anna');
    await api.post(cancelled.id, 'leave', anna.token).expect(200);
    const open = await api.create({ name: `Open ${tag}` });
    await api.join(open.id, 'Boris');

    const page = await (await web.browser.newContext()).newPage();
    await page.goto(`${web.base}/`);
    const waiting = page.getByRole('region', { name: 'Tables waiting for players' });
    await waiting.getByRole('link', { name: `Open ${tag}` }).waitFor();
    expect(await waiting.getByRole('link', { name: `Cancelled ${tag}` }).count()).toBe(0);
    await page.context().close();
  });
});
