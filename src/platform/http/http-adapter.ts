import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';
import { ProblemError } from '../../core/table/problem.js';
import { canonicalUrl } from './canonical-url.js';
import { answerConnect } from './connect-method.js';
import { clientErrorHandler, frameworkErrorHandler } from './framework-errors.js';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './json-depth.js';
import { trackRouteMethods } from './route-methods.js';
import { forwardingTrust } from './trusted-proxies.js';
import { dispatchInTurn } from './pipelined-requests.js';

const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is sane (so ids can be followed across services), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify rather than Express: measured in bench:http on Nest 12, Express's per-request cost was
 * about four times Fastify's, and it was the largest share of the service's own CPU time.
 */
export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    ...connectionTimeouts(config),
    // Off unless TRUST_PROXY lists the proxies: else any client could name its own address.
    trustProxy: config.trustProxy === false ? false : forwardingTrust(config.trustProxy),
    // One rule for slashes on every route: `/api/v1/games/` and `/api//v1/games` are `/api/v1/games`.
    rewriteUrl: (req: IncomingMessage) => canonicalUrl(req.url ?? '/'),
    // The id is chosen by requestIdOf, which checks the caller's header before taking it.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Requests are logged by our own hook (src/platform/logging/request-logging.ts), through pino.
    logger: false,
    // Refusals made before any route runs, as problem details too (see framework-errors.ts).
    frameworkErrors: frameworkErrorHandler(config.corsOrigins),
    clientErrorHandler: clientErrorHandler(config.corsOrigins),
  });
  // Before any route is registered: a wrong method on a known path answers 405 (route-methods.ts).
  trackRouteMethods(adapter.getInstance());
  dispatchInTurn(adapter.getInstance().server, config.corsOrigins);
  answerConnect(adapter.getInstance(), requestIdOf);
  return adapter;
}

/**
 * Fastify turns Node's request timeout off and sets no idle timeout, so a body sent a byte every
 * 10 s, or one that declares more bytes than it sends, held its connection forever. A request
 * must arrive whole within `requestTimeoutMs` (Node answers 408
 * through clientErrorHandler and closes); the headers within the same time, at most 10 s. Node
 * looks for late requests every `connectionsCheckingInterval` (30 s by default, which would add up
 * to 30 s to the timeout), so it looks at a quarter of the timeout, at most every second. The
 * request timeout ends once the request has arrived, so it never cuts a long answer; the idle
 * timeout does, so event streams turn it off for their socket (src/live/streams/stream-opening.ts).
 */
function connectionTimeouts(config: AppConfig) {
  const requestTimeout = config.requestTimeoutMs;
  return {
    requestTimeout,
    connectionTimeout: config.connectionIdleTimeoutMs,
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 10_000),
      // Checked by host-header.ts, which answers problem details rather than Node's bare 400.
      requireHostHeader: false,
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(requestTimeout / 4))),
    },
  };
}

/** The refusal of a body nested deeper than any valid one (see json-depth.ts). */
function tooDeep(): ProblemError {
  const message = `body must not nest arrays and objects more than ${MAX_BODY_DEPTH} deep`;
  return new ProblemError(400, 'validation_failed', 'Bad Request', `body: ${message}`, {
    errors: [{ field: 'body', message }],
  });
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty body
 * counts as no body: clients send `Content-Type: application/json` on bodiless POSTs (a pass, a
 * surrender), which must not be refused as malformed JSON. A body nested deeper than
 * MAX_BODY_DEPTH is refused before it is parsed, at the cost of one pass over its text.
 */
export function registerJsonParser(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  // Fastify parses text/plain by default; bodies are JSON only, so any other type answers 415
  // (README), bodiless moves included.
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, raw, done) => {
    const bytes = raw as Buffer;
    if (bytes.length === 0) return done(null, undefined);
    if (!isIdentity(req.headers['content-encoding'])) return done(encodedBody(), undefined);
    if (!isUtf8Charset(req.headers['content-type'])) return done(otherCharset(), undefined);
    const body = utf8(bytes);
    if (body === null) return done(invalidUtf8(), undefined);
    if (nestsDeeperThan(body, MAX_BODY_DEPTH)) return done(tooDeep(), undefined);
    parseJson(req, body, (error, parsed) => {
      done(error && isValidJson(body) ? forbiddenKey() : error, parsed);
    });
  });
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body's text, or null when its bytes are not UTF-8: decoded leniently, a name's stray byte
 * became U+FFFD without a word (outside trial). JSON between systems is UTF-8 (RFC 8259, 8.1).
 */
function utf8(bytes: Buffer): string | null {
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/** No charset parameter, or UTF-8 by any of its spellings. */
function isUtf8Charset(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1];
  return charset === undefined || ['utf-8', 'utf8'].includes(charset.toLowerCase());
}

function otherCharset(): ProblemError {
  return new ProblemError(
    415,
    'unsupported_media_type',
    'Unsupported Media Type',
    'Request bodies are JSON in UTF-8: send charset=utf-8, or no charset.',
  );
}

function invalidUtf8(): ProblemError {
  return new ProblemError(
    400,
    'malformed_json',
    'Bad Request',
    'The request body is not valid UTF-8, which JSON bodies must be.',
  );
}

/** Whether a Content-Encoding header leaves the body as sent: none, or only `identity`. */
function isIdentity(header: string | string[] | undefined): boolean {
  if (header === undefined) return true;
  const codings = (Array.isArray(header) ? header.join(',') : header).split(',');
  return codings.every((c) => ['', 'identity'].includes(c.trim().toLowerCase()));
}

/**
 * A compressed body is not decoded: read as JSON it was refused as malformed (400), which hid
 * the cause (RFC 9110: 415 for a content coding the server does not take).
 */
function encodedBody(): ProblemError {
  return new ProblemError(
    415,
    'unsupported_media_type',
    'Unsupported Media Type',
    'Request bodies are not accepted compressed: send them without a Content-Encoding.',
  );
}

/**
 * Fastify refuses a body with a `__proto__` key, or a `constructor` holding `prototype`
 * (prototype poisoning), as invalid JSON; it is valid JSON, and the client is told which rule it
 * broke instead (the trial's report, L6).
 */
function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function forbiddenKey(): ProblemError {
  const message = 'body must not have a __proto__ key, nor a constructor key holding prototype';
  return new ProblemError(400, 'validation_failed', 'Bad Request', `body: ${message}`, {
    errors: [{ field: 'body', message }],
  });
}
