import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { projectRoot } from '../database/project-root.js';

/**
 * The reference web client's page (web/, README "Web client"): its script and styles are files of
 * this origin with no inline code; it calls the API and opens event streams on this origin only.
 */
export const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Where `npm run build` writes the web client (web/build.mjs). */
export function webClientRoot(): string {
  return resolve(projectRoot(), 'dist', 'web');
}

/**
 * Serves the built web client at `/`. `wildcard: false` registers one route per file found at start,
 * so every other path still reaches the router's 404 problem, and /docs, /openapi.json, /health and
 * /api/v1 keep their own routes. Answers false, serving nothing, when the client was not built.
 */
export function mountWebClient(app: NestFastifyApplication, root = webClientRoot()): boolean {
  if (!existsSync(join(root, 'index.html'))) return false;
  void app
    .getHttpAdapter()
    .getInstance()
    .register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The gzip and brotli forms web/build.mjs writes beside each file, to a browser that takes
      // them (with Vary: Accept-Encoding); not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.gz', '**/*.br'],
      // Swagger UI registers the plugin too (under /docs): only one may decorate the reply.
      decorateReply: false,
      // index.html names app.js without a content hash: revalidate rather than cache blindly.
      cacheControl: false,
      setHeaders: (reply) => {
        void reply
          .header('Cache-Control', 'no-cache')
          .header('Content-Security-Policy', WEB_CSP)
          .header('X-Frame-Options', 'DENY');
      },
    });
  return true;
}
