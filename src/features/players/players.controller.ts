import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { PoolQueryDto, RatingHistoryDto } from '../ratings/ratings.dto.js';
import { ClientNetwork } from '../../platform/http/client-network.decorator.js';
import { LivePlayerGuard, PlayerCaller, type PlayerCall } from './player-auth.js';
import {
  CreatePlayerDto,
  NewPlayerTokenDto,
  PlayerDto,
  PlayerNameDto,
  PlayerWithTokenDto,
} from './players.dto.js';
import { PlayersService } from './players.service.js';
import type { Answer } from '../../platform/common/answer.js';
import { Created } from '../../platform/common/created.js';
import { EmptyBodyGuard } from '../../platform/common/empty-body.guard.js';
import {
  AnonymousIdempotent,
  SecretKeyIdempotent,
} from '../../platform/idempotency/idempotent.decorator.js';
import type { IdempotencyRequest } from '../../platform/idempotency/idempotency.service.js';
import { Keyed } from '../../platform/idempotency/keyed-request.js';

export const PLAYER_ID = {
  name: 'playerId',
  description: 'The player id (UUID).',
  schema: { type: 'string', format: 'uuid', maxLength: 36 },
} as const;

/** Players: creating one, reading and renaming yourself, replacing your token. */
@ApiTags('players')
@Controller('api/v1/players')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  /** Creates a player. The answer holds its token: keep it, it is shown once. */
  @Post()
  @ApiOperation({
    operationId: 'createPlayer',
    summary: 'Create a player',
    description:
      'Creates a player: one identity across games; `kind: "bot"` makes a bot account (README, ' +
      '"Bots from outside"). Needs no credential, by design; each address ' +
      'may create PLAYERS_PER_ADDRESS_PER_HOUR players in an hour (more: 429 `too_many_players` ' +
      'with Retry-After). The token is answered once here; only its hash is stored.',
  })
  @AnonymousIdempotent()
  @Created((player: PlayerWithTokenDto) => `/api/v1/players/${player.id}`, {
    type: PlayerWithTokenDto,
  })
  createPlayer(
    @Body() body: CreatePlayerDto,
    @ClientNetwork() network: string,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<PlayerWithTokenDto>> {
    return this.players.create(body, network, keyed);
  }

  /** The calling player. */
  @Get('me')
  @ApiOperation({
    operationId: 'getMe',
    summary: 'Read yourself',
    description: 'Needs the player token.',
  })
  @ApiOkResponse({ type: PlayerDto })
  getMe(@PlayerCaller() player: PlayerCall): Promise<PlayerDto> {
    return this.players.profile(player.id, true);
  }

  /** Renames the calling player; games already joined keep the seat's name. */
  @Patch('me')
  @ApiOperation({
    operationId: 'renameMe',
    summary: 'Rename yourself',
    description:
      "Needs the player token. The name follows a seat name's rules; seats already taken keep " +
      'the name they were taken with. A bot account may change its `owner` and `description` ' +
      "too (a person's account has neither: 400 `validation_failed`); each field left out stays.",
  })
  @ApiOkResponse({ type: PlayerDto })
  renameMe(@PlayerCaller() player: PlayerCall, @Body() body: PlayerNameDto): Promise<PlayerDto> {
    return this.players.update(player, body);
  }

  /** Replaces the player's token: the one sent, and what it made, stop working at once. */
  @Post('me/tokens')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'newPlayerToken',
    summary: 'Replace your token',
    description:
      'Needs the player token. Answers a new token, shown once; the token sent stops working at ' +
      'once, on every instance, and so does everything it made (`revoked` counts them): the ' +
      "seat tokens of the player's seats (the new player token stands for those seats), its " +
      'waiting queue entry, and stream tickets issued before; the open player streams and the ' +
      "game streams of the player's seats close, and those seats show no open stream.",
  })
  // Refused before the Idempotency-Key is looked up: the old token is dead, so a replay sent with
  // it is answered 401, never the new token (issue 42).
  @UseGuards(EmptyBodyGuard, LivePlayerGuard)
  @SecretKeyIdempotent(
    'Makes a duplicate sent while the first is in flight answer the same new token (the answer is ' +
      'stored encrypted with a key derived from the Idempotency-Key). Once the token is replaced, ' +
      'a retry with it is refused (401 `invalid_token`): keep the answer.',
  )
  @ApiCreatedResponse({ type: NewPlayerTokenDto })
  newPlayerToken(
    @PlayerCaller() player: PlayerCall,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<NewPlayerTokenDto>> {
    return this.players.newToken(player, player.tokenHash, keyed);
  }

  /** A player as everyone may see it, with its ratings. */
  @Get(':playerId')
  @ApiOperation({
    operationId: 'getPlayer',
    summary: 'Read a player',
    description: 'A player with its rating in each pool it has played rated games in. Public.',
  })
  @ApiParam(PLAYER_ID)
  @ApiOkResponse({ type: PlayerDto })
  getPlayer(@Param('playerId') playerId: string): Promise<PlayerDto> {
    return this.players.profile(playerId);
  }

  /** A player's rating, one point a day. */
  @Get(':playerId/rating-history')
  @ApiOperation({
    operationId: 'getRatingHistory',
    summary: "A player's rating history",
    description:
      "A player's rating in a pool (default 3), one point a day it finished rated games there: " +
      "the day's last value, oldest first, at most a year of points. Public.",
  })
  @ApiParam(PLAYER_ID)
  @ApiOkResponse({ type: RatingHistoryDto })
  getRatingHistory(
    @Param('playerId') playerId: string,
    @Query() query: PoolQueryDto,
  ): Promise<RatingHistoryDto> {
    return this.players.history(playerId, query.pool ?? 3);
  }
}
