import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LeaderboardDto, LeaderboardQueryDto } from './ratings.dto.js';
import { RatingsService } from './ratings.service.js';

/** The leaderboard of each pool. */
@ApiTags('players')
@Controller('api/v1/leaderboard')
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  /** The best rated players of a pool. */
  @Get()
  @ApiOperation({
    operationId: 'getLeaderboard',
    summary: 'The leaderboard',
    description:
      'The best players of a pool (3 or 4 players a table; default 3) by ordinal (mu - 3 sigma), ' +
      'at most `limit` (default 20, at most 100). Provisional ratings (fewer than 10 rated games ' +
      'in the pool) are left out; computer players are rated players too. `kind=bot`: the bot ' +
      "accounts' board; they are never on the people's.",
  })
  @ApiOkResponse({ type: LeaderboardDto })
  getLeaderboard(@Query() query: LeaderboardQueryDto): Promise<LeaderboardDto> {
    return this.ratings.leaderboard(query.pool ?? 3, query.limit ?? 20, query.kind ?? 'person');
  }
}
