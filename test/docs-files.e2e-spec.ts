// The docs under /docs serve the files their page loads and nothing else of swagger-ui-dist; every
// other path there is a 404 `route_not_found` like any path the service does not have. An outside
// tester found the folder served whole (package.json, README.md, 2 MB source maps), `/docs/LICENSE`
// answering GET with a 405 that named GET in Allow, and dot segments answered 403 `forbidden`.
import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { DOCS_FILES } from '../src/app/openapi/docs-files.js';
import { useTestApp } from './support/app-fixture.js';

/** The answer to `method path`, the path sent exactly as written (fetch resolves dot segments). */
function ask(port: number, method: string, path: string) {
  return new Promise<{ status: number; type: string; allow?: string; body: string }>(
    (resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const type = (res.headers['content-type'] ?? '').split(';')[0];
          resolve({ status: res.statusCode ?? 0, type, allow: res.headers.allow, body });
        });
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const NOT_FOUND = { status: 404, type: 'application/problem+json', code: 'route_not_found' };

describe('the files under /docs', () => {
  const t = useTestApp({}, { listen: true });

  async function outcome(method: string, path: string) {
    const answer = await ask(t.port, method, path);
    const code = answer.body ? (JSON.parse(answer.body) as { code: string }).code : undefined;
    return { path, method, status: answer.status, type: answer.type, code, allow: answer.allow };
  }

  it('serves the files the docs page loads', async () => {
    for (const file of DOCS_FILES) {
      const answer = await ask(t.port, 'GET', `/docs/${file}`);
      expect([file, answer.status, answer.body.length > 0]).toEqual([file, 200, true]);
    }
  });

  it('answers 404 route_not_found for the rest of swagger-ui-dist, to GET and HEAD', async () => {
    const others = [
      'package.json',
      'README.md',
      'LICENSE',
      'NOTICE',
      'oauth2-redirect.html',
      'swagger-ui-bundle.js.map',
      'swagger-ui.css.map',
      'swagger-ui-es-bundle.js',
      'index.js',
      'absolute-path.js',
    ];
    for (const file of others) {
      const path = `/docs/${file}`;
      expect(await outcome('GET', path)).toEqual({ path, method: 'GET', ...NOT_FOUND });
      // A HEAD answer has no body to hold the code.
      const head = await outcome('HEAD', path);
      expect([path, head.status, head.allow]).toEqual([path, 404, undefined]);
    }
  });

  // @nestjs/swagger's own GET /docs/LICENSE throws 404: it was counted as the path's route.
  it('never answers /docs/LICENSE with a 405 naming the method refused', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(await outcome(method, '/docs/LICENSE')).toEqual({
        path: '/docs/LICENSE',
        method,
        ...NOT_FOUND,
      });
    }
  });

  // POST /docs/swagger-ui.css answered 404, as if the file were not there: the files are served
  // by a wildcard route, which named no path for `Allow`.
  it('answers another method on the page or a file of it 405 with Allow, as on any route', async () => {
    const paths = [
      '/docs',
      '/docs/swagger-ui-init.js',
      ...[...DOCS_FILES].map((f) => `/docs/${f}`),
    ];
    for (const path of paths) {
      for (const method of ['POST', 'DELETE']) {
        expect(await outcome(method, path)).toEqual({
          path,
          method,
          status: 405,
          type: 'application/problem+json',
          code: 'method_not_allowed',
          allow: 'GET, HEAD',
        });
      }
    }
  });

  // Swagger also served the document as YAML at /docs-yaml, and a second copy of the page at
  // /docs/index.html, which loaded its files from /docs/docs/ (only the script was there).
  it('has no second document or second page: /openapi.json and /docs are the ones', async () => {
    const paths = ['/docs-yaml', '/docs-json', '/docs/index.html', '/docs/docs/swagger-ui-init.js'];
    for (const path of paths) {
      for (const method of ['GET', 'POST'])
        expect(await outcome(method, path)).toEqual({ path, method, ...NOT_FOUND });
    }
    expect((await ask(t.port, 'GET', '/openapi.json')).status).toBe(200);
  });

  it('answers a dot segment or a NUL byte 404 route_not_found, not 403 forbidden', async () => {
    const paths = [
      '/docs/../package.json',
      '/docs/./swagger-ui.css',
      '/docs/%2e%2e/package.json',
      '/docs/%2E/swagger-ui.css',
      '/docs/..%2fpackage.json',
      '/docs/swagger-ui.css%00',
      '/docs/swagger-ui.css/..',
    ];
    for (const path of paths)
      expect(await outcome('GET', path)).toEqual({ path, method: 'GET', ...NOT_FOUND });
  });
});
