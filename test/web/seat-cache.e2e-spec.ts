// Chromium's own HTTP cache between two reads of one game view: a page on another origin reads it
// anonymously, then with a seat's Authorization, both with fetch's default cache mode. The cache
// keys entries by URL, so without Vary: Authorization and an ETag naming the audience it
// revalidated the stored spectator view with the spectator's ETag, got 304 and handed the seat the
// spectator's answer (`you: null`, no hand): what the web client saw after a player joined.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GameClient, type GameView } from '../support/api.js';
import { SseClient } from '../support/sse.js';
import { startWebApp, type WebApp } from './web-app.js';

/** A blank page on an origin of its own (CORS_ORIGINS is `*` by default). */
async function blankPage(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>other</title>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("the browser's HTTP cache and a game view read by a spectator, then a seat", () => {
  let web: WebApp;
  let host: { server: Server; origin: string };
  beforeAll(async () => {
    web = await startWebApp();
    host = await blankPage();
  });
  afterAll(async () => {
    await web?.close();
    await new Promise((resolve) => host?.server.close(resolve));
  });

  it('gives a seat its own view after the page read the spectator view', async () => {
    const api = new GameClient(web.t.app);
    const game = await api.create({ name: 'cached' });
    const anna = await api.join(game.id, 'Anna');
    const page = await (await web.browser.newContext()).newPage();
    await page.goto(host.origin);
    const reads = await page.evaluate(
      async ({ url, token }) => {
        const anonymous = (await (await fetch(url)).json()) as Pick<GameView, 'you'>;
        const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
        const seat = (await res.json()) as Pick<GameView, 'you'>;
        return { anonymous: anonymous.you, status: res.status, seat: seat.you };
      },
      { url: `${web.base}/api/v1/games/${game.id}`, token: anna.token },
    );
    expect(reads).toEqual({ anonymous: null, status: 200, seat: anna.seat });
  }, 60_000);

  it('shows the spectator a seat that connected since its last read (presence has no version)', async () => {
    const api = new GameClient(web.t.app);
    const { gameId, tokens } = await api.startGame();
    const page = await (await web.browser.newContext()).newPage();
    await page.goto(host.origin);
    const url = `${web.base}/api/v1/games/${gameId}`;
    const connected = () =>
      page.evaluate(async (url) => {
        const view = (await (await fetch(url)).json()) as Pick<GameView, 'seats'>;
        return view.seats.map((s) => s.connected);
      }, url);
    expect(await connected()).toEqual([false, false, false]);
    const stream = SseClient.open(web.base, gameId, { token: tokens[1] });
    try {
      await stream.until(() => stream.messages.length >= 1);
      expect(await connected()).toEqual([false, true, false]);
    } finally {
      stream.close();
      await stream.ended;
    }
  }, 60_000);

  it("the web client holding a seat's token reads past a cache that answered the spectator view", async () => {
    const api = new GameClient(web.t.app);
    const { gameId, tokens } = await api.startGame();
    const spectator = JSON.stringify(await api.view(gameId));
    const context = await web.browser.newContext();
    // The page holds seat 0's token, as after a join (web/src/storage.ts).
    const key = JSON.stringify(`thousand.seat.${gameId}`);
    const seat = JSON.stringify(JSON.stringify({ seat: 0, token: tokens[0] }));
    await context.addInitScript(`localStorage.setItem(${key}, ${seat})`);
    const page = await context.newPage();
    // A cache in between (an older service's answers, a proxy) gives the first seat read the
    // spectator's answer; the stream is kept shut so that only the page's own reads can recover.
    await page.route(`**/api/v1/games/${gameId}/stream**`, (route) => route.abort());
    const seatReads: string[] = [];
    await page.route(`${web.base}/api/v1/games/${gameId}`, async (route) => {
      const auth = await route.request().headerValue('authorization');
      if (auth === null) return route.continue();
      seatReads.push(auth);
      if (seatReads.length > 1) return route.continue();
      return route.fulfill({ status: 200, contentType: 'application/json', body: spectator });
    });
    await page.goto(`${web.base}/?game=${gameId}`);
    await page.locator('#hand').waitFor({ timeout: 15_000 });
    expect(seatReads.length).toBeGreaterThanOrEqual(2);
    await context.close();
  }, 60_000);
});
