import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_SEQUENCE } from '../../common/sequence-bound.js';
import { GAME_STATUSES, type GameStatus } from '../game-status.js';

export class ListGamesQueryDto {
  @ApiPropertyOptional({ enum: GAME_STATUSES })
  @IsOptional()
  @IsIn(GAME_STATUSES)
  status?: GameStatus;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, description: 'Page size (default 20).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ description: 'The `nextCursor` of the previous page.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}

export class EventsQueryDto {
  @ApiPropertyOptional({
    minimum: 0,
    description: 'Only events with a greater sequence number (default 0).',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_SEQUENCE)
  after?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, description: 'Page size (default 500).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;
}
