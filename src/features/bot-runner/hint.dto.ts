import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Action } from '../../core/engine/index.js';
import { BOT_LEVELS, type BotLevel, type Decision } from '../../core/computer/index.js';
import {
  EXPLANATION_CODES,
  type Explanation,
  type ExplanationCode,
} from '../../core/bots/explanation.js';
import { TOTAL_BOUND, int, refProp } from '../games/dto/vocabulary.js';

export class HintQueryDto {
  @ApiPropertyOptional({
    enum: BOT_LEVELS,
    description: 'Which computer player answers (default strong; expert solves each sampled deal).',
  })
  @IsOptional()
  @IsIn(BOT_LEVELS)
  level?: BotLevel;
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
