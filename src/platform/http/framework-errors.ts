import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../../core/table/problem.js';

// Errors Fastify and Node answer before any route, hook or Nest filter runs. They answered in
// their own JSON shapes, one echoing the request path; every answer of the
// service is an RFC 9457 problem (README, "Errors"), so these are too. None repeats the path.

const ROUTER_PROBLEMS: Record<string, [number, string, string]> = {
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', 'A path segment is too long.'],
  FST_ERR_BAD_URL: [400, 'bad_url', 'The URL is not valid.'],
};

/** Fastify's `frameworkErrors`: the router's refusals (malformed or over-long path parameters). */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, code, detail] = ROUTER_PROBLEMS[error.code] ?? [
    500,
    'internal_error',
    'An unexpected error occurred.',
  ];
  void reply
    .code(status)
    .header('content-type', PROBLEM_CONTENT_TYPE)
    .header('x-content-type-options', 'nosniff')
    .send(JSON.stringify(problemBody(status, code, STATUS_CODES[status] ?? 'Error', detail)));
}

const CLIENT_PROBLEMS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request line or headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request took too long to arrive.'],
};

/**
 * Fastify's `clientErrorHandler`: Node could not read an HTTP request off the socket at all
 * (malformed framing, oversized headers), so there is no request to answer through Fastify; a
 * minimal response is written to the socket, which is then closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset or closed connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, detail] = CLIENT_PROBLEMS[error.code ?? ''] ?? [
    400,
    'malformed_request',
    'The request could not be read as HTTP.',
  ];
  const body = JSON.stringify(problemBody(status, code, STATUS_CODES[status] ?? 'Error', detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
