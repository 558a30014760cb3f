import type { ServerResponse } from 'node:http';
import type { Clock, ClockTimer } from '../../platform/clock/clock.js';
import type { PlayerMessages } from '../../features/messages/player-messages.service.js';

const PAGE = 200;
/** A client this far behind on reading is cut off; it reconnects with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** First delay before re-reading after a failed read; doubled per failure up to the cap. */
const RETRY_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * One open player stream (GET /api/v1/players/me/stream). Like a game's stream (GameStream) it
 * holds nothing in memory: on every wake-up it reads what follows its own last sequence number
 * from player_messages, so each message reaches it once, in order, whatever instance wrote it.
 * Each message goes out as `id: <seq>`, `event: <kind>`, `data: <JSON>`.
 */
export class PlayerStream {
  private lastSeq: number;
  private pumping = false;
  private again = false;
  private closed = false;
  private failures = 0;
  private retryTimer: ClockTimer | null = null;
  private readonly keepAlive: ClockTimer;
  private readonly closeHandlers: (() => void)[] = [];

  constructor(
    private readonly res: ServerResponse,
    private readonly messages: PlayerMessages,
    private readonly playerId: string,
    after: number,
    keepAliveMs: number,
    private readonly clock: Clock,
  ) {
    this.lastSeq = after;
    this.keepAlive = clock.setInterval(() => this.write(': keep-alive\n\n'), keepAliveMs);
    res.on('close', () => this.close());
    if (res.destroyed) this.close();
  }

  onClose(handler: () => void): void {
    if (this.closed) handler();
    else this.closeHandlers.push(handler);
  }

  /** The first message, with no id: where the stream starts. */
  sendReady(lastSeq: number): void {
    this.write(`event: ready\ndata: ${JSON.stringify({ kind: 'ready', lastSeq })}\n\n`);
  }

  /** A wake-up: the player's stream reached `seq` (null: anything may have been missed). */
  notified(seq: number | null): void {
    if (seq !== null && seq <= this.lastSeq && !this.pumping) return;
    void this.pump();
  }

  /** Reads and sends everything after the last sent sequence number; re-runs if woken meanwhile. */
  async pump(): Promise<void> {
    if (this.closed) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        let page;
        do {
          page = await this.messages.after(this.playerId, this.lastSeq, PAGE);
          if (this.closed) return;
          for (const { seq, payload } of page) {
            const kind = String(payload.kind);
            this.write(`id: ${seq}\nevent: ${kind}\ndata: ${JSON.stringify(payload)}\n\n`);
            this.lastSeq = seq;
          }
        } while (page.length === PAGE && !this.closed);
      } while (this.again && !this.closed);
      this.failures = 0;
    } catch {
      // A failed read (the database is down, say) is retried with the stream kept open.
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

  private write(chunk: string): void {
    if (this.closed) return;
    if (!this.res.write(chunk) && this.res.writableLength > MAX_BUFFERED_BYTES) this.close();
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
