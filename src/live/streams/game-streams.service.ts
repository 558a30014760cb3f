import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { clientNetwork } from '../../platform/http/client-address.js';
import type { HttpReply, HttpRequest } from '../../platform/http/http-types.js';
import { GameHistoryService } from '../../features/history/game-history.service.js';
import { gameView } from '../../core/table/game-view.js';
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
    const tokenHash = caller.tokenHash;
    const holder: SeatHolder | null =
      seat === null || tokenHash === null
        ? null
        : {
            seat,
            heldAt: game.eventSeq,
            stillHeld: () => this.absences.holdsSeat(gameId, tokenHash, seat),
          };
    const line = seat === null ? undefined : seats.find((s) => s.seat === seat);
    // A seat bound to a player ends with the player's token (README, "Players").
    const owner = line?.playerId ?? null;
    // Asked for: presence changes too, read when a seat's stream opens or closes anywhere.
    const tellsPresence = query.presence === true;
    let opened: GameStream | null = null;
    await this.opening.open({
      req,
      reply,
      place: this.placeOf(caller, req),
      isPrivate: seat !== null,
      create: (res, keepAliveMs) =>
        (opened = new GameStream(
          res,
          this.history,
          gameId,
          holder,
          after,
          keepAliveMs,
          this.clock,
          tellsPresence ? () => this.queries.connectedSeats(gameId) : null,
        )),
      owner,
      stillHeld: owner && holder ? holder.stillHeld : null,
      subscribe: async (notified) => {
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
          ? () => this.presence.streamOpened(gameId, seat, tokenHash, line?.away === true)
          : undefined,
      first: (stream) =>
        stream.sendView({ ...gameView(game, seats, seat), lastSeq: game.eventSeq }),
      endsAtOnce:
        (game.status === 'finished' || game.status === 'closed') && after >= game.eventSeq,
    });
  }

  /**
   * A seat's streams count against its token, on this instance; a spectator's against its address,
   * on every instance (the balancer may spread one client's streams over all of them).
   */
  private placeOf(
    caller: Caller,
    req: HttpRequest,
  ): { key: string; max: number; per: string; shared?: boolean } {
    return caller.tokenHash
      ? { key: `seat:${caller.tokenHash}`, max: this.config.streamsPerToken, per: 'seat token' }
      : {
          key: `ip:${clientNetwork(req.ip)}`,
          max: this.config.spectatorStreamsPerAddress,
          per: 'address',
          shared: true,
        };
  }
}
