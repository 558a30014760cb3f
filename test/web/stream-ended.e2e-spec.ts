// A review: the SDK takes a game stream whose last message was any seat's player_left, then
// dropped, as over, and the page stopped following a game that went on (still saying Live, its
// reads off). The page now opens the stream again while the game is not over.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { moveOf } from '../support/api.js';
import { openSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

describe('a game stream the SDK ends while the game goes on', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('is opened again, and the page follows the game', async () => {
    let opened = 0;
    // The first stream: the game's view, then another seat's player_left, then the end.
    const cut = async (page: Page, gameId: string) => {
      await page.route(
        (url) => url.pathname === `/api/v1/games/${gameId}/stream`,
        async (route) => {
          if (++opened > 1) return route.continue();
          const view = (await (await fetch(`${web.base}/api/v1/games/${gameId}`)).json()) as {
            version: number;
          };
          const first = { kind: 'view', lastSeq: 0, ...view };
          const left = { kind: 'update', version: view.version, events: [{ type: 'player_left' }] };
          await route.fulfill({
            status: 200,
            headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
            body:
              `event: view\ndata: ${JSON.stringify(first)}\n\n` +
              `id: 1\nevent: update\ndata: ${JSON.stringify(left)}\n\n`,
          });
        },
      );
    };
    const z = await openSeatZero(web, {}, {}, cut);
    await z.page.locator('#hand').waitFor();
    for (let i = 0; i < 50 && opened < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect(opened).toBe(2);
    await z.page.locator('.status-bar .live', { hasText: 'Live' }).waitFor();
    // A move made after it reaches the page through the stream opened again.
    const turn = (await z.api.view(z.gameId)).deal!.turn!;
    const actions = (await z.api.view(z.gameId, z.tokens[turn])).legalActions;
    const bid = actions.find((a) => a.type === 'bid');
    const move = actions.some((a) => a.type === 'pass')
      ? moveOf({ type: 'pass' })
      : moveOf({ type: 'bid', amount: bid?.type === 'bid' ? bid.min : 100 });
    const res = await z.api.post(z.gameId, move.path, z.tokens[turn], move.body).expect(200);
    const version = (res.body as { version: number }).version;
    await z.page.locator(`#game[data-version="${version}"]`).waitFor({ timeout: 10_000 });
    await z.page.context().close();
  }, 60_000);
});
