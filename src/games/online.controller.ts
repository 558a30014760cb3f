import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiProblems } from '../common/api-problems.decorator.js';
import { ClientNetwork } from '../http/client-network.decorator.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { RematchDto } from './dto/online.dto.js';
import { GameViewDto, JoinedGameDto } from './dto/responses.dto.js';
import { GAME_ID } from './game-id.js';
import { OnlinePlayService } from './online-play.service.js';
import { RematchService } from './rematch.service.js';
import { SeatCaller, type Caller } from './seat-auth.js';

type SeatCall = Caller & { tokenHash: string };

/** Leaving a game and asking for a rematch (docs/online-play.md). */
@ApiTags('games')
@Controller('api/v1/games')
export class OnlineController {
  constructor(
    private readonly online: OnlinePlayService,
    private readonly rematches: RematchService,
  ) {}

  /** Leaves the game. */
  @Post(':gameId/leave')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'leaveGame',
    summary: 'Leave a game',
    description:
      'Needs the seat token. In a waiting game the seat is freed and its token stops working. In ' +
      'a running game a bot (basic) plays the seat to the end (event player_left), or, under the ' +
      '`forfeit` time control, the game ends at once by your forfeit. Answers the game as a ' +
      'spectator sees it.',
  })
  @ApiParam(GAME_ID)
  @Idempotent()
  @ApiOkResponse({ type: GameViewDto, description: 'The game after you left (spectator view).' })
  @ApiProblems(401, 404, 409)
  leaveGame(@Param('gameId') gameId: string, @SeatCaller() caller: SeatCall) {
    return this.online.leave(gameId, caller);
  }

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
  @ApiCreatedResponse({ type: JoinedGameDto, description: 'Your seat in the rematch.' })
  @ApiProblems(400, 401, 404, 409, 410)
  rematch(
    @Param('gameId') gameId: string,
    @Body() body: RematchDto,
    @SeatCaller() caller: SeatCall,
    @ClientNetwork() network: string,
  ) {
    return this.rematches.rematch(gameId, caller, body.clientSeed ?? null, network);
  }
}
