// One rule for slashes in a path (README, "Paths"): a run of `/` reads as one and a trailing `/`
// as none, on every route (the API, the problem pages, the docs, the web client's files); nothing
// redirects, and a path the service does not have answers a 404 problem whatever its slashes. An
// outside trial met `/api/v1/challenges/` answering 405 beside other paths' 404 or 403: the router
// forgave one trailing slash, but not two, nor one after a file of the docs' own static routes.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { buildOpenApiDocument } from '../src/app/openapi/document.js';
import { useTestApp } from './support/app-fixture.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What a client tells answers apart by: status, media type, problem code, Allow. */
async function answerOf(url: string, method: string) {
  const init: RequestInit = { method: method.toUpperCase(), redirect: 'manual' };
  if (!['GET', 'HEAD', 'DELETE'].includes(init.method!)) {
    init.body = '{}';
    init.headers = { 'Content-Type': 'application/json' };
  }
  const res = await fetch(url, init);
  const type = (res.headers.get('content-type') ?? '').split(';')[0];
  const text = await res.text();
  const code = type === 'application/problem+json' ? JSON.parse(text).code : null;
  return { status: res.status, type, code, allow: res.headers.get('allow') };
}

describe('slashes in a path', () => {
  const t = useTestApp({ gamesPerAddressPerHour: 1000 }, { listen: true });

  it('every operation answers the same with one or more trailing slashes, or doubled ones', async () => {
    const doc = JSON.parse(JSON.stringify(buildOpenApiDocument(t.app))) as Json;
    const { gameId } = await t.api.startGame();
    const differ: unknown[] = [];
    let compared = 0;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      // Streams stay open; their paths are routed as every other (the same router, one rule).
      if (path.endsWith('/stream')) continue;
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'gameId' ? gameId : name === 'deal' ? '1' : randomUUID(),
      );
      for (const method of Object.keys(item as Json)) {
        const plain = await answerOf(t.url + url, method);
        for (const spelling of [`${url}/`, `${url}//`, url.replace('/v1/', '//v1/')]) {
          const other = await answerOf(t.url + spelling, method);
          compared++;
          if (JSON.stringify(other) !== JSON.stringify(plain))
            differ.push({ method, spelling, plain, other });
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(differ).toEqual([]);
  });

  it('answers a collection path with another method 405 with Allow, with or without the slash', async () => {
    for (const path of ['/api/v1/challenges', '/api/v1/queue', '/api/v1/players']) {
      const answers = [path, `${path}/`, `${path}//`].map((p) => answerOf(t.url + p, 'get'));
      for (const answer of await Promise.all(answers))
        expect(answer).toEqual({
          status: 405,
          type: 'application/problem+json',
          code: 'method_not_allowed',
          allow: 'POST',
        });
    }
    for (const path of ['/api/v1/nothing', '/api/v1/games/x/y', '/nothing.css']) {
      for (const spelling of [path, `${path}/`, `${path}//`])
        expect([spelling, await answerOf(t.url + spelling, 'get')]).toEqual([
          spelling,
          { status: 404, type: 'application/problem+json', code: 'route_not_found', allow: null },
        ]);
    }
  });

  it('serves the pages and files the same, never redirecting; the docs page finds its files', async () => {
    const pages = ['/', '/app.js', '/style.css', '/docs', '/docs/swagger-ui.css', '/openapi.json'];
    for (const page of [...pages, '/problems', '/problems/not-your-turn', '/health']) {
      const plain = await answerOf(t.url + page, 'get');
      expect(plain.status).toBe(200);
      for (const spelling of [`${page}/`, `${page}//`])
        expect([spelling, await answerOf(t.url + spelling, 'get')]).toEqual([spelling, plain]);
    }
    // Swagger UI names its files relative to the page's URL: with a slash or without, each is found.
    for (const page of ['/docs', '/docs/', '/docs//']) {
      const html = await (await fetch(t.url + page)).text();
      const files = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
      expect(files.length).toBeGreaterThan(3);
      for (const file of files) {
        const res = await fetch(new URL(file, t.url + page));
        // Read to the end: a body left unread holds its connection, and closing the app waits on it.
        await res.arrayBuffer();
        expect([page, file, res.status]).toEqual([page, file, 200]);
      }
    }
  });
});
