import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { QueryInteger } from '../../platform/common/integers.js';
import { PLAYER_COUNTS } from '../../core/engine/index.js';
import type { RatingView } from './rating-model.js';
import {
  ACCOUNT_KINDS,
  PLAYER_KINDS,
  type AccountKind,
  type PlayerKind,
} from '../../core/table/player-kinds.js';

/** Ratings are real numbers; bounded far beyond what Weng-Lin updates from 25 and 25/3 reach. */
const NUMBER = (description: string) =>
  ({ type: 'number', format: 'double', minimum: -10_000, maximum: 10_000, description }) as const;
const POOL = {
  type: 'integer',
  format: 'int32',
  enum: PLAYER_COUNTS,
  minimum: 3,
  maximum: 4,
  description: 'The pool: tables of 3 or of 4 players are rated apart.',
} as const;
const GAMES = {
  type: 'integer',
  format: 'int32',
  minimum: 0,
  maximum: 2_147_483_647,
  description: 'Rated games finished in the pool.',
} as const;
const UUID = { type: 'string', format: 'uuid', maxLength: 36 } as const;
const BOARD_KIND = {
  type: 'string',
  enum: [...ACCOUNT_KINDS],
  description:
    'The board: `person` (default; people and computer players) or `bot` (bot accounts).',
} as const;

/** A rating as a point: mean, spread and the conservative estimate players are ranked by. */
export class RatingPointDto {
  @ApiProperty(NUMBER('The mean of the skill estimate (a new player: 25).')) mu: number;
  @ApiProperty(NUMBER('Its spread (a new player: 25/3); it shrinks with games.')) sigma: number;
  @ApiProperty(NUMBER('mu - 3 sigma: what the leaderboard ranks by.')) ordinal: number;
}

/** A player's rating in one pool. */
export class PoolRatingDto extends RatingPointDto implements RatingView {
  @ApiProperty(POOL) pool: number;
  @ApiProperty(GAMES) games: number;
  @ApiProperty({
    type: 'boolean',
    description: 'Fewer than 10 rated games in the pool: not on the leaderboard yet.',
  })
  provisional: boolean;
}

export class HistoryPointDto extends RatingPointDto {
  @ApiProperty({ type: 'string', format: 'date', maxLength: 10, example: '2026-12-01' })
  day: string;
  @ApiProperty(GAMES) games: number;
}

export class RatingHistoryDto {
  @ApiProperty(POOL) pool: number;
  @ApiProperty({
    type: 'array',
    items: { $ref: '#/components/schemas/HistoryPointDto' },
    maxItems: 366,
    description:
      'One point a day with a rated game (the last value of that UTC day), oldest first.',
  })
  points: HistoryPointDto[];
}

export class LeaderDto extends RatingPointDto {
  @ApiProperty({ type: 'integer', format: 'int32', minimum: 1, maximum: 100 }) rank: number;
  @ApiProperty(UUID) id: string;
  @ApiProperty({ type: 'string', maxLength: 40 }) name: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    maxLength: 16,
    description: "A computer player's bot level; null for a person.",
  })
  bot: string | null;
  @ApiProperty({ type: 'string', enum: [...PLAYER_KINDS], description: 'Who the player is.' })
  kind: PlayerKind;
  @ApiProperty(GAMES) games: number;
}

export class LeaderboardDto {
  @ApiProperty(POOL) pool: number;
  @ApiProperty(BOARD_KIND) kind: AccountKind;
  @ApiProperty({
    type: 'array',
    items: { $ref: '#/components/schemas/LeaderDto' },
    maxItems: 100,
    description: 'Best first by ordinal; provisional ratings are left out.',
  })
  players: LeaderDto[];
}

export class PoolQueryDto {
  @ApiPropertyOptional({ ...POOL, description: 'The pool (default 3).' })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @IsIn(PLAYER_COUNTS)
  pool?: number;
}

export class LeaderboardQueryDto extends PoolQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: 100,
    description: 'How many (default 20).',
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional(BOARD_KIND)
  @IsOptional()
  @IsIn(ACCOUNT_KINDS)
  kind?: AccountKind;
}

export const RATING_MODELS = [RatingPointDto, PoolRatingDto, HistoryPointDto, LeaderDto];
