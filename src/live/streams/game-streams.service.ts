import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { clientNetwork } from '../../platform/http/client-address.js';
import { headerOf, type HttpReply, type HttpRequest } from '../../platform/http/http-types.js';
import type { EventSink } from './event-sink.js';
import { GameHistoryService } from '../../features/history/game-history.service.js';
import { gameView } from '../../core/table/game-view.js';
import type { GameData, SeatRecord } from '../../core/table/game-record.js';
import { isOver } from '../../core/table/game-status.js';
import { GameQueries } from '../../features/games/game-queries.service.js';
import type { Caller } from '../../features/players/seat-auth.js';
import { AbsencesService } from '../../features/play/absences.service.js';
import { GameAnnouncements } from '../../platform/realtime/game-announcements.js';
import { PresenceAnnouncements } from '../../platform/realtime/presence-announcements.js';
import { GameStream, type SeatHolder } from './game-stream.js';
import { SeatPresence } from './seat-presence.service.js';
import { resumePoint, StreamOpening } from './stream-opening.js';
import { StreamTicketsService } from './stream-tickets.service.js';
import { Clock } from '../../platform/clock/clock.js';

/** Where a game's stream resumes: Last-Event-ID, else ?lastSeq=, else its former name ?after=. */
export interface GameResume {
  lastSeq?: number;
  after?: number;
  ticket?: string;
  /** Whether the stream also tells presence changes (`event: presence`). */
  presence?: boolean;
}

/** The first message of a stream: the caller's view of the snapshot it opened on. */
function firstView(game: GameData, seats: SeatRecord[], seat: number | null, last: boolean) {
  // Sent once the stream counts as the seat's presence (StreamOpen.opened): its own seat is
  // connected by then, whatever the snapshot read before said (a user trial saw `false`).
  const shown = seats.map((s) => (s.seat === seat ? { ...s, connected: true } : s));
  return (stream: GameStream) =>
    stream.sendView({ ...gameView(game, shown, seat), lastSeq: game.eventSeq }, last);
}

/** Opens a game's streams (GET /api/v1/games/{gameId}/stream) for a seat or a spectator. */
@Injectable()
export class GameStreams {
  constructor(
    private readonly tickets: StreamTicketsService,
    private readonly queries: GameQueries,
    private readonly history: GameHistoryService,
    private readonly announcements: GameAnnouncements,
    private readonly absences: AbsencesService,
    private readonly presence: SeatPresence,
    private readonly presenceNotices: PresenceAnnouncements,
    private readonly opening: StreamOpening,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async open(
    gameId: string,
    query: GameResume,
    bearer: Caller,
    req: HttpRequest,
    reply: HttpReply,
  ): Promise<void> {
    const caller = await this.tickets.callerOf(gameId, query.ticket, bearer);
    const { game, seats, seat } = await this.queries.snapshot(gameId, caller);
    // Not past the last event: a stream starts where it can see everything since its token was
    // seen holding its seat (GameEvents), never after an event it would then miss, such as its
    // own player's leaving (which a new occupant's hand would follow).
    const [name, point] =
      query.lastSeq !== undefined ? ['lastSeq', query.lastSeq] : ['after', query.after];
    const after = resumePoint(
      req,
      point,
      game.eventSeq,
      (byHeader) =>
        `${byHeader ? 'Last-Event-ID' : name} must not be past the game's last event (${game.eventSeq}).`,
    );
    const line = seat === null ? undefined : seats.find((s) => s.seat === seat);
    const endsAtOnce = isOver(game) && after >= game.eventSeq;
    // Asked to resume at the end of a game that is over: the client has it all already.
    const resumed = point !== undefined || headerOf(req, 'last-event-id') !== undefined;
    await this.opening.open({
      req,
      reply,
      // A token that holds no seat (its player left) reads as a spectator: counted as one.
      place: this.placeOf(seat === null ? null : caller.tokenHash, req),
      isPrivate: seat !== null,
      ...this.follow({
        gameId,
        tokenHash: caller.tokenHash,
        seat,
        heldAt: game.eventSeq,
        after,
        // A seat bound to a player ends with the player's token (README, "Players").
        owner: line?.playerId ?? null,
        away: line?.away === true,
        // Asked for: presence changes too, read when a seat's stream opens or closes anywhere.
        tellsPresence: query.presence === true,
        overAt: isOver(game) ? game.eventSeq : null,
      }),
      first: firstView(game, seats, seat, endsAtOnce),
      endsAtOnce,
      nothingToSend: endsAtOnce && resumed,
    });
  }

  /**
   * The parts of a stream that live as long as it does. Built here, apart from `open`, so that
   * their closures hold these few values and not the snapshot the stream opened on (a closure
   * keeps every variable its function's closures use: with the snapshot, 3.6 kB a stream).
   */
  private follow(o: {
    gameId: string;
    tokenHash: string | null;
    seat: number | null;
    heldAt: number;
    after: number;
    owner: string | null;
    away: boolean;
    tellsPresence: boolean;
    overAt: number | null;
  }) {
    const { gameId, tokenHash, seat, tellsPresence } = o;
    const holder: SeatHolder | null =
      seat === null || tokenHash === null
        ? null
        : {
            seat,
            heldAt: o.heldAt,
            stillHeld: () => this.absences.holdsSeat(gameId, tokenHash, seat),
          };
    let opened: GameStream | null = null;
    return {
      create: (sink: EventSink, keepAliveMs: number) =>
        (opened = new GameStream(
          sink,
          this.history,
          gameId,
          holder,
          o.after,
          keepAliveMs,
          this.clock,
          tellsPresence ? () => this.queries.connectedSeats(gameId) : null,
          o.overAt,
        )),
      owner: o.owner,
      stillHeld: o.owner && holder ? holder.stillHeld : null,
      subscribe: async (notified: (seq: number | null) => void) => {
        const stop = await this.announcements.subscribe(gameId, notified);
        const stream = opened;
        if (!tellsPresence || !stream) return stop;
        const stopPresence = this.presenceNotices.subscribe(gameId, () => {
          void stream.presenceChanged();
        });
        return () => {
          stop();
          stopPresence();
        };
      },
      // A seat's open stream makes it `connected`, and brings an away seat back
      // (docs/online-play.md); the seat_back event reaches this stream like any other.
      opened:
        seat !== null && tokenHash !== null
          ? () => this.presence.streamOpened(gameId, seat, tokenHash, o.away)
          : undefined,
    };
  }

  /**
   * A seat's streams count against its token, on this instance; a spectator's against its address,
   * on every instance (the balancer may spread one client's streams over all of them), a left
   * seat's token's too (an outside trial opened five with one besides the address's ten).
   */
  private placeOf(
    tokenHash: string | null,
    req: HttpRequest,
  ): { key: string; max: number; per: string; shared?: boolean } {
    return tokenHash
      ? { key: `seat:${tokenHash}`, max: this.config.streamsPerToken, per: 'seat token' }
      : {
          key: `ip:${clientNetwork(req.ip)}`,
          max: this.config.spectatorStreamsPerAddress,
          per: 'address',
          shared: true,
        };
  }
}
