import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { canonicalUrl } from './canonical-url.js';
import { refuseConnection, rawProblem } from './framework-errors.js';
import { redactedUrl } from './http-types.js';
import { allowedMethods } from './route-methods.js';

/**
 * CONNECT asks for a tunnel (a proxy's work), so Node hands it to the server's 'connect' listeners
 * instead of its request listeners (Fastify's), and with none it closed the connection without a
 * word (an outside trial). The service is no proxy and answers CONNECT as it answers any method
 * no route takes (TRACE, say): on a path it has, 405 `method_not_allowed` with `Allow`; on any
 * other target, a path it does not have or a host (`example.com:443`, CONNECT's usual form), 404
 * `route_not_found`. Node has given the connection up by then (its parser no longer reads it), so
 * the answer says `Connection: close` and the connection closes.
 */
export function answerConnect(
  fastify: FastifyInstance,
  requestId: (req: IncomingMessage) => string,
): void {
  fastify.server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const target = req.url ?? '';
    const path = target.startsWith('/') ? canonicalUrl(target).split('?')[0] : null;
    const allowed = path === null ? [] : allowedMethods(fastify, path);
    const headers: Record<string, string> = { 'X-Request-Id': requestId(req) };
    // A host is not echoed: only a path of this service's is an `instance` of it.
    const extensions = path === null ? {} : { instance: redactedUrl(canonicalUrl(target)) };
    // Node took its own error listener off with the connection: a reset would be thrown.
    socket.on('error', () => undefined);
    if (allowed.length > 0) {
      headers.Allow = allowed.join(', ');
      const detail = `CONNECT is not allowed on ${path}: it answers ${headers.Allow}.`;
      refuseConnection(socket, rawProblem(405, 'method_not_allowed', detail, headers, extensions));
    } else {
      const detail =
        path === null
          ? 'No route CONNECT: the service is not a proxy.'
          : `No route CONNECT ${path}.`;
      refuseConnection(socket, rawProblem(404, 'route_not_found', detail, headers, extensions));
    }
  });
}
