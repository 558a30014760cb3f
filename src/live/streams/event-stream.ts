import type { Clock, ClockTimer } from '../../platform/clock/clock.js';
import type { EventSink } from './event-sink.js';

/** A client this far behind on reading is cut off; it reconnects with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1 << 20;
const DRAIN_TIMEOUT_MS = 30_000;
/** First delay before re-reading after a failed read; doubled per failure up to the cap. */
const RETRY_MS = 250;
const RETRY_MAX_MS = 10_000;

/** One Server-Sent Events message: `id:` (none when null), `event:` and its data as JSON. */
export interface SseMessage {
  id: number | null;
  event: string;
  data: unknown;
}

/** What a stream's source read after a sequence number. */
export interface StreamPage {
  messages: SseMessage[];
  /** The sequence number the stream has sent up to once these messages are out. */
  upTo: number;
  /** Whether another page may follow at once (this one was full). */
  more: boolean;
  /** Whether the stream ends after these messages. */
  ends: boolean;
}

/** Where a stream's messages come from: a log numbered by sequence, read a page at a time. */
export interface StreamSource {
  /**
   * The page after `after`. `atLeast`: the newest sequence number a notification told of (null:
   * unknown, as on the first read or after a gap), for sources that can use it.
   */
  read(after: number, atLeast: number | null): Promise<StreamPage>;
  /** After a gap (a lost notification connection, a failed read): whether the stream may go on. */
  stillOpen?(): Promise<boolean>;
}

/**
 * One open SSE response: the one loop of the game's and the player's streams. It never holds
 * messages in memory beyond one page: on every notification it reads what follows its own last
 * sequence number from its source (a log on PostgreSQL), so each message reaches it once, in
 * order, whatever instance wrote it, and a slow reader only falls behind (and is cut off past
 * MAX_BUFFERED_BYTES, or when it does not drain for DRAIN_TIMEOUT_MS). A failed read is retried
 * with backoff and the stream kept open: the client stays connected, so it would not reconnect.
 */
export class EventStream {
  private lastSeq: number;
  /** The newest sequence number a notification told of. */
  private told = 0;
  /** Set when what was missed is unknown (the first read, a lost notification connection). */
  private unknown = true;
  /** Set after a gap: the source is asked whether the stream may go on before the next page. */
  private recheck = false;
  /**
   * Set by the first pump, which its opener starts once the first message (the view) is out.
   * Before that a notification only records what to read: a page written then would reach the
   * client ahead of the view, which, read on an older snapshot, would then undo it (outside trial:
   * `update` id 5 before a view at lastSeq 2 when the game started while a seat's stream opened).
   */
  private started = false;
  private pumping = false;
  private again = false;
  private closed = false;
  private failures = 0;
  private retryTimer: ClockTimer | null = null;
  private readonly keepAlive: ClockTimer;
  /** Whether anything was written since the keep-alive timer last looked. */
  private wrote = false;
  private readonly closeHandlers: (() => void)[] = [];

  constructor(
    private readonly res: EventSink,
    private readonly source: StreamSource,
    after: number,
    keepAliveMs: number,
    protected readonly clock: Clock,
  ) {
    this.lastSeq = after;
    // A comment only after keepAliveMs without a write: a table in play writes every few seconds,
    // and at 2,000 tables a comment every 15 s on each of 8,000 streams was 533 writes a second
    // (issue 47, docs/performance-history.md). Looking every half period keeps the silence at most
    // keepAliveMs.
    this.keepAlive = clock.setInterval(() => {
      if (this.wrote) this.wrote = false;
      else this.write(': keep-alive\n\n');
    }, keepAliveMs / 2);
    res.on('close', () => this.close());
    // A client that hung up while the stream was being opened (its caller and snapshot are read
    // first) has already fired 'close': without this the stream would keep its place in the
    // stream counts for good.
    if (res.destroyed) this.close();
  }

  onClose(handler: () => void): void {
    if (this.closed) handler();
    else this.closeHandlers.push(handler);
  }

  /**
   * A message with no id (the first one), so Last-Event-ID stays a sequence number; or with `id`,
   * a sequence number, for a first message after which the stream ends (GameStream.sendView).
   */
  send(event: string, data: unknown, id: number | null = null): void {
    this.write(format({ id, event, data }));
  }

  /**
   * A notification: the source reached `seq` (null: anything may have been missed). One this
   * stream has already sent past needs no read.
   */
  notified(seq: number | null): void {
    if (seq === null) this.unknown = this.recheck = true;
    else if (seq <= this.lastSeq && !this.pumping) return;
    else this.told = Math.max(this.told, seq);
    if (this.started) void this.pump();
  }

  /**
   * Reads and sends everything after the last sent sequence number; re-runs if notified meanwhile.
   * The first call starts the stream: its opener makes it after sending the first message.
   */
  async pump(): Promise<void> {
    if (this.closed) return;
    this.started = true;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        let page: StreamPage;
        do {
          if (this.recheck && this.source.stillOpen) {
            if (!(await this.source.stillOpen())) return this.close();
            if (this.closed) return;
          }
          this.recheck = false;
          const atLeast = this.unknown ? null : this.told;
          this.unknown = false;
          page = await this.source.read(this.lastSeq, atLeast);
          if (this.closed) return;
          // A page's messages (several actions, when catching up) go out in one write: one
          // system call and one TCP segment instead of one per message.
          const chunk = page.messages.map(format).join('');
          if (chunk && !this.write(chunk) && !(await this.drained())) return this.close();
          this.lastSeq = page.upTo;
          if (page.ends) return this.close();
        } while (page.more && !this.closed);
      } while (this.again && !this.closed);
      this.failures = 0;
    } catch {
      // A failed read (the database is down, say) is retried with the stream kept open.
      this.unknown = this.recheck = true;
      this.retryLater();
    } finally {
      this.pumping = false;
    }
  }

  private retryLater(): void {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(RETRY_MS * 2 ** this.failures++, RETRY_MAX_MS);
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      void this.pump();
    }, delay);
  }

  /** False when the reader is behind: wait for a drain before the next message. */
  private write(chunk: string): boolean {
    if (this.closed) return true;
    this.wrote = true;
    const ok = this.res.write(chunk);
    if (!ok && this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.close();
      return true;
    }
    return ok;
  }

  private drained(): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = this.clock.setTimeout(() => {
        this.res.off('drain', onDrain);
        this.close();
        resolve(false);
      }, DRAIN_TIMEOUT_MS);
      const onDrain = () => {
        this.clock.clear(timer);
        resolve(!this.closed);
      };
      this.res.once('drain', onDrain);
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clock.clear(this.keepAlive);
    this.clock.clear(this.retryTimer);
    if (!this.res.writableEnded && !this.res.destroyed) this.res.end();
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}

function format({ id, event, data }: SseMessage): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
