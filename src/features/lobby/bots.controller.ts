import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Answer } from '../../platform/common/answer.js';
import { GAME_ID } from '../games/game-id.js';
import { LobbyService } from './lobby.service.js';
import { BotRequesterOf } from '../players/seat-auth.js';
import type { BotRequester } from '../../core/table/seating-rules.js';
import { AnonymousIdempotent } from '../../platform/idempotency/idempotent.decorator.js';
import type { IdempotencyRequest } from '../../platform/idempotency/idempotency.service.js';
import { Keyed } from '../../platform/idempotency/keyed-request.js';
import { AddBotDto, BotSeatDto } from './bots.dto.js';

@ApiTags('bots')
@Controller('api/v1/games')
export class BotsController {
  constructor(private readonly lobby: LobbyService) {}

  /** Fills a free seat with a computer player, which then plays its turns by itself. */
  @Post(':gameId/bots')
  @ApiOperation({
    operationId: 'addBot',
    summary: 'Seat a computer player',
    description:
      'Fills a free seat with a computer player that plays its own turns. Needs no credential, ' +
      'like taking a seat, unless the game is rated: there only a seated player (its seat token, ' +
      'or its player token) or the player whose token created the game seats one (401 ' +
      '`missing_token` without a token, 403 `not_seated_in_rated_game` with another).',
  })
  @ApiParam(GAME_ID)
  @AnonymousIdempotent()
  @ApiCreatedResponse({ type: BotSeatDto })
  addBot(
    @Param('gameId') gameId: string,
    @Body() body: AddBotDto,
    @BotRequesterOf() by: BotRequester,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<BotSeatDto>> {
    return this.lobby.addBot(gameId, body.level, body.seat ?? null, false, by, keyed);
  }
}
