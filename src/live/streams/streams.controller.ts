import type { OutgoingHttpHeaders } from 'node:http';
import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { deprecationHeaders, STREAM_AFTER_QUERY } from '../../platform/common/deprecation.js';
import { ProblemError } from '../../core/table/problem.js';
import { Admission } from '../../platform/http/admission-places.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { Clock } from '../../platform/clock/clock.js';
import { GameHistoryService } from '../../features/history/game-history.service.js';
import { gameView } from '../../core/table/game-view.js';
import { GameQueries } from '../../features/games/game-queries.service.js';
import { OptionalSeatCaller, type Caller } from '../../features/games/seat-auth.js';
import { clientNetwork } from '../../platform/http/client-address.js';
import { headerOf, type HttpReply, type HttpRequest } from '../../platform/http/http-types.js';
import { StreamUpdateDto, StreamViewDto, StreamQueryDto } from './dto/stream.dto.js';
import { ShutdownState } from '../../platform/lifecycle/shutdown-state.js';
import { GameAnnouncements } from '../../platform/realtime/game-announcements.js';
import { GameStream } from './game-stream.js';
import { OnlinePlayService } from '../../features/play/online-play.service.js';
import { SeatPresence } from './seat-presence.service.js';
import { StreamLimits } from './stream-limits.js';
import { StreamRevocations } from '../../platform/realtime/stream-revocations.js';
import { StreamTicketsService } from './stream-tickets.service.js';

/** The type of each message's data (OpenAPI 3.2's itemSchema, as an extension under 3.1). */
const EACH_MESSAGE = { 'x-itemSchema': { $ref: '#/components/schemas/StreamMessage' } };

const STREAM_RESPONSE = {
  description:
    'An event stream (text/event-stream), not one JSON document: read it as a stream of ' +
    'messages. `event: view` (no id) carries a StreamViewDto; `event: update` (id = sequence ' +
    'number) carries a StreamUpdateDto; lines starting with `:` are keep-alive comments. Each ' +
    "message's `data` is one JSON object whose `kind` says which.",
  content: {
    'text/event-stream': {
      // Each message's data is a StreamMessage (StreamViewDto | StreamUpdateDto), as the released
      // contract described the body (contract/released/openapi.json): generators that type a
      // stream by its schema (hey-api, with its validators) type and check each message so, and a
      // string here broke them (issue 46). x-itemSchema says the same in OpenAPI 3.2's terms.
      schema: { $ref: '#/components/schemas/StreamMessage' },
      ...EACH_MESSAGE,
    },
  },
  headers: {
    Deprecation: {
      description:
        'Sent when the request used the deprecated `after` (RFC 9745): when it was deprecated.',
      schema: { type: 'string', pattern: '^@[0-9]{1,12}$', maxLength: 13 },
    },
    Sunset: {
      description:
        'Sent with Deprecation (RFC 8594): from when `after` may stop working (only with a new ' +
        'major version of the API).',
      schema: { type: 'string', maxLength: 40 },
    },
  },
};

@ApiTags('games')
@Controller('api/v1/games')
export class StreamsController {
  constructor(
    private readonly queries: GameQueries,
    private readonly history: GameHistoryService,
    private readonly announcements: GameAnnouncements,
    private readonly limits: StreamLimits,
    private readonly shutdown: ShutdownState,
    private readonly tickets: StreamTicketsService,
    private readonly presence: SeatPresence,
    private readonly online: OnlinePlayService,
    private readonly admission: Admission,
    private readonly revocations: StreamRevocations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** A place among the streams of the caller's token or address, or 429; its key to give back. */
  private takeStreamPlace(caller: Caller, req: HttpRequest): string {
    // A seat's streams count against its token; a spectator's against its address (1,000 from
    // one address were all accepted before).
    const [limitKey, max, per] = caller.tokenHash
      ? [`seat:${caller.tokenHash}`, this.config.streamsPerToken, 'seat token']
      : [`ip:${clientNetwork(req.ip)}`, this.config.spectatorStreamsPerAddress, 'address'];
    if (!this.limits.acquire(limitKey, max)) {
      throw new ProblemError(
        429,
        'too_many_streams',
        'Too Many Requests',
        `At most ${max} streams may be open per ${per} on this instance.`,
      ).retryAfter(5);
    }
    return limitKey;
  }

  /**
   * Server-Sent Events. First an `event: view` with your whole view, then one `event: update`
   * per accepted action (`id:` its last sequence number; data: the new version and the events as
   * you may see them), and a `: keep-alive` comment at least every 15 s. Reconnect with
   * `Last-Event-ID` (or `?lastSeq=`, formerly `?after=`, still read) to receive exactly what you missed; a point past the game's last
   * event is refused (400 `invalid_resume_point`). The stream ends after the `game_over` event (or
   * `game_forfeited`, `game_abandoned`, `game_closed`), and a seat's stream ends as soon as its token no longer holds
   * the seat (after its `player_left`), whatever point it resumed from. A seat's open stream shows
   * it `connected` and brings it back when away (docs/online-play.md). Each message's data says what it is in `kind` (`view` or `update`).
   *
   * A seat's stream needs its token: in `Authorization`, or, from a browser's EventSource (which
   * cannot send headers), as `?ticket=` from POST /api/v1/games/{gameId}/stream-tickets. A ticket
   * opens one stream of its own game; an unknown, used, expired or foreign ticket is refused (401
   * `invalid_ticket`), and a ticket sent with an Authorization header too is refused (400
   * `ambiguous_credentials`). Spectators send neither.
   */
  @Get(':gameId/stream')
  @ApiOperation({
    operationId: 'streamGame',
    summary: 'Live events of a game (SSE)',
    description:
      "Server-Sent Events: first `event: view` with your whole view, then one `event: update` per accepted action (id: its last sequence number), and keep-alive comments. Reconnect with Last-Event-ID to receive what you missed (a point past the last event: 400 `invalid_resume_point`). A seat's stream ends when its token stops holding the seat (its `player_left`). Spectators need no token.",
  })
  @ApiParam({ name: 'gameId', description: 'The game id (UUID).' })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description:
      'Resume after this sequence number; past the last event: 400 `invalid_resume_point`.',
  })
  @ApiProduces('text/event-stream')
  @ApiExtraModels(StreamViewDto, StreamUpdateDto)
  @ApiOkResponse(STREAM_RESPONSE)
  async streamGame(
    @Param('gameId') gameId: string,
    @Query() query: StreamQueryDto,
    @OptionalSeatCaller() bearer: Caller,
    @Req() req: HttpRequest,
    @Res() reply: HttpReply,
  ): Promise<void> {
    if (query.after !== undefined) reply.headers(deprecationHeaders(STREAM_AFTER_QUERY));
    const caller = await this.tickets.callerOf(gameId, query.ticket, bearer);
    const { game, seats, seat } = await this.queries.snapshot(gameId, caller);
    // Not past the last event: a stream starts where it can see everything since its token was
    // seen holding its seat (GameStream), never after an event it would then miss, such as its
    // own player's leaving (which a new occupant's hand would follow).
    const after = resumePoint(
      headerOf(req, 'last-event-id'),
      query.lastSeq !== undefined
        ? { name: 'lastSeq', value: query.lastSeq }
        : { name: 'after', value: query.after },
      game.eventSeq,
    );
    const limitKey = this.takeStreamPlace(caller, req);
    // Open from here on: the places it took while opening go back (an open stream lives for
    // minutes and must not hold one; STREAM_KEEPALIVE_MS keeps it alive instead). The stream
    // writes to the socket itself; the headers set so far (the request id) go out with its own.
    this.admission.release(req);
    const res = openEventStream(reply, seat);
    const tokenHash = caller.tokenHash;
    const holder =
      seat === null || tokenHash === null
        ? null
        : {
            seat,
            heldAt: game.eventSeq,
            stillHeld: () => this.online.holdsSeat(gameId, tokenHash, seat),
          };
    const stream = new GameStream(
      res,
      this.history,
      gameId,
      holder,
      after,
      this.config.streamKeepAliveMs,
      this.clock,
    );
    stream.onClose(() => this.limits.release(limitKey));
    // A seat bound to a player ends with the player's token (README, "Players").
    const owner = seat === null ? null : seats.find((s) => s.seat === seat)?.playerId;
    if (owner) stream.onClose(this.revocations.watch(owner, () => stream.close()));
    stream.onClose(this.shutdown.whenDraining(() => stream.close()));
    try {
      // Watched from here on: a token replacement that committed before the watch began (its
      // notice already heard) has replaced the seat's token too, which this read sees (issue 42).
      if (owner && holder && !(await holder.stillHeld())) return stream.close();
      const unsubscribe = await this.announcements.subscribe(gameId, (seq) => stream.notified(seq));
      stream.onClose(unsubscribe);
      // A seat's open stream makes it `connected`, and brings an away seat back
      // (docs/online-play.md); the seat_back event reaches this stream like any other.
      if (seat !== null && tokenHash !== null) {
        stream.onClose(await this.presence.opened(gameId, seat, tokenHash));
        if (seats.find((s) => s.seat === seat)?.away) await this.online.comeBack(gameId, seat);
      }
    } catch {
      stream.close();
      return;
    }
    stream.sendView({ ...gameView(game, seats, seat), lastSeq: game.eventSeq });
    if ((game.status === 'finished' || game.status === 'closed') && after >= game.eventSeq) {
      stream.close();
      return;
    }
    await stream.pump();
  }
}

/**
 * Where to resume: Last-Event-ID wins over ?lastSeq= (or its old name ?after=); a fresh stream starts at the view's sequence.
 * A point past the game's last event (`current`) is refused (400 `invalid_resume_point`): no
 * stream of this game sent it.
 */
function resumePoint(
  lastEventId: string | undefined,
  query: { name: string; value: number | undefined },
  current: number,
): number {
  let point = query.value ?? current;
  if (lastEventId !== undefined) {
    if (!/^\d{1,9}$/.test(lastEventId.trim())) {
      throw new ProblemError(
        400,
        'invalid_last_event_id',
        'Bad Request',
        'Last-Event-ID must be a sequence number.',
      );
    }
    point = Number(lastEventId.trim());
  }
  if (point > current) {
    throw new ProblemError(
      400,
      'invalid_resume_point',
      'Bad Request',
      `${lastEventId !== undefined ? 'Last-Event-ID' : query.name} must not be past the game's last ` +
        `event (${current}).`,
    );
  }
  return point;
}

/** Takes the socket from Fastify and sends the event stream's headers (with those set so far). */
function openEventStream(reply: HttpReply, seat: number | null): HttpReply['raw'] {
  reply.hijack();
  const res = reply.raw;
  // A stream may be quiet between keep-alives, and lives as long as its reader reads: the
  // connection idle timeout (CONNECTION_IDLE_TIMEOUT_MS) is for requests, not for streams.
  res.socket?.setTimeout(0);
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    // A seat's stream holds its hand: no cache in between may keep it.
    'cache-control': seat === null ? 'no-cache, no-transform' : 'private, no-store, no-transform',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  return res;
}
