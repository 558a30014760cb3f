import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { headerOf, pathOf, type HttpReply, type HttpRequest } from '../http/http-types.js';
import type { Action } from '../engine/index.js';
import { ApiProblems } from '../common/api-problems.decorator.js';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import {
  BidDto,
  CardTransfersDto,
  ContractDto,
  CreateGameDto,
  JoinGameDto,
  PlayDto,
} from './dto/requests.dto.js';
import { ListGamesQueryDto, EventsQueryDto } from './dto/queries.dto.js';
import {
  DealProofDto,
  EventPageDto,
  GamePageDto,
  GameViewDto,
  JoinedGameDto,
  ScoreTableDto,
} from './dto/responses.dto.js';
import { GameHistoryService } from './game-history.service.js';
import { GamesService, type Answer } from './games.service.js';
import {
  callerOf,
  etag,
  idempotencyScope,
  ifMatchVersion,
  matchesIfNoneMatch,
} from './request-context.js';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'Makes a retry safe: the same key and body answer the first answer again.',
};
const IF_MATCH_HEADER = {
  name: 'If-Match',
  required: false,
  description: 'The ETag (version) the move was decided on; an older one is refused with 412.',
};
const GAME_ID = { name: 'gameId', description: 'The game id (UUID).' };

function versionOf(body: unknown): number | undefined {
  const b = body as { version?: number; game?: { version?: number } };
  return b.version ?? b.game?.version;
}

@ApiTags('games')
@Controller('api/v1/games')
export class GamesController {
  constructor(
    private readonly games: GamesService,
    private readonly history: GameHistoryService,
    private readonly idempotency: IdempotencyService,
  ) {}

  private send(res: HttpReply, answer: Answer) {
    res.status(answer.status);
    const version = versionOf(answer.body);
    if (version !== undefined) res.header('ETag', etag(version));
    return answer.body;
  }

  private idem(req: HttpRequest, body: unknown) {
    const caller = callerOf(req);
    return this.idempotency.describe(
      headerOf(req, 'idempotency-key'),
      idempotencyScope(req, caller),
      req.method,
      pathOf(req),
      body,
    );
  }

  /** Creates a game waiting for its players. */
  @Post()
  @ApiOperation({ operationId: 'createGame', summary: 'Create a game' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiCreatedResponse({ type: GameViewDto, description: 'The new game, status `waiting`.' })
  @ApiProblems(400, 413, 422)
  async createGame(
    @Body() body: CreateGameDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.send(res, await this.games.createGame(body, this.idem(req, body)));
  }

  /** Lists games, newest first. */
  @Get()
  @ApiOperation({ operationId: 'listGames', summary: 'List games' })
  @ApiOkResponse({ type: GamePageDto })
  @ApiProblems(400)
  listGames(@Query() query: ListGamesQueryDto) {
    return this.games.listGames(query.status, query.limit ?? 20, query.cursor);
  }

  /** Takes a free seat. The answer holds the seat's token: keep it, it is shown once. */
  @Post(':gameId/players')
  @ApiOperation({ operationId: 'joinGame', summary: 'Take a seat' })
  @ApiParam(GAME_ID)
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiCreatedResponse({ type: JoinedGameDto })
  @ApiProblems(400, 404, 409, 422)
  async joinGame(
    @Param('gameId') gameId: string,
    @Body() body: JoinGameDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.send(res, await this.games.joinGame(gameId, body.name, this.idem(req, body)));
  }

  /** The game as the caller may see it: a seat's view with its token, else the spectator view. */
  @Get(':gameId')
  @ApiOperation({ operationId: 'getGame', summary: 'Read a game' })
  @ApiParam(GAME_ID)
  @ApiBearerAuth()
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    description:
      'An ETag from an earlier read: 304 with no body if the game has not changed since.',
  })
  @ApiOkResponse({
    type: GameViewDto,
    headers: { ETag: { description: 'The game version, quoted.' } },
  })
  @ApiResponse({ status: 304, description: 'Not modified since the ETag given in If-None-Match.' })
  @ApiProblems(401, 404)
  async getGame(
    @Param('gameId') gameId: string,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    const { view, version } = await this.games.getGame(gameId, callerOf(req));
    const tag = etag(version);
    res.header('ETag', tag);
    if (matchesIfNoneMatch(headerOf(req, 'if-none-match'), tag)) {
      res.status(304);
      return undefined;
    }
    return view;
  }

  private async move(
    req: HttpRequest,
    res: HttpReply,
    gameId: string,
    action: Action,
    body: unknown,
  ) {
    const caller = callerOf(req);
    const answer = await this.games.move(gameId, caller, action, {
      ifMatch: ifMatchVersion(req),
      idempotency: this.idem(req, body),
    });
    return this.send(res, answer);
  }

  /** Raises the bid. */
  @Post(':gameId/bids')
  @HttpCode(200)
  @ApiOperation({ operationId: 'bid', summary: 'Raise the bid' })
  @MoveDocs()
  async bid(
    @Param('gameId') gameId: string,
    @Body() body: BidDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.move(req, res, gameId, { type: 'bid', amount: body.amount }, body);
  }

  /** Passes: final for this deal. */
  @Post(':gameId/passes')
  @HttpCode(200)
  @ApiOperation({ operationId: 'pass', summary: 'Pass' })
  @MoveDocs()
  async pass(
    @Param('gameId') gameId: string,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.move(req, res, gameId, { type: 'pass' }, null);
  }

  /** Demands a redeal, holding all four nines. */
  @Post(':gameId/redeals')
  @HttpCode(200)
  @ApiOperation({ operationId: 'redeal', summary: 'Demand a redeal (four nines)' })
  @MoveDocs()
  async redeal(
    @Param('gameId') gameId: string,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.move(req, res, gameId, { type: 'redeal' }, null);
  }

  /** The declarer gives one card to each opponent. */
  @Post(':gameId/card-transfers')
  @HttpCode(200)
  @ApiOperation({ operationId: 'giveCards', summary: 'Give one card to each opponent' })
  @MoveDocs()
  async giveCards(
    @Param('gameId') gameId: string,
    @Body() body: CardTransfersDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    const transfers = body.transfers.map((t) => ({ toSeat: t.toSeat, card: t.card }));
    return this.move(req, res, gameId, { type: 'give', transfers } as Action, body);
  }

  /** Announces the contract. */
  @Post(':gameId/contract')
  @HttpCode(200)
  @ApiOperation({ operationId: 'announceContract', summary: 'Announce the contract' })
  @MoveDocs()
  async announceContract(
    @Param('gameId') gameId: string,
    @Body() body: ContractDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.move(req, res, gameId, { type: 'contract', amount: body.amount }, body);
  }

  /** Surrenders the deal (расписать). */
  @Post(':gameId/surrender')
  @HttpCode(200)
  @ApiOperation({ operationId: 'surrender', summary: 'Surrender the deal' })
  @MoveDocs()
  async surrender(
    @Param('gameId') gameId: string,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.move(req, res, gameId, { type: 'surrender' }, null);
  }

  /** Plays a card, optionally declaring the marriage of a led K or Q. */
  @Post(':gameId/plays')
  @HttpCode(200)
  @ApiOperation({ operationId: 'playCard', summary: 'Play a card' })
  @MoveDocs()
  async playCard(
    @Param('gameId') gameId: string,
    @Body() body: PlayDto,
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    const action = {
      type: 'play',
      card: body.card,
      declareMarriage: body.declareMarriage ?? false,
    } as Action;
    return this.move(req, res, gameId, action, body);
  }

  /** The score table: every deal's result and every player's score, bolts and barrel events. */
  @Get(':gameId/score-table')
  @ApiOperation({ operationId: 'getScoreTable', summary: 'Read the score table' })
  @ApiParam(GAME_ID)
  @ApiOkResponse({ type: ScoreTableDto })
  @ApiProblems(404)
  getScoreTable(@Param('gameId') gameId: string) {
    return this.history.scoreTable(gameId);
  }

  /** The event log as the caller may see it. */
  @Get(':gameId/events')
  @ApiOperation({ operationId: 'listEvents', summary: 'Read the event log' })
  @ApiParam(GAME_ID)
  @ApiBearerAuth()
  @ApiOkResponse({ type: EventPageDto })
  @ApiProblems(400, 401, 404)
  listEvents(
    @Param('gameId') gameId: string,
    @Query() query: EventsQueryDto,
    @Req() req: HttpRequest,
  ) {
    return this.history.events(gameId, callerOf(req), query.after ?? 0, query.limit ?? 500);
  }

  /** Once deal n is over: its deck and secret, matching the commitment published at the deal. */
  @Get(':gameId/deals/:deal/proof')
  @ApiOperation({ operationId: 'getDealProof', summary: 'Reveal a finished deal for verification' })
  @ApiParam(GAME_ID)
  @ApiParam({ name: 'deal', description: 'Deal number, from 1.' })
  @ApiOkResponse({ type: DealProofDto })
  @ApiProblems(400, 404)
  getDealProof(@Param('gameId') gameId: string, @Param('deal', ParseIntPipe) deal: number) {
    return this.history.proof(gameId, deal);
  }
}

function MoveDocs() {
  return (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
    ApiParam(GAME_ID)(target, key, descriptor);
    ApiBearerAuth()(target, key, descriptor);
    ApiHeader(IF_MATCH_HEADER)(target, key, descriptor);
    ApiHeader(IDEMPOTENCY_HEADER)(target, key, descriptor);
    ApiOkResponse({ type: GameViewDto, description: 'The new seat view.' })(
      target,
      key,
      descriptor,
    );
    ApiProblems(400, 401, 404, 409, 412, 422)(target, key, descriptor);
  };
}
