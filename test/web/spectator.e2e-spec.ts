// A spectator follows three bots through a whole game in the web client: no hand and no moves,
// the score table growing deal by deal through the public stream, and the winner at the end.
// Stacked decks (test/support/stacked-factory.ts) make the game short, as in test/bots.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { StackedDeckFactory } from '../support/stacked-factory.js';
import { startWebApp, type WebApp } from './web-app.js';

describe('the web client for a spectator', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({}, { factory: new StackedDeckFactory() });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('shows a game of three bots to its winner', async () => {
    const created = await request(web.base)
      .post('/api/v1/games')
      .send({ name: 'bots' })
      .expect(201);
    const gameId: string = created.body.id;
    const page = await (await web.browser.newContext()).newPage();
    await page.goto(`${web.base}/?game=${gameId}`);
    for (const level of ['random', 'basic', 'random'])
      await request(web.base).post(`/api/v1/games/${gameId}/bots`).send({ level }).expect(201);
    await page.getByText('You are watching: this table is full.').waitFor();
    expect(await page.locator('#hand').count()).toBe(0);
    expect(await page.locator('#actions').count()).toBe(0);
    const winner = page.locator('.winner');
    await winner.waitFor({ timeout: 100_000 });
    const end = (await request(web.base).get(`/api/v1/games/${gameId}/score-table`)).body;
    const names = ['Bot (random) 1', 'Bot (basic)', 'Bot (random) 3'];
    expect(await winner.textContent()).toBe(`${names[end.winner]} wins the game!`);
    await page.locator(`#score-table tbody tr >> nth=${end.rows.length - 1}`).waitFor();
    expect(await page.locator('#score-table tbody tr').count()).toBe(end.rows.length);
  }, 120_000);
});
