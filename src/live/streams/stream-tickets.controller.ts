import { Controller, Header, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { EmptyBodyGuard } from '../../platform/common/empty-body.guard.js';
import { GAME_ID } from '../../features/games/game-id.js';
import { SeatCaller, type Caller } from '../../features/players/seat-auth.js';
import { StreamTicketDto } from './dto/stream.dto.js';
import { StreamTicketsService } from './stream-tickets.service.js';

@ApiTags('games')
@Controller('api/v1/games')
export class StreamTicketsController {
  constructor(private readonly tickets: StreamTicketsService) {}

  /**
   * A single-use ticket, valid for about a minute (`STREAM_TICKET_TTL_MS`), that opens this seat's
   * stream as `GET /api/v1/games/{gameId}/stream?ticket=...`: for browsers, whose EventSource
   * cannot send an Authorization header. Ask for a new one for each (re)connection. Spectators
   * need none.
   */
  @Post(':gameId/stream-tickets')
  @UseGuards(EmptyBodyGuard)
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'createStreamTicket',
    summary: "Get a ticket for the seat's stream",
    description:
      "A single-use ticket, valid for about a minute, that opens this seat's stream as " +
      '`GET /api/v1/games/{gameId}/stream?ticket=...` for browsers, whose EventSource cannot ' +
      'send an Authorization header. Needs the seat token. Spectators need none, nor does a ' +
      'player who left the game (409 `seat_left`): its stream is a spectator’s from then on.',
  })
  @ApiParam(GAME_ID)
  @ApiCreatedResponse({
    type: StreamTicketDto,
    description: 'A single-use ticket for this seat, valid until `expiresAt` (about a minute).',
  })
  createStreamTicket(
    @Param('gameId') gameId: string,
    @SeatCaller() caller: Caller & { tokenHash: string },
  ): Promise<StreamTicketDto> {
    return this.tickets.issue(gameId, caller);
  }
}
