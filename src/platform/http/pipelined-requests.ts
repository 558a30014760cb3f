import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { hasOneHost, refuseHost } from './host-header.js';

/**
 * Connections an event stream has taken over (src/live/streams/event-sink.ts). The stream's
 * answer said `Connection: close`: a request sent behind it is neither answered nor carried out.
 */
const heldByStream = new WeakSet<Socket>();

/** Requests waiting behind an answer still being sent, per connection. */
const waiting = new WeakMap<Socket, number>();

/** Requests one connection may have waiting before it is closed: each is held in Node's queue. */
const MAX_WAITING = 8;

export function holdForStream(socket: Socket): void {
  heldByStream.add(socket);
}

/** Whether an event stream holds the connection: nothing else may be written into its body. */
export function isHeldByStream(socket: Socket): boolean {
  return heldByStream.has(socket);
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Node hands the server a pipelined request as soon as it is read, while the answers before it
 * are still being sent (it only queues the answer). Carried out then, two pipelined moves could
 * be played in either order, and a move pipelined behind an event stream would be played with no
 * answer ever sent (README, "Event streams"). The server's request listeners (Fastify's) now see
 * a request when its answer's turn comes, as HTTP/1.1 answers them (RFC 9112, 9.3.2): never
 * behind a stream, whose connection closes with it. A connection that piles up more than
 * MAX_WAITING is closed.
 */
export function dispatchInTurn(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  const dispatch: RequestListener = (req, res) => {
    if (heldByStream.has(req.socket)) return void req.resume();
    if (!hasOneHost(req)) return refuseHost(res);
    for (const listener of listeners) listener.call(server, req, res);
  };
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (res.socket) return dispatch(req, res);
    const socket = req.socket;
    const count = (waiting.get(socket) ?? 0) + 1;
    if (count > MAX_WAITING) return void socket.destroy();
    waiting.set(socket, count);
    // Node assigns the connection to a queued answer once the one before it is finished.
    res.once('socket', () => {
      waiting.set(socket, (waiting.get(socket) ?? 1) - 1);
      dispatch(req, res);
    });
  });
}
