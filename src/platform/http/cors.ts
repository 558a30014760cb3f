import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { addVary } from './security-headers.js';

/** Request headers a browser client may send (a preflight names them). */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'If-Match',
  'If-None-Match',
  'Idempotency-Key',
  'Last-Event-ID',
] as const;

/**
 * Response headers a browser client may read beyond the CORS-safelisted ones: every header of ours
 * a page may act on, the rate limit's (src/platform/common/rate-limit.guard.ts) included, so a table can
 * slow down before it is refused.
 */
export const CORS_EXPOSED_HEADERS = [
  'ETag',
  'Location',
  'Retry-After',
  'X-Request-Id',
  'WWW-Authenticate',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Deprecation',
  'Sunset',
  // A 405's methods (README, "Using the API well"): a page on another origin could not read them.
  'Allow',
  // The service's time, for a fair turn clock on a device whose own clock is off (README, "Online
  // play"): `deal.deadline` is the service's time, and `Date` is not CORS-safelisted.
  'Date',
] as const;

export const EXPOSED = CORS_EXPOSED_HEADERS.join(', ');

/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

type OriginCheck = (
  origin: string | undefined,
  cb: (err: Error | null, allow: string | false) => void,
) => void;

/**
 * CORS for every route, errors, 404s and event streams included: Nest's `enableCors` runs
 * `@fastify/cors` in the adapter's first request hook, so its headers are on the reply before any
 * handler, filter or hijacked stream answers. Seat tokens are bearer credentials, never cookies:
 * no credentials mode, so `*` is safe as the default.
 */
export function registerCors(app: NestFastifyApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.enableCors({
    origin: config.corsOrigins === '*' ? '*' : allowOnly(config.corsOrigins),
    // Every method a route uses (test/cors.e2e-spec.ts compares this with the served document).
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    // One string, not a list the plugin would join on every request: an open event stream keeps
    // its headers, and 8,000 copies of this one were 1.2 MB (issue 47).
    exposedHeaders: EXPOSED,
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_S,
    // A bare OPTIONS (no Access-Control-Request-Method) is answered like a preflight rather than
    // with the plugin's text/plain 400, which would be our only error that is not problem details.
    strictPreflight: false,
  });
}

/**
 * An OPTIONS request from an origin not in `CORS_ORIGINS` (or from none): 204 with no CORS
 * header, as every preflight is answered (README, "CORS"). The plugin leaves it to the router,
 * whose 405 "OPTIONS is not allowed" sent a developer looking for a missing route rather than at
 * the origin list (an outside trial); a browser names the missing Access-Control-Allow-Origin.
 * Registered after the request id and security headers' hooks, so the 204 carries them too.
 */
export function answerOtherOriginsPreflights(app: NestFastifyApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  if (config.corsOrigins === '*') return;
  const allowed: ReadonlySet<string> = new Set(config.corsOrigins);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (req, reply, done) => {
      const origin = req.headers.origin;
      if (req.method !== 'OPTIONS' || (origin !== undefined && allowed.has(origin))) return done();
      addVary(reply, 'Origin');
      void reply.code(204).send();
    });
}

/**
 * The CORS headers of an answer written before any hook runs (the router's refusals,
 * framework-errors.ts), as the plugin would have set them: else a page on another origin cannot
 * read why its request was refused.
 */
export function corsHeadersFor(
  origins: '*' | string[],
  origin: string | undefined,
): Record<string, string> {
  if (origins === '*')
    return { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED };
  if (origin === undefined || !origins.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': EXPOSED,
    vary: 'Origin',
  };
}

/**
 * Echoes an allowed origin (the plugin adds `Vary: Origin`); any other origin, or none, gets no
 * CORS headers at all (its preflight: answerOtherOrigins).
 */
function allowOnly(origins: string[]): OriginCheck {
  const allowed = new Set(origins);
  return (origin, cb) => cb(null, origin !== undefined && allowed.has(origin) ? origin : false);
}
