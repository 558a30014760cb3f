import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../../core/table/problem.js';
import { corsHeadersFor } from './cors.js';
import { isHeldByStream, stopDispatching } from './pipelined-requests.js';

// Errors Fastify and Node answer before any route, hook or Nest filter runs. They answered in
// their own JSON shapes, one echoing the request path; every answer of the
// service is an RFC 9457 problem (README, "Errors"), so these are too. None repeats the path.

const ROUTER_PROBLEMS: Record<string, [number, string, string]> = {
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', 'A path segment is too long.'],
  FST_ERR_BAD_URL: [400, 'bad_url', 'The URL is not valid.'],
};

/**
 * Fastify's `frameworkErrors`: the router's refusals (malformed or over-long path parameters), with
 * the request's id and the CORS headers the hooks that did not run would have set.
 */
export function frameworkErrorHandler(corsOrigins: '*' | string[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const [status, code, detail] = ROUTER_PROBLEMS[error.code] ?? [
      500,
      'internal_error',
      'An unexpected error occurred.',
    ];
    void reply
      .code(status)
      .headers(corsHeadersFor(corsOrigins, request.headers.origin))
      .header('x-request-id', request.id)
      .header('content-type', PROBLEM_CONTENT_TYPE)
      .header('x-content-type-options', 'nosniff')
      .send(JSON.stringify(problemBody(status, code, STATUS_CODES[status] ?? 'Error', detail)));
  };
}

const CLIENT_PROBLEMS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request line or headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request took too long to arrive.'],
};

/** How long the answer to a request read before an unreadable one may take before the close. */
const PENDING_ANSWER_MS = 30_000;

/**
 * Fastify's `clientErrorHandler`: Node could not read an HTTP request off the socket at all
 * (malformed framing, oversized headers), so there is no request to answer through Fastify; a
 * minimal response is written to the socket, which is then closed (refuseConnection). It carries
 * the CORS headers the hooks that did not run would have set: else a page on another origin could
 * not read why it was refused (a 408 for a stalled upload, a 431 for a long URL).
 */
export function clientErrorHandler(corsOrigins: '*' | string[]) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A reset or closed connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Node reports the unreadable bytes again with every chunk that follows them: one answer.
    if (refused.has(socket)) return;
    refused.add(socket);
    const [status, code, detail] = CLIENT_PROBLEMS[error.code ?? ''] ?? [
      400,
      'malformed_request',
      'The request could not be read as HTTP.',
    ];
    // With every origin allowed the answer's headers do not depend on the request's Origin.
    const origin = corsOrigins === '*' ? undefined : originOf(error, socket);
    const cors = corsHeadersFor(corsOrigins, origin);
    refuseConnection(socket, rawProblem(status, code, detail, cors), error);
  };
}

/**
 * The Origin of the request refused, where it can be known (only a list of origins needs it): a
 * request too slow to arrive whole has had its headers read; of one that could not be read, Node
 * hands over the bytes it was reading, where the header is looked for. Taken from bytes that are
 * not HTTP, it still only ever names an origin the list allows; read over several chunks, or cut
 * off by the headers timeout, it is unknown and the answer has no CORS headers.
 */
function originOf(error: Error & { rawPacket?: Buffer }, socket: Socket): string | undefined {
  const pending = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (pending && !pending.writableFinished && !pending.req.complete) {
    return pending.req.headers.origin;
  }
  if (!error.rawPacket) return undefined;
  return originLine(error.rawPacket.toString('latin1'));
}

/**
 * The last `Origin:` line's value among complete lines of `head`, read line by line: a regular
 * expression with optional spaces on both sides of a lazy value took seconds for an `origin:`
 * followed by thousands of spaces, with the event loop held (a review of the first version).
 */
export function originLine(head: string): string | undefined {
  const end = head.indexOf('\r\n\r\n');
  const lines = (end >= 0 ? head.slice(0, end + 2) : head).split('\r\n');
  // The last piece has no line end: it may be cut short.
  lines.pop();
  let found: string | undefined;
  for (const line of lines) {
    if (line.length >= 7 && line.slice(0, 7).toLowerCase() === 'origin:') {
      found = line.slice(7).trim();
    }
  }
  return found;
}

/**
 * A problem answer as written straight to a connection that then closes (no Fastify reply exists
 * for it): status line, headers, body.
 */
export function rawProblem(
  status: number,
  code: string,
  detail: string,
  headers: Record<string, string> = {},
  extensions: Record<string, unknown> = {},
): string {
  const title = STATUS_CODES[status] ?? 'Error';
  const body = JSON.stringify(problemBody(status, code, title, detail, extensions));
  const fields = { ...headers, 'X-Content-Type-Options': 'nosniff', Connection: 'close' };
  return (
    `HTTP/1.1 ${status} ${title}\r\n` +
    `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    Object.entries(fields)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n' +
    body
  );
}

/**
 * Writes `refusal` and closes the connection. A request read before it on the connection is
 * answered first (a trial's valid request, followed by garbage, went unanswered); nothing is
 * written into an event stream's body: its connection just closes.
 */
export function refuseConnection(socket: Socket, refusal: string, error?: Error): void {
  if (isHeldByStream(socket)) return void socket.destroy();
  const refuse = () => {
    if (socket.writable) socket.write(refusal);
    socket.destroy(error);
  };
  const pending = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  // Only a request read whole is being answered: one still arriving is the one refused (a 408).
  if (!pending || pending.writableFinished || !pending.req.complete) return refuse();
  // Requests read whole between the two are not carried out: after the answer under way the
  // connection just closes, leaving them unanswered (their client sends them again), since the
  // refusal would read as the first of theirs.
  const queued = stopDispatching(socket);
  socket.pause();
  const cut = setTimeout(() => socket.destroy(error), PENDING_ANSWER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
  pending.once('finish', () => {
    if (queued) socket.end(() => socket.destroy());
    else socket.end(refusal, () => socket.destroy());
  });
}

/** Connections already being refused (clientErrorHandler). */
const refused = new WeakSet<Socket>();
