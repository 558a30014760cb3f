import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { headerOf, pathOf, type HttpReply, type HttpRequest } from '../http/http-types.js';
import { ApiProblems } from '../common/api-problems.decorator.js';
import { ProblemError } from '../common/problem.js';
import { GamesService } from '../games/games.service.js';
import { callerOf, etag, idempotencyScope } from '../games/request-context.js';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import { BotDecisions } from './bot-decisions.service.js';
import { AddBotDto, BotSeatDto, HintDto } from './bots.dto.js';

const GAME_ID = { name: 'gameId', description: 'The game id (UUID).' };

@ApiTags('bots')
@Controller('api/v1/games')
export class BotsController {
  constructor(
    private readonly games: GamesService,
    private readonly decisions: BotDecisions,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** Fills a free seat with a computer player, which then plays its turns by itself. */
  @Post(':gameId/bots')
  @ApiOperation({ operationId: 'addBot', summary: 'Seat a computer player' })
  @ApiParam(GAME_ID)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Makes a retry safe.' })
  @ApiCreatedResponse({ type: BotSeatDto })
  @ApiProblems(400, 404, 409, 422)
  async addBot(
    @Param('gameId') gameId: string,
    @Body() body: AddBotDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    const idem = this.idempotency.describe(
      headerOf(req, 'idempotency-key'),
      idempotencyScope(req, callerOf(req)),
      req.method,
      pathOf(req),
      body,
    );
    const answer = await this.games.addBot(gameId, body.level, body.seat ?? null, idem);
    res.status(answer.status);
    res.header('ETag', etag((answer.body as { game: { version: number } }).game.version));
    return answer.body;
  }

  /** What the strong bot would play in your seat now, and why. */
  @Get(':gameId/hint')
  @ApiOperation({ operationId: 'getHint', summary: 'A hint for your move' })
  @ApiParam(GAME_ID)
  @ApiBearerAuth()
  @ApiOkResponse({ type: HintDto })
  @ApiProblems(401, 404, 409)
  async getHint(@Param('gameId') gameId: string, @Req() req: HttpRequest) {
    const caller = callerOf(req);
    if (caller.token === null) {
      throw new ProblemError(
        401,
        'missing_token',
        'Unauthorized',
        'A hint is for a seat: send its bearer token.',
      );
    }
    const { seat, game } = await this.games.getGame(gameId, caller);
    if (this.decisions.turnOf(game) !== seat) {
      const code = game.status === 'playing' ? 'not_your_turn' : 'game_not_running';
      throw new ProblemError(409, code, 'Conflict', 'There is no move of yours to hint at now.');
    }
    return this.decisions.decide(game, seat!, 'strong');
  }
}
