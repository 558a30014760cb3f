import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/api-problems.decorator.js';
import type { Answer } from '../common/answer.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { GameViewDto } from '../games/dto/responses.dto.js';
import { GAME_ID } from '../games/game-id.js';
import { OnlinePlayService } from './online-play.service.js';
import { SeatCaller, type Caller } from '../games/seat-auth.js';

type SeatCall = Caller & { tokenHash: string };

/** Leaving a game (docs/online-play.md). */
@ApiTags('games')
@Controller('api/v1/games')
export class LeaveController {
  constructor(private readonly online: OnlinePlayService) {}

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
  leaveGame(
    @Param('gameId') gameId: string,
    @SeatCaller() caller: SeatCall,
  ): Promise<Answer<GameViewDto>> {
    return this.online.leave(gameId, caller);
  }
}
