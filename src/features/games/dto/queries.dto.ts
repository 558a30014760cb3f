import { ApiPropertyOptional } from '@nestjs/swagger';
import { QueryInteger } from '../../../platform/common/integers.js';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { GAME_STATUSES, type GameStatus } from '../../../core/table/game-status.js';
import { INT32_MAX, int } from './vocabulary.js';

export class ListGamesQueryDto {
  @ApiPropertyOptional({ enum: GAME_STATUSES })
  @IsOptional()
  @IsIn(GAME_STATUSES)
  status?: GameStatus;

  @ApiPropertyOptional(int(1, 100, 'Page size (default 20).'))
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({
    type: 'string',
    maxLength: 200,
    description: 'The `nextCursor` of the previous page.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}

export class EventsQueryDto {
  @ApiPropertyOptional(int(0, INT32_MAX, 'Only events with a greater sequence number (default 0).'))
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  @Max(INT32_MAX)
  after?: number;

  @ApiPropertyOptional(int(1, 1000, 'Page size (default 500).'))
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;
}
