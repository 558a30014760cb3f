import type { Clock } from '../../platform/clock/clock.js';
import type { EventSink } from './event-sink.js';
import type { GameHistoryService } from '../../features/history/game-history.service.js';
import type { LogEventView } from '../../core/table/game-record.js';
import type { GameView } from '../../core/table/game-view.js';
import {
  EventStream,
  type SseMessage,
  type StreamPage,
  type StreamSource,
} from './event-stream.js';

const PAGE = 500;

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
 * `event: presence`: the seats with a stream open changed (only on a stream opened with
 * `?presence=true`): `connected` lists them all, as a view's seat lines would show them now.
 */
export interface StreamPresence {
  kind: 'presence';
  connected: number[];
}

/** A presence read that failed is tried again after this long. */
const PRESENCE_RETRY_MS = 1000;

/**
 * The seat a stream reads for, and since when its token is known to hold it. Such a stream is bound
 * to the token's occupancy of the seat, not to an event it may or may not see: see GameEvents.
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

/** A game's stream: its log as the caller may see it, one `event: update` per accepted action. */
export class GameStream extends EventStream {
  /** The connected seats last told (by the view, then by presence messages); null: none yet. */
  private toldPresence: string | null = null;
  private presenceReading = false;
  private presenceAgain = false;

  /**
   * @param presence reads the seats connected now, for a stream that tells presence changes
   *   (`?presence=true`); null: the stream tells none.
   * @param overAt the last sequence number of a game that was over when the stream opened: the
   *   stream ends once it has sent that far, whatever came after the game's end (a
   *   `rematch_created`); null: a game in progress, whose stream ends with it.
   */
  constructor(
    res: EventSink,
    history: GameHistoryService,
    gameId: string,
    holder: SeatHolder | null,
    after: number,
    keepAliveMs: number,
    clock: Clock,
    private readonly presence: (() => Promise<number[] | null>) | null = null,
    overAt: number | null = null,
  ) {
    super(res, new GameEvents(history, gameId, holder, overAt), after, keepAliveMs, clock);
  }

  /**
   * The first message: the caller's whole view. `last`: nothing follows it (the game is over), so
   * it carries `id: lastSeq`: a browser's EventSource reconnects with it as Last-Event-ID and is
   * answered 204, which ends its reconnecting (an outside trial saw one reconnect every 3 s).
   */
  sendView(view: GameView & { lastSeq: number }, last = false): void {
    const message: StreamView = { kind: 'view', ...view };
    this.send('view', message, last ? view.lastSeq : null);
    if (!this.presence) return;
    this.toldPresence = presenceKey(view.seats.filter((s) => s.connected).map((s) => s.seat));
    // A change heard before the view went out (this seat's own stream opening, say): read it now.
    if (this.presenceAgain) void this.presenceChanged();
  }

  /**
   * The game's presence may have changed (PresenceAnnouncements): reads the connected seats and
   * sends `event: presence` when they differ from what the client was last told. Reads run one at
   * a time, and a change heard meanwhile reads again, so the last message is the newest state.
   */
  async presenceChanged(): Promise<void> {
    if (!this.presence) return;
    if (this.presenceReading || this.toldPresence === null) {
      this.presenceAgain = true;
      return;
    }
    this.presenceReading = true;
    try {
      do {
        this.presenceAgain = false;
        const seats = await this.presence();
        const key = seats && presenceKey(seats);
        if (seats && key !== this.toldPresence) {
          this.toldPresence = key;
          const message: StreamPresence = { kind: 'presence', connected: seats };
          this.send('presence', message);
        }
      } while (this.presenceAgain);
    } catch {
      // The database is away: try again shortly rather than leave the client told the old state.
      const timer = this.clock.setTimeout(() => void this.presenceChanged(), PRESENCE_RETRY_MS);
      this.onClose(() => this.clock.clear(timer));
    } finally {
      this.presenceReading = false;
    }
  }
}

const presenceKey = (seats: readonly number[]) => [...seats].sort((a, b) => a - b).join(',');

/**
 * A game's log, read for one caller. A seat's stream lives only as long as its token holds the
 * seat. Its token held the seat at `heldAt` and it reads every event after a point at or before
 * that, in order, from the log (the one record of every change, on every instance); a token stops
 * holding its seat only by an event of that log (its player's `player_left`, which also frees a
 * waiting game's seat; `game_closed`), and a seat's number changes hands only by a
 * `player_joined`. So the stream ends at the first such event of its seat after `heldAt`, before
 * anything later, which may be the next occupant's hand or a bot's cards, is sent; no database
 * read per move. After a gap (a lost notification connection, a failed read) it also asks the
 * database whether the token still holds the seat before reading on.
 */
class GameEvents implements StreamSource {
  private readonly seat: number | null;

  constructor(
    private readonly history: GameHistoryService,
    private readonly gameId: string,
    private readonly holder: SeatHolder | null,
    private readonly overAt: number | null,
  ) {
    this.seat = holder?.seat ?? null;
    if (holder) this.stillOpen = () => holder.stillHeld();
  }

  stillOpen?: () => Promise<boolean>;

  async read(after: number, atLeast: number | null): Promise<StreamPage> {
    const page = await this.history.visibleEvents(this.gameId, this.seat, after, PAGE, atLeast);
    const { messages, ends } = this.grouped(page.events);
    // A game over before the stream opened may have events after its end (`rematch_created`), no
    // end event among them: one resumed after `game_over` stayed open for good (an outside trial).
    const caughtUp = this.overAt !== null && page.upTo >= this.overAt;
    const more = page.upTo > 0 && page.events.length === PAGE;
    return { messages, upTo: page.upTo, more, ends: ends || caughtUp };
  }

  /**
   * One message per accepted action (one version); its id is the action's last sequence number.
   * Ends when the game did, or when its token no longer holds its seat (nothing after is sent).
   */
  private grouped(events: LogEventView[]): { messages: SseMessage[]; ends: boolean } {
    const messages: SseMessage[] = [];
    let ends = false;
    for (let i = 0; i < events.length;) {
      const version = events[i].version;
      let group: LogEventView[] = [];
      while (i < events.length && events[i].version === version) group.push(events[i++]);
      const change = this.holder ? group.findIndex((e) => this.seatChanged(e)) : -1;
      if (change >= 0) group = this.lastOf(group, change);
      if (group.length) {
        const data: StreamUpdate = { kind: 'update', version, events: group };
        messages.push({ id: group[group.length - 1].seq, event: 'update', data });
      }
      if (change >= 0) return { messages, ends: true };
      if (group.some((e) => GAME_ENDS.has(e.type))) ends = true;
    }
    return { messages, ends };
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
}
