import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Answer } from '../../platform/common/answer.js';
import { ClientNetwork } from '../../platform/http/client-network.decorator.js';
import { AnonymousIdempotent } from '../../platform/idempotency/idempotent.decorator.js';
import type { IdempotencyRequest } from '../../platform/idempotency/idempotency.service.js';
import { Keyed } from '../../platform/idempotency/keyed-request.js';
import { CreateGameDto, JoinGameDto } from '../games/dto/requests.dto.js';
import { ListGamesQueryDto } from '../games/dto/queries.dto.js';
import { GamePageDto, GameViewDto, JoinedGameDto } from '../games/dto/responses.dto.js';
import { GAME_ID } from '../games/game-id.js';
import { Created } from '../../platform/common/created.js';
import { GameQueries } from '../games/game-queries.service.js';
import { LobbyService } from './lobby.service.js';
import { OptionalSeatCaller, type Caller } from '../players/seat-auth.js';
import { OptionalPlayerCaller } from '../players/player-auth.js';
import type { PlayerRef } from '../../platform/common/player-token.js';
import { botsAllowedOnlyRated } from '../../core/table/player-kinds.js';
import { Lean } from '../../platform/http/lean/lean-route.js';

/** The lobby and a game's view; moves are in MovesController, its history in HistoryController. */
@ApiTags('games')
@Controller('api/v1/games')
export class LobbyController {
  constructor(
    private readonly lobby: LobbyService,
    private readonly queries: GameQueries,
  ) {}

  /** Creates a game waiting for its players. */
  @Post()
  @ApiOperation({
    operationId: 'createGame',
    summary: 'Create a game',
    description:
      'Creates a game waiting for its players. Needs no credential, by design: anyone may open a table; a rated one (`rated: true`) only with a player token of a player old enough to play rated (403 `player_required`, `player_too_new`). With a player token the game records that player as its creator, who may seat computer players in it when it is rated. Safe to retry with an Idempotency-Key.',
  })
  @AnonymousIdempotent()
  @Created((game: GameViewDto) => `/api/v1/games/${game.id}`, {
    type: GameViewDto,
    description: 'The new game, status `waiting`.',
  })
  createGame(
    @Body() body: CreateGameDto,
    @ClientNetwork() network: string,
    @OptionalPlayerCaller() player: PlayerRef | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    botsAllowedOnlyRated(body);
    return this.lobby.createGame(body, network, player, keyed);
  }

  /** Lists games, newest first. */
  @Get()
  @ApiOperation({
    operationId: 'listGames',
    summary: 'List games',
    description: 'Lists games, newest first, a page at a time; filter by status.',
  })
  @ApiOkResponse({ type: GamePageDto })
  listGames(@Query() query: ListGamesQueryDto): Promise<GamePageDto> {
    return this.lobby.listGames(query.status, query.limit ?? 20, query.cursor);
  }

  /** Takes a free seat. The answer holds the seat's token: keep it, it is shown once. */
  @Post(':gameId/players')
  @ApiOperation({
    operationId: 'joinGame',
    summary: 'Take a seat',
    description:
      'Takes a free seat. Needs no credential, by design: this is how a player gets its seat token, answered once here; keep it. The game starts when the last seat is taken. With a player token the seat is bound to that player: the player token then also stands for the seat in this game (a player holds at most one seat of a game: 409 `already_seated`).',
  })
  @ApiParam(GAME_ID)
  @AnonymousIdempotent()
  @ApiCreatedResponse({ type: JoinedGameDto })
  joinGame(
    @Param('gameId') gameId: string,
    @Body() body: JoinGameDto,
    @OptionalPlayerCaller() player: PlayerRef | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<JoinedGameDto>> {
    return this.lobby.joinGame(
      gameId,
      body.name,
      body.clientSeed ?? null,
      null,
      player?.id ?? null,
      false,
      player?.createdAt ?? null,
      player?.kind === 'bot',
      keyed,
    );
  }

  /** The game as the caller may see it: a seat's view with its token, else the spectator view. */
  @Get(':gameId')
  // Read before every move: answered without Nest's per-request machinery.
  @Lean()
  @ApiOperation({
    operationId: 'getGame',
    summary: 'Read a game',
    description:
      "The game as the caller may see it: a seat's view (hand, legal actions) with its token, else the spectator view. The ETag names the version, whom the view is for and the seats' presence; If-None-Match answers 304 while that view is unchanged. Answers carry Vary: Authorization; a seat's is private and never stored (Cache-Control: private, no-store), the spectator's may be stored but is revalidated on every use (no-cache).",
  })
  @ApiParam(GAME_ID)
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    description:
      "An ETag from an earlier read: 304 with no body if the caller's view has not changed since (another caller's ETag never matches).",
  })
  @ApiOkResponse({
    type: GameViewDto,
    headers: { ETag: { description: 'The version, audience and presence of this view.' } },
  })
  @ApiResponse({
    status: 304,
    description: "Not modified: If-None-Match names this caller's current view.",
  })
  getGame(
    @Param('gameId') gameId: string,
    @OptionalSeatCaller() caller: Caller,
  ): Promise<Answer<GameViewDto>> {
    return this.queries.view(gameId, caller);
  }
}
