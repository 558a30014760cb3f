import type { ServerResponse } from 'node:http';
import type { Clock, ClockTimer } from '../../platform/clock/clock.js';
import type { GameHistoryService } from '../../features/history/game-history.service.js';
import type { LogEventView } from '../../core/table/game-record.js';
import type { GameView } from '../../core/table/game-view.js';

const PAGE = 500;
/** A client this far behind on reading is cut off; it reconnects with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1 << 20;
const DRAIN_TIMEOUT_MS = 30_000;
/** First delay before re-reading the log after a failed read; doubled per failure up to the cap. */
const RETRY_MS = 250;
const RETRY_MAX_MS = 10_000;

/** The events after which nothing more happens in a game: its stream ends. */
const GAME_ENDS = new Set(['game_over', 'game_forfeited', 'game_abandoned', 'game_closed']);

/** `event: view`: the caller's whole view when the stream opens, and the sequence number it reflects. */
export type StreamView = GameView & { kind: 'view'; lastSeq: number };

/** `event: update`: one accepted action's events, as the stream's caller may see them. */
export interface StreamUpdate {
  kind: 'update';
  version: number;
  events: LogEventView[];
}

/**
 * The seat a stream reads for, and since when its token is known to hold it. Such a stream is bound
 * to the token's occupancy of the seat, not to an event it may or may not see: see GameStream.
 */
export interface SeatHolder {
  seat: number;
  /**
   * The game's last sequence number when the token was seen holding the seat (the snapshot the
   * stream was opened on); the stream starts at or before it (a later start is refused).
   */
  heldAt: number;
  /** Whether the token holds the seat now: a read of the database, made after a gap. */
  stillHeld: () => Promise<boolean>;
}

/**
 * One open SSE response. It never holds events in memory beyond one page: on every notification
 * it reads what follows its own last sequence number from the log, so each event reaches it once,
 * in order, whatever instance accepted the move, and a slow reader only falls behind.
 *
 * A seat's stream lives only as long as its token holds the seat. Its token held the seat at
 * `heldAt` and it reads every event after a point at or before that, in order, from the log (the
 * one record of every change, on every instance); a token stops holding its seat only by an event
 * of that log (its player's `player_left`, which also frees a waiting game's seat; `game_closed`),
 * and a seat's number changes hands only by a `player_joined`. So the stream ends at the first such
 * event of its seat after `heldAt`, before anything later, which may be the next occupant's hand or
 * a bot's cards, is sent; no database read per move. After a gap (a lost notification connection,
 * a failed read) it also asks the database whether the token still holds the seat before reading on.
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
  private keepAlive: ClockTimer;
  private retryTimer: ClockTimer | null = null;
  private failures = 0;
  /** Set after a gap: the token's hold on the seat is read again before the next page. */
  private recheck = false;
  private readonly seat: number | null;
  private readonly closeHandlers: (() => void)[] = [];

  constructor(
    private readonly res: ServerResponse,
    private readonly history: GameHistoryService,
    private readonly gameId: string,
    private readonly holder: SeatHolder | null,
    after: number,
    keepAliveMs: number,
    private readonly clock: Clock,
  ) {
    this.seat = holder?.seat ?? null;
    this.lastSeq = after;
    this.keepAlive = clock.setInterval(() => this.write(': keep-alive\n\n'), keepAliveMs);
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
  sendView(view: GameView & { lastSeq: number }): void {
    const message: StreamView = { kind: 'view', ...view };
    this.write(`event: view\ndata: ${JSON.stringify(message)}\n\n`);
  }

  /**
   * A notification: the game's log reached `seq` (null: anything may have been missed). One this
   * stream has already sent past needs no read.
   */
  notified(seq: number | null): void {
    if (seq === null) this.unknown = this.recheck = true;
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
          if (this.recheck && this.holder) {
            if (!(await this.holder.stillHeld())) return this.close();
            if (this.closed) return;
          }
          this.recheck = false;
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

  /**
   * One message per accepted action (one version); its id is the action's last sequence number.
   * True when the stream ends: the game did, or its token no longer holds its seat.
   */
  private async sendGrouped(events: LogEventView[]): Promise<boolean> {
    let ended = false;
    for (let i = 0; i < events.length;) {
      const version = events[i].version;
      let group: LogEventView[] = [];
      while (i < events.length && events[i].version === version) group.push(events[i++]);
      const change = this.holder ? group.findIndex((e) => this.seatChanged(e)) : -1;
      if (change >= 0) group = this.lastOf(group, change);
      if (group.length) {
        const last = group[group.length - 1].seq;
        const payload: StreamUpdate = { kind: 'update', version, events: group };
        if (!this.write(`id: ${last}\nevent: update\ndata: ${JSON.stringify(payload)}\n\n`)) {
          if (!(await this.drained())) return true;
        }
      }
      if (change >= 0) return true;
      if (group.some((e) => GAME_ENDS.has(e.type))) ended = true;
    }
    return ended;
  }

  /**
   * What a stream whose token stopped holding its seat at `group[change]` may still be sent of that
   * action: what came before; the leaving or closing itself (a new occupant's arrival is not
   * told); and after it only how the game ended (a leaving that forfeits it).
   */
  private lastOf(group: LogEventView[], change: number): LogEventView[] {
    const told = group[change].type === 'player_joined' ? change : change + 1;
    return [...group.slice(0, told), ...group.slice(told).filter((e) => GAME_ENDS.has(e.type))];
  }

  /** An event after `heldAt` by which the stream's token stops holding its seat, or may have. */
  private seatChanged(event: LogEventView): boolean {
    if (event.seq <= this.holder!.heldAt) return false;
    if (event.type === 'game_closed') return true;
    if (event.type !== 'player_left' && event.type !== 'player_joined') return false;
    return (event.data as { seat?: unknown } | null)?.seat === this.seat;
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
