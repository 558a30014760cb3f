import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../../core/table/problem.js';
import { corsHeadersFor } from './cors.js';

/**
 * Whether an HTTP/1.1 request names its host once, as RFC 9112 (3.2) requires: Node refused one
 * without a Host header with a bare 400 of its own (no body, no problem details), and took the
 * first of two. Node's own check is off (http-adapter.ts) so this one answers both.
 */
export function hasOneHost(req: IncomingMessage): boolean {
  let hosts = 0;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i].length === 4 && raw[i].toLowerCase() === 'host') hosts++;
  }
  return hosts === 1 || (hosts === 0 && req.httpVersion !== '1.1');
}

/**
 * The refusal of a request without exactly one Host: 400 `malformed_request`, then the close. No
 * hook runs for it, so it is given the CORS headers they would have set.
 */
export function refuseHost(res: ServerResponse, corsOrigins: '*' | string[]): void {
  const status = 400;
  const body = JSON.stringify(
    problemBody(
      status,
      'malformed_request',
      STATUS_CODES[status] ?? 'Bad Request',
      'An HTTP/1.1 request must carry exactly one Host header.',
    ),
  );
  res.shouldKeepAlive = false;
  res.writeHead(status, {
    ...corsHeadersFor(corsOrigins, res.req.headers.origin),
    'content-type': PROBLEM_CONTENT_TYPE,
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  res.end(body);
  res.req.resume();
}
