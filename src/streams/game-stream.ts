import type { ServerResponse } from 'node:http';
import type { GameHistoryService } from '../history/game-history.service.js';

const PAGE = 500;
/** A client this far behind on reading is cut off; it reconnects with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1 << 20;
const DRAIN_TIMEOUT_MS = 30_000;
/** First delay before re-reading the log after a failed read; doubled per failure up to the cap. */
const RETRY_MS = 250;
const RETRY_MAX_MS = 10_000;

/** The events after which nothing more happens in a game: its stream ends. */
const GAME_ENDS = new Set(['game_over', 'game_forfeited', 'game_closed']);

type VisibleEvent = { seq: number; version: number; type: string; data: unknown };

/**
 * One open SSE response. It never holds events in memory beyond one page: on every notification
 * it reads what follows its own last sequence number from the log, so each event reaches it once,
 * in order, whatever instance accepted the move, and a slow reader only falls behind.
 */
export class GameStream {
  private lastSeq: number;
  /** The newest sequence number a notification told of. */
  private told = 0;
  /** Set when what was missed is unknown (the first read, a lost notification connection). */
  private unknown = true;
  private pumping = false;
  private again = false;
  private closed = false;
  private keepAlive: NodeJS.Timeout;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private readonly closeHandlers: (() => void)[] = [];

  constructor(
    private readonly res: ServerResponse,
    private readonly history: GameHistoryService,
    private readonly gameId: string,
    private readonly seat: number | null,
    after: number,
    keepAliveMs: number,
  ) {
    this.lastSeq = after;
    this.keepAlive = setInterval(() => this.write(': keep-alive\n\n'), keepAliveMs);
    res.on('close', () => this.close());
    // A client that hung up while the stream was being opened (its caller and snapshot are read
    // first) has already fired 'close': without this the stream would keep its place in the
    // per-address and per-token stream counts for good.
    if (res.destroyed) this.close();
  }

  onClose(handler: () => void): void {
    if (this.closed) handler();
    else this.closeHandlers.push(handler);
  }

  /** The first message: the caller's whole view. It has no id, so Last-Event-ID stays a sequence number. */
  sendView(view: object): void {
    this.write(`event: view\ndata: ${JSON.stringify({ kind: 'view', ...view })}\n\n`);
  }

  /**
   * A notification: the game's log reached `seq` (null: anything may have been missed). One this
   * stream has already sent past needs no read.
   */
  notified(seq: number | null): void {
    if (seq === null) this.unknown = true;
    else if (seq <= this.lastSeq && !this.pumping) return;
    else this.told = Math.max(this.told, seq);
    void this.pump();
  }

  /** Reads and sends everything after the last sent sequence number; re-runs if notified meanwhile. */
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
          const atLeast = this.unknown ? null : this.told;
          this.unknown = false;
          page = await this.history.visibleEvents(
            this.gameId,
            this.seat,
            this.lastSeq,
            PAGE,
            atLeast,
          );
          if (this.closed) return;
          const ended = await this.sendGrouped(page.events);
          this.lastSeq = page.upTo;
          if (ended) return this.close();
        } while (page.upTo > 0 && page.events.length === PAGE);
      } while (this.again && !this.closed);
      this.failures = 0;
    } catch {
      // A failed read (the database is down, say) is retried with the stream kept open: the
      // client stays connected, so it would not reconnect by itself.
      this.unknown = true;
      this.retryLater();
    } finally {
      this.pumping = false;
    }
  }

  private retryLater(): void {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(RETRY_MS * 2 ** this.failures++, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.pump();
    }, delay);
  }

  /** One message per accepted action (one version); its id is the action's last sequence number. */
  private async sendGrouped(events: VisibleEvent[]): Promise<boolean> {
    let ended = false;
    for (let i = 0; i < events.length;) {
      const version = events[i].version;
      const group: VisibleEvent[] = [];
      while (i < events.length && events[i].version === version) group.push(events[i++]);
      const last = group[group.length - 1].seq;
      const payload = { kind: 'update', version, events: group };
      if (!this.write(`id: ${last}\nevent: update\ndata: ${JSON.stringify(payload)}\n\n`)) {
        if (!(await this.drained())) return true;
      }
      if (group.some((e) => GAME_ENDS.has(e.type))) ended = true;
      // The stream's seat was given up: it ends here, before the seat's next events (a new
      // occupant's hand, or the hand a bot now plays) could reach the one who left.
      if (this.seat !== null && group.some((e) => this.seatLeft(e))) return true;
    }
    return ended;
  }

  private seatLeft(event: VisibleEvent): boolean {
    const data = event.data as { seat?: unknown } | null;
    return event.type === 'player_left' && data?.seat === this.seat;
  }

  private write(chunk: string): boolean {
    if (this.closed) return true;
    const ok = this.res.write(chunk);
    if (!ok && this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.close();
      return true;
    }
    return ok;
  }

  private drained(): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.res.off('drain', onDrain);
        this.close();
        resolve(false);
      }, DRAIN_TIMEOUT_MS);
      const onDrain = () => {
        clearTimeout(timer);
        resolve(!this.closed);
      };
      this.res.once('drain', onDrain);
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.keepAlive);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (!this.res.writableEnded && !this.res.destroyed) this.res.end();
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}
