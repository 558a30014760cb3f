import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { holdForStream } from '../../platform/http/pipelined-requests.js';

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

/** How long an ended stream's connection may take to send its last bytes before it is cut. */
const CLOSE_GRACE_MS = 10_000;

/**
 * Stands in, for Node's HTTP server, for the response a taken-over connection is still sending:
 * with it in place Node queues a request that arrives on the connection behind it (never carried
 * out nor answered: the connection closes with the stream, as its `Connection: close` said) instead of
 * answering it into the middle of the stream, and `closeIdleConnections` leaves the connection
 * alone. Node reads `finished` and may call `emit` (a timeout) of the response it holds.
 */
const STREAM_IN_PROGRESS = { finished: false, emit: () => false };

/**
 * A chunked response body written straight to its connection, once Node has been told the
 * response is over (takeOver). The connection is the stream's alone: ending the stream sends the
 * last chunk and closes it.
 */
export class ChunkedSocket implements EventSink {
  private ended = false;

  constructor(private readonly socket: Socket) {}

  /** Called once Node has let go of the response: the connection is now the stream's. */
  heldByStream(): void {
    const socket = this.socket as Socket & { _httpMessage: unknown };
    // Node has detached the response. A request that arrived behind it meanwhile (takeOver only
    // takes a connection with none read yet) was just handed the connection, not carried out
    // (pipelined-requests.ts): its answer would go into the stream's body, so the connection ends
    // here, and the client reconnects.
    if (socket._httpMessage) return void socket.destroy();
    socket._httpMessage = STREAM_IN_PROGRESS;
    // A stream may be quiet between keep-alives (STREAM_KEEPALIVE_MS): no idle timeout, not even
    // the keep-alive one Node has just set for the connection it believes idle.
    if (!this.ended) socket.setTimeout(0);
  }

  write(chunk: string): boolean {
    if (this.ended) return true;
    return this.socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    const socket = this.socket;
    if (socket.destroyed) return;
    // Closed whole once the last chunk is out, or after CLOSE_GRACE_MS if the reader never takes
    // it: a half-closed socket would hold its file and its place among its address's connections.
    const cut = setTimeout(() => socket.destroy(), CLOSE_GRACE_MS);
    cut.unref();
    socket.once('close', () => clearTimeout(cut));
    socket.end('0\r\n\r\n', () => socket.destroy());
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
 * What takeOver reads and sets of Node's response and socket beyond their public API (Node's
 * `_http_outgoing` and `_http_server`): whether the body is chunked, whether Node would close the
 * connection after it, and which request the connection's parser read last.
 */
type OutgoingState = ServerResponse & { chunkedEncoding?: boolean; _last?: boolean };
type ParsedSocket = Socket & { parser?: { incoming?: unknown } | null };

/**
 * The response's body from here on as a sink of its own. Its headers must be sent, with
 * `Connection: close` (the connection ends with the stream). An open stream kept Node's and
 * Fastify's whole request alive (the response, its header string and header table, the request,
 * their listeners): about 12 kB a stream, most of the live heap at 8,000 streams
 * (docs/performance-history.md). Where the body is chunked, the response is ended for Node
 * without its last chunk (Node then lets go of it, and logs it), and the chunks are written to the
 * socket directly. Otherwise the response stays the sink: HTTP/1.0 (no chunks), or a connection on
 * which another request already arrived (pipelined: Node queues its answer behind the stream's,
 * and would send it as soon as it let go of the response).
 */
export function takeOver(res: ServerResponse): EventSink {
  const out = res as OutgoingState;
  const socket = res.socket as ParsedSocket | null;
  if (!out.chunkedEncoding || !socket || socket.parser?.incoming !== res.req) return res;
  const sink = new ChunkedSocket(socket);
  // From now on no request read on this connection is carried out (pipelined-requests.ts).
  holdForStream(socket);
  // Nothing more of this body is Node's to frame: end() then writes nothing. Node would close a
  // `Connection: close` connection once the response is finished: the sink does, at its end.
  out.chunkedEncoding = false;
  out._last = false;
  // The callback runs on 'finish', after Node's own listener has detached the response.
  res.end(() => sink.heldByStream());
  return sink;
}
