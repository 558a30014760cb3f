// The web client hosted on another origin than the API (index.html's <meta name="thousand-api">
// names it): every call crosses origins under CORS, with CORS_ORIGINS naming that page's origin
// only, and the seat's stream opens through the official SDK's stream iterator (a fetch with the
// seat's token in its Authorization header, never in a URL).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { webClientRoot } from '../../src/platform/http/web-client.js';
import { createTableWithBots, currentDeal, playOneMove } from './table-page.js';
import { startWebApp, type WebApp } from './web-app.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** A static host of the built client whose index.html points at `api`. */
async function pageHost(api: () => string): Promise<{ server: Server; origin: string }> {
  const root = webClientRoot();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path === '/' ? 'index.html' : path.slice(1);
    if (!(extname(file) in TYPES) || file.includes('/')) return void res.writeHead(404).end();
    readFile(join(root, file), 'utf8').then(
      (text) => {
        const body =
          file === 'index.html' ? text.replace('content=""', `content="${api()}"`) : text;
        res.writeHead(200, { 'content-type': TYPES[extname(file)] }).end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the web client served from another origin than the API', () => {
  let host: { server: Server; origin: string };
  let web: WebApp;
  beforeAll(async () => {
    host = await pageHost(() => web.base);
    web = await startWebApp({ corsOrigins: [host.origin] });
  });
  afterAll(async () => {
    await web?.close();
    await new Promise((resolve) => host?.server.close(resolve));
  });

  it('plays through CORS and follows the seat stream with its token in a header', async () => {
    const page = await web.browser.newPage();
    const apiCalls: string[] = [];
    const streams: { url: string; auth: string | undefined }[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(web.base)) apiCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
      if (r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/stream'))
        streams.push({ url: r.url(), auth: r.headers()['authorization'] });
    });
    const gameId = await createTableWithBots(page, host.origin, 'Vera');
    expect(new URL(page.url()).origin).toBe(host.origin);
    // Preflighted writes (JSON body) reached the API across origins.
    expect(apiCalls).toEqual(
      expect.arrayContaining(['POST /api/v1/games', `POST /api/v1/games/${gameId}/players`]),
    );
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    expect(streams.length).toBeGreaterThan(0);
    const stream = new URL(streams[0].url);
    expect(stream.origin).toBe(web.base);
    expect(stream.pathname).toBe(`/api/v1/games/${gameId}/stream`);
    // The page asks for presence (issue 48); its token travels in a header, never in the URL.
    expect(stream.search).toBe('?presence=true');
    expect(streams[0].auth).toMatch(/^Bearer [A-Za-z0-9_.-]{43,}$/);
    // Moves go across too, and the bots' answers come back through the stream. A deal may end
    // after one move of ours (a bot declarer surrenders): the next deal's moves count as well.
    const made: string[] = [];
    for (let tries = 0; made.length < 2 && tries < 6; tries++) {
      const kind = await playOneMove(page, await currentDeal(page));
      if (kind !== null) made.push(kind);
    }
    expect(made).toHaveLength(2);
    expect(await page.locator('#refusal').count()).toBe(0);
  });
});
