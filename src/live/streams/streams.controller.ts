import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
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
import { OptionalSeatCaller, type Caller } from '../../features/players/seat-auth.js';
import type { HttpReply, HttpRequest } from '../../platform/http/http-types.js';
import {
  StreamPresenceDto,
  StreamUpdateDto,
  StreamViewDto,
  StreamQueryDto,
} from './dto/stream.dto.js';
import { GameStreams } from './game-streams.service.js';

/** The type of each message's data (OpenAPI 3.2's itemSchema, as an extension under 3.1). */
const EACH_MESSAGE = { 'x-itemSchema': { $ref: '#/components/schemas/StreamMessage' } };

const STREAM_RESPONSE = {
  description:
    'An event stream (text/event-stream), not one JSON document: read it as a stream of ' +
    'messages. `event: view` (no id, but its lastSeq on a game that is over, where it is the ' +
    'last message) carries a StreamViewDto; `event: update` (id = sequence ' +
    'number) carries a StreamUpdateDto; with `?presence=true`, `event: presence` (no id) carries ' +
    'a StreamPresenceDto; lines starting with `:` are keep-alive comments. Each ' +
    "message's `data` is one JSON object whose `kind` says which. A game that is over, resumed " +
    "at its last event, answers 204 with no body instead, which ends a browser EventSource's " +
    'reconnecting (not listed as a response of its own: generators would type each message as ' +
    'possibly empty).',
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
  constructor(private readonly streams: GameStreams) {}

  /**
   * Server-Sent Events. First an `event: view` with your whole view, then one `event: update`
   * per accepted action (`id:` its last sequence number; data: the new version and the events as
   * you may see them), and a `: keep-alive` comment after 15 s without a message. Reconnect with
   * `Last-Event-ID` (or `?lastSeq=`, formerly `?after=`, still read) to receive exactly what you missed; a point past the game's last
   * event is refused (400 `invalid_resume_point`). The stream ends after the `game_over` event (or
   * `game_forfeited`, `game_abandoned`, `game_closed`) and what followed it (a `rematch_created`);
   * resumed at the last event of a game that is over, it is answered 204 (an EventSource then
   * stops reconnecting). A seat's stream ends as soon as its token no longer holds
   * the seat (after its `player_left`), whatever point it resumed from. A seat's open stream shows
   * it `connected` and brings it back when away (docs/online-play.md); with `?presence=true` the
   * stream also sends `event: presence` (no id) whenever the seats connected change. Each message's data says what it is in `kind` (`view`, `update` or `presence`).
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
      "Server-Sent Events: first `event: view` with your whole view, then one `event: update` per accepted action (id: its last sequence number), and keep-alive comments. Reconnect with Last-Event-ID to receive what you missed (a point past the last event: 400 `invalid_resume_point`). The stream ends after the game's end (`game_over`, `game_forfeited`, `game_abandoned`, `game_closed`) and what followed it (a `rematch_created`); resumed at the last event of a game that is over it is answered 204. A seat's stream ends when its token stops holding the seat (its `player_left`). Spectators need no token.",
  })
  @ApiParam({ name: 'gameId', description: 'The game id (UUID).' })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description:
      'Resume after this sequence number; past the last event: 400 `invalid_resume_point`.',
  })
  @ApiProduces('text/event-stream')
  @ApiExtraModels(StreamViewDto, StreamUpdateDto, StreamPresenceDto)
  @ApiOkResponse(STREAM_RESPONSE)
  // The 204 (resumed at a finished game's last event) is told in the description, not listed as a
  // response: hey-api would then type every message `void | StreamMessage`, and code built on the
  // 1.0.0 client stops compiling (test/hey-client.e2e-spec.ts did).
  async streamGame(
    @Param('gameId') gameId: string,
    @Query() query: StreamQueryDto,
    @OptionalSeatCaller() bearer: Caller,
    @Req() req: HttpRequest,
    @Res() reply: HttpReply,
  ): Promise<void> {
    if (query.after !== undefined) reply.headers(deprecationHeaders(STREAM_AFTER_QUERY));
    await this.streams.open(gameId, query, bearer, req, reply);
  }
}
