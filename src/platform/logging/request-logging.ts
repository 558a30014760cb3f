import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AddressHash, withLoggedIds } from '../http/address-hash.js';
import { ShutdownState } from '../lifecycle/shutdown-state.js';
import { PINO_LOGGER } from './logger.js';

/**
 * Echoes every request's id (see requestIdOf) in X-Request-Id and logs one line per finished
 * request. Only method, path, status and timing are logged: never headers, bodies or query
 * values (a client may put a seat token in `?token=`, and a stream ticket rides in `?ticket=`).
 * Game ids in the path are logged as their keyed hash (address-hash.ts): a private game's id is
 * its invitation, and anyone who reads the log must not be able to take its seats.
 * Problem answers echo the URL through http-types' `redactedUrl` instead.
 */
export function registerRequestLogging(app: NestFastifyApplication): void {
  const logger = app.get<Logger>(PINO_LOGGER);
  const shutdown = app.get(ShutdownState);
  const hash = app.get(AddressHash);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    // While draining, no keep-alive connection is left to be cut with a request on its way.
    if (shutdown.draining) reply.header('Connection', 'close');
    done();
  });
  // Read once: pino sets a logger's level at its start, and a line below it is never written.
  const logsRequests = logger.isLevelEnabled('info');
  fastify.addHook('onResponse', (req, reply, done) => {
    // The path's keyed ids cost each request a few hashes: none for a line that is not written.
    if (!logsRequests) return done();
    logger.info(
      {
        reqId: req.id,
        method: req.method,
        path: withLoggedIds(redactQuery(req.url), hash),
        status: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request',
    );
    done();
  });
}

/**
 * The documented query parameters that carry no secret (numbers, booleans, enums): their values
 * are logged when they read as such, so an operator sees `?limit=50`, not `?limit=REDACTED` (an
 * operator's trial). `ticket` and `cursor` are not among them.
 */
const PLAIN_PARAMETERS = new Set([
  'after',
  'lastSeq',
  'limit',
  'presence',
  'status',
  'level',
  'kind',
  'pool',
]);
/** What a plain parameter's value may be to be logged: a short word or number, never a token. */
const PLAIN_VALUE = /^[A-Za-z0-9_-]{1,12}$/;

/**
 * The URL with every query value replaced by `REDACTED` but a plain parameter's plain value.
 * Parameter names are kept when they look like names (letters, at most 20); anything else (a bare
 * `?<token>`) is redacted whole.
 */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const value = eq < 0 ? '' : pair.slice(eq + 1);
      if (PLAIN_PARAMETERS.has(name) && PLAIN_VALUE.test(value)) return `${name}=${value}`;
      return `${/^[A-Za-z_-]{1,20}$/.test(name) ? name : 'REDACTED'}=REDACTED`;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}
