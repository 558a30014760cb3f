import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Answer } from '../../platform/common/answer.js';
import { EmptyBodyGuard } from '../../platform/common/empty-body.guard.js';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator.js';
import type { IdempotencyRequest } from '../../platform/idempotency/idempotency.service.js';
import { Keyed } from '../../platform/idempotency/keyed-request.js';
import { GameViewDto } from '../games/dto/responses.dto.js';
import { GAME_ID } from '../games/game-id.js';
import { AbsencesService } from './absences.service.js';
import { SeatCaller, type Caller } from '../players/seat-auth.js';

type SeatCall = Caller & { tokenHash: string };

/** Leaving a game, and coming back to an away seat (docs/online-play.md). */
@ApiTags('games')
@Controller('api/v1/games')
export class LeaveController {
  constructor(private readonly absences: AbsencesService) {}

  /** Leaves the game. */
  @Post(':gameId/leave')
  @HttpCode(200)
  @UseGuards(EmptyBodyGuard)
  @ApiOperation({
    operationId: 'leaveGame',
    summary: 'Leave a game',
    description:
      'Needs the seat token. In a waiting game the seat is freed and its token stops working; ' +
      'left with computer players only, the game is closed (event game_closed). In ' +
      'a running game the stand-in plays the seat to the end (event player_left), or, under the ' +
      '`forfeit` time control, the game ends at once by your forfeit. Answers the game as a ' +
      'spectator sees it. Sent again once your seat is out of the game (you left, or your forfeit ' +
      'ended it), it changes nothing and answers the same way, so a lost answer may be retried; ' +
      "a waiting game's freed seat has no token left to retry with (401).",
  })
  @ApiParam(GAME_ID)
  @Idempotent()
  @ApiOkResponse({ type: GameViewDto, description: 'The game after you left (spectator view).' })
  leaveGame(
    @Param('gameId') gameId: string,
    @SeatCaller() caller: SeatCall,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    return this.absences.leave(gameId, caller, keyed);
  }

  /** Takes your away seat back from the stand-in. */
  @Post(':gameId/back')
  @HttpCode(200)
  @UseGuards(EmptyBodyGuard)
  @ApiOperation({
    operationId: 'comeBack',
    summary: "I'm back: play your away seat again",
    description:
      'Needs the seat token. An away seat (`seats[n].away`: the stand-in plays it) is yours to ' +
      'play again (event seat_back); any move of yours, or opening your stream, does the same. ' +
      'Changes nothing when the seat is not away, so it may be sent again safely. Answers the ' +
      'game as your seat sees it. 409 `seat_left` after you left; 409 `game_not_running` when ' +
      'the game is not being played.',
  })
  @ApiParam(GAME_ID)
  @Idempotent()
  @ApiOkResponse({ type: GameViewDto, description: 'The game as your seat sees it.' })
  comeBack(
    @Param('gameId') gameId: string,
    @SeatCaller() caller: SeatCall,
    @Keyed() keyed: IdempotencyRequest | null,
  ) {
    return this.absences.back(gameId, caller, keyed);
  }
}
