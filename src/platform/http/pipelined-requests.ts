import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { hasOneHost, refuseHost } from './host-header.js';

/**
 * Connections an event stream has taken over (src/live/streams/event-sink.ts). The stream's
 * answer said `Connection: close`: a request sent behind it is neither answered nor carried out.
 */
const heldByStream = new WeakSet<Socket>();

/**
 * Connections refusing an unreadable request (framework-errors.ts): the requests queued on them
 * are not carried out, since the refusal, written after the answer under way, would read as theirs.
 */
const refusing = new WeakSet<Socket>();

/** Requests waiting behind an answer still being sent, per connection. */
const waiting = new WeakMap<Socket, number>();

/**
 * Requests one connection may have waiting (each is held in Node's queue): past it, reading
 * pauses until the answers catch up; behind a stream, where none ever will, the connection closes.
 */
const MAX_WAITING = 8;

export function holdForStream(socket: Socket): void {
  heldByStream.add(socket);
}

/** Whether an event stream holds the connection: nothing else may be written into its body. */
export function isHeldByStream(socket: Socket): boolean {
  return heldByStream.has(socket);
}

/**
 * No request queued on the connection is carried out from now on (it closes once the answer under
 * way is sent); answers whether any is queued.
 */
export function stopDispatching(socket: Socket): boolean {
  refusing.add(socket);
  return (waiting.get(socket) ?? 0) > 0;
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Node hands the server a pipelined request as soon as it is read, while the answers before it
 * are still being sent (it only queues the answer). Carried out then, two pipelined moves could
 * be played in either order, and a move pipelined behind an event stream would be played with no
 * answer ever sent (README, "Event streams"). The server's request listeners (Fastify's) now see
 * a request when its answer's turn comes, as HTTP/1.1 answers them (RFC 9112, 9.3.2): never
 * behind a stream, whose connection closes with it.
 */
export function dispatchInTurn(server: Server, corsOrigins: '*' | string[]): void {
  const listeners = server.listeners('request') as RequestListener[];
  const dispatch: RequestListener = (req, res) => {
    if (heldByStream.has(req.socket) || refusing.has(req.socket)) return void req.resume();
    if (!hasOneHost(req)) return refuseHost(res, corsOrigins);
    for (const listener of listeners) listener.call(server, req, res);
  };
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (res.socket) return dispatch(req, res);
    const socket = req.socket;
    const count = (waiting.get(socket) ?? 0) + 1;
    waiting.set(socket, count);
    if (count > MAX_WAITING) {
      if (heldByStream.has(socket)) return void socket.destroy();
      // Not closed: the answer under way, maybe a move's, would be lost with the connection.
      socket.pause();
    }
    // Node assigns the connection to a queued answer once the one before it is finished.
    res.once('socket', () => {
      const left = (waiting.get(socket) ?? 1) - 1;
      waiting.set(socket, left);
      if (left === MAX_WAITING) socket.resume();
      dispatch(req, res);
    });
  });
}
