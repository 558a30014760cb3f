import { Controller, Get, Header, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
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
import type { HttpReply, HttpRequest } from '../../platform/http/http-types.js';
import {
  OptionalPlayerCaller,
  PlayerCaller,
  type PlayerCall,
} from '../../features/players/player-auth.js';
import { StreamTicketDto } from '../streams/dto/stream.dto.js';
import { PLAYER_STREAM_MODELS, PlayerStreamQueryDto } from './dto/player-stream.dto.js';
import { PlayerStreams } from './player-streams.service.js';
import { PlayerStreamTickets } from './player-stream-tickets.js';

const STREAM_RESPONSE = {
  description:
    'An event stream (text/event-stream): first `event: ready` (no id), then one message per ' +
    '`matched`, `queue_expired`, `game_started`, `your_turn`, `game_finished` or `challenge` (id: its ' +
    'sequence number in your ' +
    "stream), and `:` keep-alive comments. Each message's `data` is one JSON object whose `kind` " +
    'says which.',
  content: {
    'text/event-stream': {
      // Each message's data, as the game stream's body is written (streams.controller.ts): a
      // generator that types a stream by its schema (hey-api, with its validators) types and
      // checks each message so, where a string body made its validator refuse every message.
      schema: { $ref: '#/components/schemas/PlayerStreamMessage' },
      'x-itemSchema': { $ref: '#/components/schemas/PlayerStreamMessage' },
    },
  },
};

@ApiTags('players')
@Controller('api/v1/players/me')
export class PlayerStreamController {
  constructor(
    private readonly tickets: PlayerStreamTickets,
    private readonly streams: PlayerStreams,
  ) {}

  /** A single-use ticket that opens your player stream from a browser's EventSource. */
  @Post('stream-tickets')
  @UseGuards(EmptyBodyGuard)
  @Header('Cache-Control', 'private, no-store')
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
    await this.streams.open(query, bearer, req, reply);
  }
}
