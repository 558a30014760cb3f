import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../common/problem.js';

/** Seconds a refused client is asked to wait: the queue it met drains within milliseconds. */
export const OVERLOAD_RETRY_AFTER_S = 1;

/**
 * Counts the requests being handled and refuses one when `max` are: a bounded queue in front of
 * the database pool. Past capacity the requests would otherwise wait for a pool connection until
 * its timeout (3 s by default, then 503 `database_unavailable`), and every accepted one would
 * wait behind them (issue 19: move p99 of 1.2-1.7 s at 1,000 tables, 3 s timeouts at 2,000).
 */
export class InFlightLimiter {
  private inFlight = 0;

  constructor(readonly max: number) {}

  /** Takes a place, or answers false when every place is taken. */
  tryAcquire(): boolean {
    if (this.inFlight >= this.max) return false;
    this.inFlight++;
    return true;
  }

  release(): void {
    if (this.inFlight > 0) this.inFlight--;
  }

  get current(): number {
    return this.inFlight;
  }
}

/** Health probes answer under load: an overloaded instance is alive, and restarting it sheds nothing. */
const EXEMPT = /^\/health(?:[/?]|$)/;
/** An open event stream lives for minutes; only its opening is admitted, never counted. */
const STREAM = /^\/api\/v1\/games\/[^/?]+\/stream(?:\?|$)/;

/** Whether a request has a body still to arrive (moves and creations do, reads do not). */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/**
 * Refuses a request with 503 `overloaded` and `Retry-After` at once, before its body is read or any
 * of the Nest pipeline runs, when `MAX_IN_FLIGHT_REQUESTS` are being handled. Registered after the
 * CORS and request-id hooks, so refusals carry their headers and are logged like any answer.
 *
 * A request with a body takes its place only once the body has arrived: a client sending its body
 * a byte at a time held a place until the request timeout, and as many such clients as places
 * shut the instance. While every place is
 * taken, it is refused before its body is read, as before.
 */
export function registerAdmission(app: NestFastifyApplication): InFlightLimiter {
  const config = app.get<AppConfig>(APP_CONFIG);
  const limiter = new InFlightLimiter(config.maxInFlightRequests);
  const fastify = app.getHttpAdapter().getInstance();
  const refusal = JSON.stringify(
    problemBody(
      503,
      'overloaded',
      'Service Unavailable',
      `The service is at capacity: retry in ${OVERLOAD_RETRY_AFTER_S} s.`,
    ),
  );
  const refuse = (reply: FastifyReply) =>
    void reply
      .code(503)
      .header('Retry-After', String(OVERLOAD_RETRY_AFTER_S))
      .type(PROBLEM_CONTENT_TYPE)
      .send(refusal);
  /** Takes a place until the answer is written or the connection is gone; false when full. */
  const admit = (reply: FastifyReply): boolean => {
    if (!limiter.tryAcquire()) return false;
    // 'close' fires once the answer is written or the connection is gone, whichever comes first.
    reply.raw.once('close', () => limiter.release());
    return true;
  };
  const waitingForBody = new WeakSet<FastifyRequest>();
  fastify.addHook('onRequest', (req, reply, done) => {
    if (req.method === 'OPTIONS' || EXEMPT.test(req.url)) return done();
    if (limiter.current >= limiter.max) return refuse(reply);
    // An event stream is admitted while it opens, never counted once open.
    if (STREAM.test(req.url)) return done();
    if (hasBody(req.headers)) {
      waitingForBody.add(req);
      return done();
    }
    if (!admit(reply)) return refuse(reply);
    done();
  });
  fastify.addHook('preValidation', (req, reply, done) => {
    if (!waitingForBody.has(req)) return done();
    if (!admit(reply)) return refuse(reply);
    done();
  });
  return limiter;
}
