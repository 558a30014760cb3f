import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { ShutdownState } from '../lifecycle/shutdown-state.js';
import { redactedUrl } from '../http/http-types.js';
import { PINO_LOGGER } from './logger.js';

/**
 * Echoes every request's id (see requestIdOf) in X-Request-Id and logs one line per finished
 * request. Only method, path, status and timing are logged: never headers or bodies, and the path with
 * secret query values (a stream ticket) redacted.
 */
export function registerRequestLogging(app: NestFastifyApplication): void {
  const logger = app.get<Logger>(PINO_LOGGER);
  const shutdown = app.get(ShutdownState);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    // While draining, no keep-alive connection is left to be cut with a request on its way.
    if (shutdown.draining) reply.header('Connection', 'close');
    done();
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    logger.info(
      {
        reqId: req.id,
        method: req.method,
        path: redactedUrl(req.url),
        status: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request',
    );
    done();
  });
}
