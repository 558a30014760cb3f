import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { pathOf } from './http-types.js';

/**
 * Swagger UI (src/openapi/document.ts) loads its scripts from files and inlines only styles; it
 * fetches the document from this origin and draws some icons as data: URLs.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers, set before any handler so errors carry them too:
 * - `X-Content-Type-Options: nosniff` on every answer;
 * - `Cache-Control: private, no-store` on every answer to a request with credentials (a seat view
 *   holds the hand) and on every write's answer (a join's answer holds the seat token), so no
 *   shared or browser cache keeps them; a handler may still set its own;
 * - a Content-Security-Policy and `X-Frame-Options: DENY` on the Swagger UI under /docs.
 */
export function registerSecurityHeaders(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (
      req.headers.authorization !== undefined ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      reply.header('Cache-Control', 'private, no-store');
    }
    const path = pathOf(req);
    if (path === '/docs' || path.startsWith('/docs/')) {
      reply.header('Content-Security-Policy', DOCS_CSP);
      reply.header('X-Frame-Options', 'DENY');
    }
    done();
  });
}
