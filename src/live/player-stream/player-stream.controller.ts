import type { OutgoingHttpHeaders } from 'node:http';
import { Controller, Get, Header, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { PlayerRef } from '../../platform/common/player-token.js';
import { EmptyBodyGuard } from '../../platform/common/empty-body.guard.js';
import { ProblemError } from '../../core/table/problem.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { Clock } from '../../platform/clock/clock.js';
import { Admission } from '../../platform/http/admission-places.js';
import { headerOf, type HttpReply, type HttpRequest } from '../../platform/http/http-types.js';
import { ShutdownState } from '../../platform/lifecycle/shutdown-state.js';
import {
  OptionalPlayerCaller,
  PlayerCaller,
  type PlayerCall,
} from '../../features/players/player-auth.js';
import { bearerOf, hashToken } from '../../platform/common/seat-token.js';
import { StreamTicketDto } from '../streams/dto/stream.dto.js';
import { StreamLimits } from '../streams/stream-limits.js';
import { StreamRevocations } from '../../platform/realtime/stream-revocations.js';
import {
  PLAYER_STREAM_MESSAGE,
  PLAYER_STREAM_MODELS,
  PlayerStreamQueryDto,
} from './dto/player-stream.dto.js';
import { PlayerMessages } from '../../features/messages/player-messages.service.js';
import { PlayerStream } from './player-stream.js';
import { PlayerStreamTickets } from './player-stream-tickets.js';

const STREAM_RESPONSE = {
  description:
    'An event stream (text/event-stream): first `event: ready` (no id), then one message per ' +
    '`matched`, `queue_expired`, `game_started`, `your_turn` or `game_finished` (id: its ' +
    'sequence number in your ' +
    "stream), and `:` keep-alive comments. Each message's `data` is one JSON object whose `kind` " +
    'says which.',
  content: {
    'text/event-stream': {
      schema: {
        type: 'string',
        maxLength: 2147483647,
        contentMediaType: 'text/event-stream',
        description: 'Server-Sent Events; each `data` is one PlayerStream message as JSON.',
      },
      'x-itemSchema': PLAYER_STREAM_MESSAGE,
    },
  },
};

@ApiTags('players')
@Controller('api/v1/players/me')
export class PlayerStreamController {
  constructor(
    private readonly messages: PlayerMessages,
    private readonly tickets: PlayerStreamTickets,
    private readonly limits: StreamLimits,
    private readonly shutdown: ShutdownState,
    private readonly admission: Admission,
    private readonly revocations: StreamRevocations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** A single-use ticket that opens your player stream from a browser's EventSource. */
  @Post('stream-tickets')
  @UseGuards(EmptyBodyGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'createPlayerStreamTicket',
    summary: "Get a ticket for the player's stream",
    description:
      'A single-use ticket, valid for about a minute, that opens your stream as ' +
      '`GET /api/v1/players/me/stream?ticket=...` for browsers, whose EventSource cannot send an ' +
      'Authorization header. Needs the player token.',
  })
  @ApiCreatedResponse({ type: StreamTicketDto, description: 'A single-use ticket.' })
  createPlayerStreamTicket(@PlayerCaller() player: PlayerCall): Promise<StreamTicketDto> {
    return this.tickets.issue(player);
  }

  /**
   * Server-Sent Events across all your games: `matched` (the queue seated you), `queue_expired`
   * (your entry waited QUEUE_ENTRY_TTL and was withdrawn), `game_started`,
   * `your_turn` (with the deadline) and `game_finished` (with the rating change). Reconnect with
   * Last-Event-ID to receive what you missed.
   */
  @Get('stream')
  @ApiOperation({
    operationId: 'streamPlayer',
    summary: "The player's live messages (SSE)",
    description:
      'Server-Sent Events across all your games: `matched` (the queue seated you), ' +
      '`queue_expired` (your queue entry waited QUEUE_ENTRY_TTL without a table and was withdrawn), ' +
      '`game_started`, `your_turn` (with the deadline) and `game_finished` (with the rating ' +
      'change), each with `id:` its sequence number in your stream. A new stream starts after ' +
      'the newest message (read GET /api/v1/players/me/games for the state of your games); ' +
      'reconnect with Last-Event-ID (or ?lastSeq=) to receive what you missed, as long as it is ' +
      'kept (7 days). Needs the player token, or ?ticket= from createPlayerStreamTicket.',
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'Resume after this sequence number; past the last message: 400.',
  })
  @ApiProduces('text/event-stream')
  @ApiExtraModels(...PLAYER_STREAM_MODELS)
  @ApiOkResponse(STREAM_RESPONSE)
  async streamPlayer(
    @Query() query: PlayerStreamQueryDto,
    @OptionalPlayerCaller() bearer: PlayerRef | null,
    @Req() req: HttpRequest,
    @Res() reply: HttpReply,
  ): Promise<void> {
    const player = await this.tickets.playerOf(query.ticket, withTokenHash(bearer, req));
    const last = await this.messages.lastSeq(player.id);
    const after = resumePoint(headerOf(req, 'last-event-id'), query.lastSeq, last);
    const key = `player:${player.id}`;
    if (!this.limits.acquire(key, this.config.streamsPerToken)) {
      throw new ProblemError(
        429,
        'too_many_streams',
        'Too Many Requests',
        `At most ${this.config.streamsPerToken} streams may be open per player on this instance.`,
      ).retryAfter(5);
    }
    // Open from here on: the places taken while opening go back (see StreamsController).
    this.admission.release(req);
    reply.hijack();
    const res = reply.raw;
    res.socket?.setTimeout(0);
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    const stream = new PlayerStream(
      res,
      this.messages,
      player.id,
      after,
      this.config.streamKeepAliveMs,
      this.clock,
    );
    stream.onClose(() => this.limits.release(key));
    stream.onClose(this.revocations.watch(player.id, () => stream.close()));
    stream.onClose(this.shutdown.whenDraining(() => stream.close()));
    try {
      // Watched from here on: a replacement of the token that committed before the watch began
      // (its notice already heard) is seen by this read instead (issue 42, item 9).
      if (!(await this.tickets.stillHolds(player))) return stream.close();
      stream.onClose(await this.messages.subscribe(player.id, (seq) => stream.notified(seq)));
    } catch {
      stream.close();
      return;
    }
    stream.sendReady(after);
    await stream.pump();
  }
}

/** The bearer player with the hash of the token it sent (the stream watches that token). */
function withTokenHash(bearer: PlayerRef | null, req: HttpRequest): PlayerCall | null {
  const token = bearerOf(req);
  return bearer && typeof token === 'string' && token !== 'malformed'
    ? { ...bearer, tokenHash: hashToken(token) }
    : null;
}

/** Last-Event-ID wins over ?lastSeq=; a fresh stream starts after the newest message. */
function resumePoint(header: string | undefined, query: number | undefined, last: number): number {
  let point = query ?? last;
  if (header !== undefined) {
    if (!/^\d{1,9}$/.test(header.trim())) {
      throw new ProblemError(
        400,
        'invalid_last_event_id',
        'Bad Request',
        'Last-Event-ID must be a sequence number.',
      );
    }
    point = Number(header.trim());
  }
  if (point > last) {
    throw new ProblemError(
      400,
      'invalid_resume_point',
      'Bad Request',
      `The resume point must not be past your stream's last message (${last}).`,
    );
  }
  return point;
}
