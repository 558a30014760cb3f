// A small keep-alive HTTP/1.1 JSON client for the HTTP benchmark, written straight on node:net.
// The driver shares the machine's two cores with the service and PostgreSQL, so every
// microsecond it spends per request is taken from what it measures: node:http's client cost the
// driver about 28% of a core at 1,400 requests/s. Here a request is one prebuilt string and one
// write, and an answer is read by its Content-Length, with nothing else parsed but the status.
import net from 'node:net';

export interface JsonResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark JSON is read loosely
  body: any;
  /** From the request being written to the last byte of the answer read (before JSON parsing). */
  ms: number;
}

interface Pending {
  started: number;
  done: (res: JsonResponse) => void;
  fail: (error: Error) => void;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** One connection, one request at a time (the loops never pipeline). */
class Connection {
  readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;
  /** Set once the headers are read: status, where the body starts, its length, close after it. */
  private head: { status: number; bodyAt: number; length: number; close: boolean } | null = null;
  closed = false;

  constructor(host: string, port: number, onClosed: (c: Connection) => void) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    const end = (error: Error) => {
      this.closed = true;
      onClosed(this);
      const pending = this.pending;
      this.pending = null;
      pending?.fail(error);
    };
    this.socket.on('error', end);
    this.socket.on('close', () => end(new Error('connection closed before the answer')));
  }

  send(request: string, pending: Pending): void {
    this.pending = pending;
    this.buffer = Buffer.alloc(0);
    this.head = null;
    pending.started = performance.now();
    this.socket.write(request);
  }

  private read(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    if (!this.head) {
      const end = this.buffer.indexOf(HEAD_END);
      if (end < 0) return;
      try {
        this.head = parseHead(this.buffer.toString('latin1', 0, end), end + HEAD_END.length);
      } catch (error) {
        this.socket.destroy(error as Error);
        return;
      }
    }
    const { status, bodyAt, length, close } = this.head;
    if (this.buffer.length < bodyAt + length) return;
    const pending = this.pending;
    if (!pending) return;
    const ms = performance.now() - pending.started;
    const text = this.buffer.toString('utf8', bodyAt, bodyAt + length);
    this.pending = null;
    this.head = null;
    this.buffer = Buffer.alloc(0);
    if (close) {
      this.closed = true;
      this.socket.destroy();
    }
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text for the error report
    }
    pending.done({ status, body, ms });
  }
}

function parseHead(head: string, bodyAt: number) {
  const status = Number(head.slice(9, 12));
  const lower = head.toLowerCase();
  if (lower.includes('\r\ntransfer-encoding: chunked')) {
    throw new Error('chunked answers are not supported by the benchmark client');
  }
  const match = /\r\ncontent-length: *(\d+)/.exec(lower);
  return {
    status,
    bodyAt,
    length: match ? Number(match[1]) : 0,
    close: lower.includes('\r\nconnection: close'),
  };
}

export class HttpClient {
  private readonly host: string;
  private readonly port: number;
  private readonly idle: Connection[] = [];
  private readonly all = new Set<Connection>();
  /** Requests waiting for a connection while `maxConnections` are busy, oldest first. */
  private readonly queued: ((connection: Connection) => void)[] = [];

  /**
   * @param maxConnections at most this many connections; further requests wait for one, and their
   *   time (`ms`) counts from the call, the wait included.
   */
  constructor(
    base: string,
    private readonly maxConnections = Infinity,
  ) {
    const url = new URL(base);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  request(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown; idempotencyKey?: string } = {},
  ): Promise<JsonResponse> {
    const payload = options.body === undefined ? '' : JSON.stringify(options.body);
    let request = `${method} ${path} HTTP/1.1\r\nHost: ${this.host}\r\nAccept: application/json\r\n`;
    if (options.token) request += `Authorization: Bearer ${options.token}\r\n`;
    if (options.idempotencyKey) request += `Idempotency-Key: ${options.idempotencyKey}\r\n`;
    if (method === 'POST') {
      if (payload) request += 'Content-Type: application/json\r\n';
      request += `Content-Length: ${Buffer.byteLength(payload)}\r\n`;
    }
    request += `\r\n${payload}`;
    const asked = performance.now();
    const connection = this.connection();
    if (connection) return this.send(connection, request, 0);
    // Every connection is busy: wait for the next given back, the wait counted in `ms`.
    return new Promise<Connection>((resolve) => this.queued.push(resolve)).then((given) =>
      this.send(given, request, performance.now() - asked),
    );
  }

  private send(connection: Connection, request: string, waited: number): Promise<JsonResponse> {
    return new Promise<JsonResponse>((done, fail) => {
      connection.send(request, {
        started: 0,
        done: (res) => {
          this.giveBack(connection);
          done(waited ? { ...res, ms: res.ms + waited } : res);
        },
        fail: (error) => {
          this.giveBack(connection);
          fail(error);
        },
      });
    });
  }

  /** A connection done with its request goes to the oldest waiting request, else to the idle ones. */
  private giveBack(connection: Connection): void {
    if (!connection.closed) this.idle.push(connection);
    if (!this.queued.length) return;
    // The one just given back, or (it closed) a new one in its place.
    const next = this.connection();
    if (next) this.queued.shift()!(next);
  }

  /**
   * The most recently used idle connection (LIFO keeps few sockets warm), else a new one while
   * fewer than `maxConnections` are open, else null.
   */
  private connection(): Connection | null {
    for (;;) {
      const reused = this.idle.pop();
      if (!reused) break;
      if (!reused.closed) return reused;
    }
    if (this.all.size >= this.maxConnections) return null;
    const created = new Connection(this.host, this.port, (c) => this.all.delete(c));
    this.all.add(created);
    return created;
  }

  close(): void {
    for (const c of this.all) c.socket.destroy();
    this.all.clear();
    this.idle.length = 0;
  }
}
