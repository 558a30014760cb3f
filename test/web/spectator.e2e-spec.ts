// A spectator follows a whole game in the web client: a person (played here through the API) and
// two bots, with no hand and no moves on the page, the score table growing deal by deal through the
// public stream, and the winner at the end. Stacked decks deal the person the strong hand every
// deal (test/support/stacked-factory.ts), so the game is short, as in test/bots.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { GameClient, offered, testRng, type GameView } from '../support/api.js';
import { StackedDeckFactory, stackedPolicy } from '../support/stacked-factory.js';
import { startWebApp, type WebApp } from './web-app.js';

describe('the web client for a spectator', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({}, { factory: new StackedDeckFactory() });
  });
  afterAll(async () => {
    await web?.close();
  });

  /** The game's public view once it is the person's turn (seat 0) or the game is over. */
  async function personToMove(api: GameClient, gameId: string): Promise<GameView> {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const view = await api.view(gameId);
      if (view.status !== 'playing' || view.deal?.turn === 0) return view;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the bots did not move');
  }

  it('shows a game of a person and two bots to its winner', async () => {
    const api = new GameClient(web.t.app);
    const game = await api.create({ name: 'to watch' });
    const me = await api.join(game.id, 'Human');
    const page = await (await web.browser.newContext()).newPage();
    await page.goto(`${web.base}/?game=${game.id}`);
    for (const level of ['basic', 'basic'])
      await request(web.base).post(`/api/v1/games/${game.id}/bots`).send({ level }).expect(201);
    await page.getByText('You are watching: this table is full.').waitFor();
    expect(await page.locator('#hand').count()).toBe(0);
    expect(await page.locator('#actions').count()).toBe(0);

    const rng = testRng(8);
    for (let view = await personToMove(api, game.id); view.status === 'playing';) {
      const mine = await api.view(game.id, me.token);
      // A bot may bid past what the strong hand would: then the person can only pass.
      const passOnly = !offered(mine.legalActions, 'bid') && offered(mine.legalActions, 'pass');
      const move = passOnly ? { path: 'passes' } : stackedPolicy(0, mine, rng);
      expect((await api.post(game.id, move.path, me.token, move.body)).status).toBe(200);
      view = await personToMove(api, game.id);
    }

    const winner = page.locator('.winner');
    await winner.waitFor();
    const end = (await request(web.base).get(`/api/v1/games/${game.id}/score-table`)).body;
    const names = ['Human', 'Bot (basic) 2', 'Bot (basic) 3'];
    expect(await winner.textContent()).toBe(`${names[end.winner]} wins the game!`);
    // The finished game's result holds the whole score table (issue 48: its own id, #final-scores).
    await page.locator(`#final-scores tbody tr >> nth=${end.rows.length - 1}`).waitFor();
    expect(await page.locator('#final-scores tbody tr').count()).toBe(end.rows.length);
  }, 240_000);
});
