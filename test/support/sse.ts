import http from 'node:http';
import type { GameEventDto as GameEvent, StreamUpdateDto } from '../../clients/ts/src/index.js';

export interface SseMessage {
  id?: string;
  event: string;
  data: unknown;
}

/** A minimal SSE reader over node:http, keeping every message and comment it received. */
export class SseClient {
  readonly messages: SseMessage[] = [];
  comments = 0;
  status = 0;
  raw = '';
  readonly ended: Promise<void>;
  private req!: http.ClientRequest;
  private res?: http.IncomingMessage;
  private buffer = '';
  private waiters: (() => void)[] = [];

  private constructor(url: string, headers: Record<string, string>) {
    this.ended = new Promise((resolve) => {
      this.req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
        this.res = res;
        this.status = res.statusCode ?? 0;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => this.feed(chunk));
        res.on('end', () => resolve());
        res.on('close', () => resolve());
        this.wake();
      });
      this.req.on('error', () => resolve());
    });
  }

  /** A stream at a path spelt as given (`/api/v1/games/<id>/stream/`, say), with these headers. */
  static openPath(baseUrl: string, path: string, headers: Record<string, string> = {}) {
    return new SseClient(`${baseUrl}${path}`, headers);
  }

  /** The answer's headers, once they arrived. */
  header(name: string): string | undefined {
    const value = this.res?.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  static open(
    baseUrl: string,
    gameId: string,
    opts: {
      token?: string;
      lastEventId?: string;
      after?: number;
      lastSeq?: number;
      ticket?: string;
    } = {},
  ) {
    const headers: Record<string, string> = {};
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.lastEventId) headers['Last-Event-ID'] = opts.lastEventId;
    const params = new URLSearchParams();
    if (opts.after !== undefined) params.set('after', String(opts.after));
    if (opts.lastSeq !== undefined) params.set('lastSeq', String(opts.lastSeq));
    if (opts.ticket !== undefined) params.set('ticket', opts.ticket);
    const query = params.size > 0 ? `?${params}` : '';
    return new SseClient(`${baseUrl}/api/v1/games/${gameId}/stream${query}`, headers);
  }

  private feed(chunk: string): void {
    this.raw += chunk;
    this.buffer += chunk;
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      const message: SseMessage = { event: 'message', data: null };
      let isComment = true;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        isComment = false;
        const [field, ...rest] = line.split(': ');
        const value = rest.join(': ');
        if (field === 'id') message.id = value;
        else if (field === 'event') message.event = value;
        else if (field === 'data') message.data = JSON.parse(value);
      }
      if (isComment) this.comments++;
      else this.messages.push(message);
    }
    this.wake();
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves once `check` holds (re-checked on every chunk), or fails after `ms`. */
  async until(check: () => boolean, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `SSE wait timed out; got ${this.messages.length} messages, status ${this.status}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  get updates(): SseMessage[] {
    return this.messages.filter((m) => m.event === 'update');
  }

  /** Every event received in updates, flattened. */
  get events(): GameEvent[] {
    return this.updates.flatMap((m) => (m.data as StreamUpdateDto).events);
  }

  pause(): void {
    this.res?.pause();
  }

  close(): void {
    this.req.destroy();
  }
}
