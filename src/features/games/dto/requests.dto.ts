import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { Absentable, NestedObject } from '../../../platform/common/nested-object.js';
import { IsNotBotLikeName } from '../../../platform/common/bot-like-name.js';
import { IsVisibleName } from '../../../platform/common/visible-name.js';
import { PLAYER_COUNTS } from '../../../core/engine/index.js';
import { BOT_PACE_MS, VISIBILITIES } from '../../../core/table/online-rules.js';
import { TimeControlDto } from './online.dto.js';
import { RulesInputDto } from './rules.dto.js';
import { CLIENT_SEED, CLIENT_SEED_PATTERN, SEED_MESSAGE, int } from './vocabulary.js';

/** 1-40 characters, none of them control or format characters, not only spaces. */
export const PRINTABLE_NAME = /^(?=.*\S)[^\p{C}]{1,40}$/u;

export class CreateGameDto {
  @ApiPropertyOptional({
    description: 'Shown in listings.',
    minLength: 1,
    maxLength: 40,
    example: 'Friday table',
  })
  @IsOptional()
  @IsString()
  @Matches(PRINTABLE_NAME, { message: 'name must be 1-40 printable characters' })
  @IsVisibleName()
  name?: string;

  @ApiPropertyOptional({
    type: 'integer',
    format: 'int32',
    enum: PLAYER_COUNTS,
    minimum: Math.min(...PLAYER_COUNTS),
    maximum: Math.max(...PLAYER_COUNTS),
    description: 'Number of seats (default 3).',
  })
  @IsOptional()
  @IsIn(PLAYER_COUNTS)
  players?: 3 | 4;

  @ApiPropertyOptional({
    type: () => RulesInputDto,
    description: 'Any subset of the rule set; the rest takes the defaults.',
  })
  @Absentable()
  @IsObject()
  rules?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: () => TimeControlDto,
    nullable: true,
    description:
      'The turn clock; null or absent: untimed, but a rated game then gets 60 s a move, a bot moving on timeout (docs/online-play.md).',
  })
  @Absentable({ nullable: true })
  @NestedObject(() => TimeControlDto)
  timeControl?: TimeControlDto | null;

  @ApiPropertyOptional({
    enum: VISIBILITIES,
    description: '`public` (default): listed; `private`: not listed, the link is the invitation.',
  })
  @IsOptional()
  @IsIn(VISIBILITIES)
  visibility?: 'public' | 'private';

  @ApiPropertyOptional({
    type: 'boolean',
    description:
      "`true`: a rated game. Finishing it updates its players' ratings (Weng-Lin, README " +
      '"Players and ratings"); every person takes a seat with a player token (else 403 ' +
      "`player_required`), and bots play as their level's rated computer player. Default `false`.",
  })
  @IsOptional()
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({
    type: 'boolean',
    description:
      'A rated game: `true` lets bot accounts sit with people (else 403 `bots_not_allowed`). ' +
      'Default `false`. Rated games only: an unrated game seats them together anyway, so `true` ' +
      'without `rated: true` answers 422 `bots_allowed_not_rated`.',
  })
  @IsOptional()
  @IsBoolean()
  botsAllowed?: boolean;

  @ApiPropertyOptional({
    ...int(
      BOT_PACE_MS.min,
      BOT_PACE_MS.max,
      'Milliseconds a computer player (or the stand-in of an away seat) waits before its move, ' +
        'twice that after a trick and three times after a deal, so people can follow the table; ' +
        "0: at once (scripts, benchmarks). Default: the service's BOT_PACE_MS (800 unless set).",
    ),
    example: 800,
  })
  @IsOptional()
  @IsInt()
  @Min(BOT_PACE_MS.min)
  @Max(BOT_PACE_MS.max)
  botPaceMs?: number;
}

/** What a person's name may not be (the Bot (<level>) names are the computer players'). */
export const PERSON_NAME_DESCRIPTION =
  '1-40 printable characters showing something visible; not a name that reads as a computer ' +
  "player's, `Bot (<level>)` in any case, spacing or punctuation.";

export class JoinGameDto {
  @ApiProperty({
    minLength: 1,
    maxLength: 40,
    example: 'Anna',
    description: PERSON_NAME_DESCRIPTION,
  })
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  @Matches(PRINTABLE_NAME, { message: 'name must be 1-40 printable characters' })
  @IsVisibleName()
  @IsNotBotLikeName()
  name: string;

  @ApiPropertyOptional({
    ...CLIENT_SEED,
    description:
      'Your part of every deck of this game (docs/rules.md, "Fairness"): choose it at random, ' +
      "after reading the game's serverCommitment. Without one the service's stands in, and " +
      'every proof says so.',
  })
  @IsOptional()
  @IsString()
  @Matches(CLIENT_SEED_PATTERN, { message: `clientSeed ${SEED_MESSAGE}` })
  clientSeed?: string;
}
