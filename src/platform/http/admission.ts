import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../../core/table/problem.js';
import type { ServerResponse } from 'node:http';
import { Admission, type AdmissionPlace } from './admission-places.js';
import { redactedUrl } from './http-types.js';

/** Seconds a refused client is asked to wait: the queue it met drains within milliseconds. */
export const OVERLOAD_RETRY_AFTER_S = 1;

/** Health probes answer under load: an overloaded instance is alive, and restarting it sheds nothing. */
const EXEMPT = /^\/health(?:[/?]|$)/;

/** Whether a request has a body still to arrive (moves and creations do, reads do not). */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

function refusal(status: 429 | 503, code: string, title: string, detail: string) {
  return (reply: FastifyReply) =>
    void reply
      .code(status)
      .header('Retry-After', String(OVERLOAD_RETRY_AFTER_S))
      .type(PROBLEM_CONTENT_TYPE)
      .send(
        JSON.stringify(
          problemBody(status, code, title, detail, { instance: redactedUrl(reply.request.url) }),
        ),
      );
}

/**
 * Gives the places back on 'close', which fires once the answer is written or the connection is
 * gone, whichever comes first. Made apart from the hook so the listener holds the place alone: made
 * inside it, it kept the hook's `done` and with it Fastify's and Nest's objects of the request for
 * as long as an event stream stays open, 420 bytes a stream (`npm run bench:stream-memory`,
 * docs/performance-history.md).
 */
function releaseOnClose(res: ServerResponse, place: AdmissionPlace): void {
  res.once('close', () => place.release());
}

/**
 * A bounded queue in front of the database pool and the decision workers. Past capacity the
 * requests would otherwise wait for a pool connection until its timeout (3 s by default, then 503
 * `database_unavailable`), and every accepted one would wait behind them (bench/README.md: move p99 of
 * 1.2-1.7 s at 1,000 tables, 3 s timeouts at 2,000). Refuses a request at once, before its body is
 * read or any of the Nest pipeline runs: 429 `too_many_requests_in_flight` when its caller has
 * `MAX_IN_FLIGHT_PER_CALLER` requests being handled (one address asking for hints in ~96 loops
 * took every place, and another caller's views were answered 503), else 503 `overloaded` when the
 * instance has `MAX_IN_FLIGHT_REQUESTS` and none frees within ADMISSION_WAIT_MS (or as many
 * requests wait already); both with `Retry-After`. Registered after the CORS and
 * request-id hooks, so refusals carry their headers and are logged like any answer.
 *
 * A request with a body takes its places only once the body has arrived: a client sending its body
 * a byte at a time held a place until the request timeout, and as many such clients as places
 * shut the instance. While its places are taken, it is refused before its body is read.
 */
export function registerAdmission(app: NestFastifyApplication): Admission {
  const admission = app.get(Admission);
  const fastify = app.getHttpAdapter().getInstance();
  const overloaded = refusal(
    503,
    'overloaded',
    'Service Unavailable',
    `The service is at capacity: retry in ${OVERLOAD_RETRY_AFTER_S} s.`,
  );
  const callerFull = refusal(
    429,
    'too_many_requests_in_flight',
    'Too Many Requests',
    `${admission.maxPerCaller} requests of yours are being handled: ` +
      `retry in ${OVERLOAD_RETRY_AFTER_S} s.`,
  );
  /**
   * Takes the places until the answer is written or the connection is gone, then goes on (`done`);
   * with every instance place taken, waits ADMISSION_WAIT_MS for one first.
   */
  const admit = (req: FastifyRequest, reply: FastifyReply, caller: string, done: () => void) => {
    const taken = (place: ReturnType<typeof admission.admit>) => {
      if (place === 'caller') return callerFull(reply);
      if (place === 'full') return overloaded(reply);
      releaseOnClose(reply.raw, place);
      done();
    };
    const place = admission.admit(req, caller);
    if (place !== 'full') return taken(place);
    void admission.waitForPlace().then((handedOver) => {
      if (!handedOver) return overloaded(reply);
      const given = admission.admit(req, caller, true);
      // The client left while it waited: the place goes on to the next.
      if (reply.raw.destroyed && typeof given !== 'string') given.release();
      else taken(given);
    });
  };
  const waitingForBody = new WeakMap<FastifyRequest, string>();
  fastify.addHook('onRequest', (req, reply, done) => {
    if (req.method === 'OPTIONS' || EXEMPT.test(req.url)) return done();
    const caller = admission.callerOf(req);
    if (hasBody(req.headers)) {
      if (admission.callerFull(caller)) return callerFull(reply);
      if (admission.queueFull) return overloaded(reply);
      waitingForBody.set(req, caller);
      return done();
    }
    admit(req, reply, caller, done);
  });
  fastify.addHook('preValidation', (req, reply, done) => {
    const caller = waitingForBody.get(req);
    if (caller === undefined) return done();
    admit(req, reply, caller, done);
  });
  return admission;
}
