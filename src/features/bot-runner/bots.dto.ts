import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Action } from '../../core/engine/index.js';
import { BOT_LEVELS, type BotLevel, type Decision } from '../../core/computer/index.js';
import {
  EXPLANATION_CODES,
  type Explanation,
  type ExplanationCode,
} from '../../core/bots/explanation.js';
import type { BotSeat } from '../lobby/lobby-types.js';
import { GameViewDto } from '../games/dto/responses.dto.js';
import { LAST_SEAT, TOTAL_BOUND, int, refProp, type SameFields } from '../games/dto/vocabulary.js';

export class AddBotDto {
  @ApiProperty({
    enum: BOT_LEVELS,
    description:
      'random: any legal move; basic: heuristics; strong: search; expert: search with each sampled deal solved exactly.',
  })
  @IsIn(BOT_LEVELS)
  level: BotLevel;

  @ApiPropertyOptional(
    int(0, LAST_SEAT, 'The seat to fill (3 only at a table of four); default the first free one.'),
  )
  @IsOptional()
  @IsInt()
  @Min(0)
  // The bound of a table of four: a table of three says its own (422 no_such_seat).
  @Max(LAST_SEAT, {
    message: `seat must be 0-${LAST_SEAT} (0-${LAST_SEAT - 1} at a table of three)`,
  })
  seat?: number;
}

export class HintQueryDto {
  @ApiPropertyOptional({
    enum: BOT_LEVELS,
    description: 'Which computer player answers (default strong; expert solves each sampled deal).',
  })
  @IsOptional()
  @IsIn(BOT_LEVELS)
  level?: BotLevel;
}

export class BotSeatDto implements BotSeat {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty({ enum: BOT_LEVELS }) level: string;
  @ApiProperty(refProp('GameViewDto', 'The spectator view of the game.'))
  game: GameViewDto;
}

export class ExplanationDto implements Explanation {
  @ApiProperty({
    enum: EXPLANATION_CODES,
    description:
      'Why the move was chosen, as a code for the client to translate; `params` fills it in ' +
      '(docs/bots.md lists each code with its parameters).',
    example: 'lead_best_of_suit',
  })
  code: ExplanationCode;

  @ApiProperty({
    type: 'object',
    maxProperties: 8,
    additionalProperties: {
      oneOf: [{ type: 'string', maxLength: 60 }, int(-TOTAL_BOUND, TOTAL_BOUND)],
    },
    description: 'Cards as card ids, suits as suit letters, points and counts as integers.',
    example: { card: 'AH' },
  })
  params: Record<string, string | number>;
}

export class HintDto implements Decision {
  @ApiProperty(refProp('Action', 'The move, as POST /actions takes it.'))
  action: Action;

  @ApiProperty({
    type: 'string',
    maxLength: 200,
    example: 'lead the ace of hearts, the best card of its suit',
    description: 'The explanation in English, for logs and clients that do not translate.',
  })
  reason: string;

  @ApiProperty({ type: () => ExplanationDto })
  explanation: ExplanationDto;
}

// Fails to compile when a DTO and the type it documents differ by a field (see SameFields).
const sameFields: [
  SameFields<BotSeatDto, BotSeat>,
  SameFields<HintDto, Decision>,
  SameFields<ExplanationDto, Explanation>,
] = [true, true, true];
void sameFields;
