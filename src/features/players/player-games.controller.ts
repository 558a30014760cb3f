import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { PlayerRef } from '../../platform/common/player-token.js';
import { ListGamesQueryDto } from '../games/dto/queries.dto.js';
import { OptionalPlayerCaller, PlayerCaller, type PlayerCall } from './player-auth.js';
import { PlayerGamePageDto } from './player-games.dto.js';
import { PlayerGamesService } from './player-games.service.js';
import { PLAYER_ID } from './players.controller.js';

/** A player's games: your own list, and the public list of any player. */
@ApiTags('players')
@Controller('api/v1/players')
export class PlayerGamesController {
  constructor(private readonly games: PlayerGamesService) {}

  /** Your games, newest first. */
  @Get('me/games')
  @ApiOperation({
    operationId: 'listMyGames',
    summary: 'List your games',
    description:
      'Needs the player token. The games whose seats your player holds, newest first, a page at ' +
      'a time; filter by status. Each names your seat, the opponents, whose turn it is, the ' +
      'deadline and, once a rated game is over, its change to your rating. Private games included.',
  })
  @ApiOkResponse({ type: PlayerGamePageDto })
  listMyGames(
    @PlayerCaller() player: PlayerCall,
    @Query() query: ListGamesQueryDto,
  ): Promise<PlayerGamePageDto> {
    return this.games.page(player.id, player.id, query);
  }

  /** A player's games, newest first; private ones only to their players. */
  @Get(':playerId/games')
  @ApiOperation({
    operationId: 'listPlayerGames',
    summary: "List a player's games",
    description:
      "A player's games, newest first, as listMyGames answers them. A private game is listed " +
      'only to a caller whose player token holds a seat of it too.',
  })
  @ApiParam(PLAYER_ID)
  @ApiOkResponse({ type: PlayerGamePageDto })
  listPlayerGames(
    @Param('playerId') playerId: string,
    @Query() query: ListGamesQueryDto,
    @OptionalPlayerCaller() viewer: PlayerRef | null,
  ): Promise<PlayerGamePageDto> {
    return this.games.page(playerId, viewer?.id ?? null, query);
  }
}
