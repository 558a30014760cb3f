// The service serves the built web client (npm run build writes dist/web) at `/` with its own
// Content-Security-Policy, and every other route keeps its answer: /docs, /openapi.json, /health,
// /api/v1 and the 404 problem for unknown paths.
import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { WEB_CSP, mountWebClient, webClientRoot } from '../src/platform/http/web-client.js';
import { useTestApp } from './support/app-fixture.js';

describe('the web client at /', () => {
  const t = useTestApp();
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  it('is built into dist/web', () => {
    for (const file of ['index.html', 'app.js', 'style.css'])
      expect(existsSync(join(webClientRoot(), file))).toBe(true);
  });

  it('answers its page at / with a CSP that allows only its own files and origin', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<script type="module" src="app.js"></script>');
    expect(res.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(res.headers['content-security-policy']).toBe(WEB_CSP);
    expect(WEB_CSP).toContain("script-src 'self'");
    expect(WEB_CSP).toContain("connect-src 'self'");
    expect(WEB_CSP).not.toContain('unsafe');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers its script and stylesheet', async () => {
    const js = await get('/app.js');
    expect([js.status, js.headers['content-type']]).toEqual([
      200,
      expect.stringMatching(/javascript/),
    ]);
    const css = await get('/style.css');
    expect([css.status, css.headers['content-type']]).toEqual([
      200,
      expect.stringMatching(/^text\/css/),
    ]);
  });

  it('leaves /docs, /openapi.json, /health, the API and the 404 problem as they were', async () => {
    const docs = await get('/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers['content-security-policy']).not.toBe(WEB_CSP);
    expect(docs.text).toMatch(/swagger/i);
    expect((await get('/openapi.json')).body.openapi).toBe('3.1.0');
    expect((await get('/health')).status).toBe(200);
    expect((await get('/api/v1/games')).body.games).toBeDefined();
    for (const path of ['/nothing-here', '/web/index.html', '/dist/web/app.js', '/app.js.map']) {
      const missing = await get(path);
      expect([path, missing.status, missing.body.code]).toEqual([path, 404, 'route_not_found']);
    }
  });

  it('is not mounted when it was not built', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'no-web-'));
    try {
      expect(mountWebClient(t.app as NestFastifyApplication, empty)).toBe(false);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('the web client, compressed', () => {
  const t = useTestApp({}, { listen: true });
  /** A GET as a browser sends it, the body as its bytes (supertest and fetch would decode it). */
  const raw = (path: string, encoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
      const req = httpGet(
        `${t.url}${path}`,
        { headers: { 'accept-encoding': encoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            done({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', fail);
    });

  it('sends each file compressed to a browser that takes it, the same bytes once decoded', async () => {
    for (const path of ['/', '/app.js', '/style.css']) {
      const plain = await raw(path, 'identity');
      expect([path, plain.status, plain.headers['content-encoding']]).toEqual([
        path,
        200,
        undefined,
      ]);
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const packed = await raw(path, `${encoding}, deflate`);
        expect([path, packed.status, packed.headers['content-encoding']]).toEqual([
          path,
          200,
          encoding,
        ]);
        expect(packed.headers.vary).toMatch(/accept-encoding/i);
        expect(packed.headers['content-security-policy']).toBe(WEB_CSP);
        expect(packed.body.length).toBeLessThan(plain.body.length);
        expect(decode(packed.body).equals(plain.body)).toBe(true);
      }
    }
    const gz = await raw('/app.js.gz', 'gzip');
    expect(gz.status).toBe(404);
  });
});
