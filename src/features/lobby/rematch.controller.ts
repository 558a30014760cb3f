import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Answer } from '../../platform/common/answer.js';
import { ClientNetwork } from '../../platform/http/client-network.decorator.js';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator.js';
import type { IdempotencyRequest } from '../../platform/idempotency/idempotency.service.js';
import { Keyed } from '../../platform/idempotency/keyed-request.js';
import { RematchDto } from '../games/dto/online.dto.js';
import { JoinedGameDto } from '../games/dto/responses.dto.js';
import { GAME_ID } from '../games/game-id.js';
import { Created } from '../../platform/common/created.js';
import { RematchService } from './rematch.service.js';
import { SeatCaller, type Caller } from '../players/seat-auth.js';

type SeatCall = Caller & { tokenHash: string };

/** Asking for a rematch of a finished game (docs/online-play.md). */
@ApiTags('games')
@Controller('api/v1/games')
export class RematchController {
  constructor(private readonly rematches: RematchService) {}

  /** Asks for a rematch of a finished game and takes your seat in it. */
  @Post(':gameId/rematch')
  @ApiOperation({
    operationId: 'rematch',
    summary: 'Ask for a rematch',
    description:
      'Needs the seat token of a finished game. The first call creates the new game (same ' +
      'players count, rules, time control and visibility; the first dealer moved on by one) and ' +
      "the finished game's view names it in `rematch`; every call takes the caller's own seat " +
      "in it and answers that seat's new token, as joining does. Bot seats follow by themselves. " +
      'The new game counts against the address of the caller who creates it, as creating a game ' +
      'does: past GAMES_PER_ADDRESS_PER_HOUR, 429 `too_many_games` (taking a seat in a rematch ' +
      'already made is never refused so).',
  })
  @ApiParam(GAME_ID)
  @Idempotent()
  @Created((joined: JoinedGameDto) => `/api/v1/games/${joined.game.id}`, {
    type: JoinedGameDto,
    description: 'Your seat in the rematch; `Location` is the rematch.',
  })
  rematch(
    @Param('gameId') gameId: string,
    @Body() body: RematchDto,
    @SeatCaller() caller: SeatCall,
    @ClientNetwork() network: string,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<JoinedGameDto>> {
    return this.rematches.rematch(gameId, caller, body.clientSeed ?? null, network, keyed);
  }
}
