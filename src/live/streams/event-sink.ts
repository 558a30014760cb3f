import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Where an event stream's messages go: what EventStream needs of an HTTP response. The response
 * itself is one; a stream that took its connection over is another (ChunkedSocket).
 */
export interface EventSink {
  write(chunk: string): boolean;
  end(): void;
  readonly writableLength: number;
  readonly writableEnded: boolean;
  readonly destroyed: boolean;
  on(event: 'close', listener: () => void): unknown;
  once(event: 'drain', listener: () => void): unknown;
  off(event: 'drain', listener: () => void): unknown;
}

/**
 * A chunked response body written straight to its connection, once Node has been told the
 * response is over (takeOver). Ending it sends the last chunk, then closes the connection when
 * the response said it would (`Connection: close`), else leaves it as any finished keep-alive
 * response leaves it: idle, under the server's keep-alive timeout.
 */
export class ChunkedSocket implements EventSink {
  private ended = false;

  constructor(
    private readonly socket: Socket,
    private readonly closesAtEnd: boolean,
  ) {}

  write(chunk: string): boolean {
    if (this.ended) return true;
    return this.socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.socket.destroyed) return;
    if (this.closesAtEnd) {
      this.socket.end('0\r\n\r\n');
      return;
    }
    this.socket.write('0\r\n\r\n');
    const server = (this.socket as Socket & { server?: { keepAliveTimeout?: number } }).server;
    this.socket.setTimeout(server?.keepAliveTimeout ?? 5000);
  }

  get writableLength(): number {
    return this.socket.writableLength;
  }

  get writableEnded(): boolean {
    return this.ended;
  }

  get destroyed(): boolean {
    return this.socket.destroyed;
  }

  on(event: 'close', listener: () => void): this {
    this.socket.on(event, listener);
    return this;
  }

  once(event: 'drain', listener: () => void): this {
    this.socket.once(event, listener);
    return this;
  }

  off(event: 'drain', listener: () => void): this {
    this.socket.off(event, listener);
    return this;
  }
}

/**
 * What takeOver reads and sets of Node's response beyond its public API (Node's
 * `_http_outgoing`): whether the body is chunked, and whether the connection closes after it.
 */
type OutgoingState = ServerResponse & { chunkedEncoding?: boolean; _last?: boolean };

/**
 * The response's body from here on as a sink of its own. The headers must be sent. An open stream
 * kept Node's and Fastify's whole request alive (the response, its header string and header
 * table, the request, their listeners): about 12 kB a stream, most of the live heap at 8,000
 * streams (docs/performance-history.md). Where the body is chunked, the response is ended for
 * Node without its last chunk (Node then lets go of it, and logs it) and the chunks are written
 * to the socket directly. Otherwise (HTTP/1.0: no chunks) the response stays the sink.
 */
export function takeOver(res: ServerResponse): EventSink {
  const out = res as OutgoingState;
  const socket = res.socket;
  if (!out.chunkedEncoding || !socket) return res;
  // Nothing more of this body is Node's to frame: end() then writes nothing, and its 'finish'
  // detaches the response from the socket. A connection that closes after the response is closed
  // by the sink at its end instead of by Node now.
  const closesAtEnd = out._last === true;
  out.chunkedEncoding = false;
  out._last = false;
  res.end(() => socket.setTimeout(0));
  return new ChunkedSocket(socket, closesAtEnd);
}
