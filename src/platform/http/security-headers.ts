import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { pathOf, type HttpReply } from './http-types.js';

/**
 * Swagger UI (src/app/openapi/document.ts) loads its scripts from files and inlines only styles; it
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
 * - `Vary: Authorization` on every API answer, and `Cache-Control: no-cache` on an anonymous API
 *   read: one URL answers the spectator view to one caller and a seat's view (or a 401) to
 *   another, so a cache (Chromium's, keyed by URL) must not answer a seat's request with what it
 *   stored for an anonymous one, nor answer either without asking the service first;
 * - a Content-Security-Policy and `X-Frame-Options: DENY` on the Swagger UI under /docs.
 */
export function registerSecurityHeaders(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const path = pathOf(req);
    const api = path.startsWith('/api/');
    if (api) addVary(reply, 'Authorization');
    if (
      req.headers.authorization !== undefined ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      reply.header('Cache-Control', 'private, no-store');
    } else if (api) {
      reply.header('Cache-Control', 'no-cache');
    }
    if (path === '/docs' || path.startsWith('/docs/')) {
      reply.header('Content-Security-Policy', DOCS_CSP);
      reply.header('X-Frame-Options', 'DENY');
    }
    done();
  });
}

/** Adds `field` to the answer's Vary, keeping what is there (CORS's `Origin`). */
export function addVary(reply: HttpReply, field: string): void {
  const current = reply.getHeader('vary');
  // Most answers have none yet (CORS adds Origin only for allow-lists).
  if (current === undefined) {
    reply.header('Vary', field);
    return;
  }
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return;
  reply.header('Vary', [...fields, field].join(', '));
}
