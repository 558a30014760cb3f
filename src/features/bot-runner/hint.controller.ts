import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ProblemError } from '../../core/table/problem.js';
import { GAME_ID } from '../games/game-id.js';
import { Admission } from '../../platform/http/admission-places.js';
import { ClientNetwork } from '../../platform/http/client-network.decorator.js';
import type { HttpRequest } from '../../platform/http/http-types.js';
import { GameQueries } from '../games/game-queries.service.js';
import { SeatCaller, type Caller } from '../players/seat-auth.js';
import { BotDecisions, decisionSeed } from './bot-decisions.service.js';
import { HintDto, HintQueryDto } from './hint.dto.js';
import { HintShare } from './hint-share.js';

@ApiTags('bots')
@Controller('api/v1/games')
export class HintController {
  constructor(
    private readonly queries: GameQueries,
    private readonly decisions: BotDecisions,
    private readonly admission: Admission,
    private readonly shares: HintShare,
  ) {}

  /** What a computer player (strong unless asked for another) would play in your seat now, and why. */
  @Get(':gameId/hint')
  @ApiOperation({
    operationId: 'getHint',
    summary: 'A hint for your move',
    description:
      'What a computer player would play in your seat now, and why: the strong one unless `level` ' +
      'names another; 409 when it is not your turn. Not in a rated game ' +
      '(403 `hint_not_in_rated_game`): its moves must be your own. While an address has ' +
      '`HINTS_PER_ADDRESS` (2) different hints under way, another is answered 429 ' +
      '`too_many_hints` with Retry-After; the same hint asked again meanwhile shares the one ' +
      'being computed, and is not refused.',
  })
  @ApiParam(GAME_ID)
  @ApiOkResponse({ type: HintDto })
  async getHint(
    @Param('gameId') gameId: string,
    @SeatCaller() caller: Caller,
    @ClientNetwork() address: string,
    @Req() req: HttpRequest,
    @Query() query: HintQueryDto,
  ): Promise<HintDto> {
    const { seat, game } = await this.queries.snapshot(gameId, caller);
    // A rated game's result changes the players' ratings: it must be the person's play, not a
    // computer player's (README, "Computer players and hints").
    if (game.rated) {
      throw new ProblemError(
        403,
        'hint_not_in_rated_game',
        'Forbidden',
        'Hints are not given in a rated game: its moves must be your own.',
      );
    }
    if (seat === null || this.decisions.turnOf(game) !== seat) {
      // A seat whose player left reads the game as a spectator (GameQueries.snapshot): say why.
      if (seat === null && caller.tokenHash !== null && (await this.left(gameId, caller))) {
        throw new ProblemError(409, 'seat_left', 'Conflict', 'You left this game.');
      }
      const code = game.status === 'playing' ? 'not_your_turn' : 'game_not_running';
      throw new ProblemError(409, code, 'Conflict', 'There is no move of yours to hint at now.');
    }
    // The address's place is taken once the game is read (a view's cost: the question names its
    // version), before the deal's events are read and the search is queued (hint-share.ts).
    const level = query.level ?? 'strong';
    const giveBack = this.shares.take(address, `${level}:${decisionSeed(game, seat)}`);
    try {
      // Waiting for a worker is bounded by the decision pool, not by the request places: a queued
      // hint keeps only its caller's place (src/platform/http/admission-places.ts, stepAside).
      const stepAside = () => this.admission.stepAside(req);
      return await this.decisions.decide(game, seat, level, 'hint', stepAside);
    } finally {
      giveBack();
    }
  }

  /** Whether the caller's token holds a seat of this game whose player left it. */
  private async left(gameId: string, caller: Caller): Promise<boolean> {
    const { seat, seats } = await this.queries.fresh(gameId, caller);
    return seat !== null && seats.some((s) => s.seat === seat && s.left);
  }
}
