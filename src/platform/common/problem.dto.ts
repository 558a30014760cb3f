import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INT32_MAX } from './integers.js';
import { ALL_PROBLEM_CODES } from './problem-codes.js';

/** RFC 9457 problem details, as every error of this API is answered. */
export class ProblemDto {
  @ApiProperty({
    type: 'string',
    format: 'uri-reference',
    maxLength: 200,
    description:
      "The page of this service documenting the code (GET /problems/{code}): a reference relative to the request's URL (RFC 9457 section 3.1.1), or `about:blank`.",
    example: '/problems/not-your-turn',
  })
  type: string;
  @ApiProperty({ type: 'string', maxLength: 100, example: 'Conflict' })
  title: string;
  @ApiProperty({ type: 'integer', format: 'int32', minimum: 400, maximum: 599, example: 409 })
  status: number;
  @ApiProperty({ type: 'string', maxLength: 2000, example: "it is seat 2's turn" })
  detail: string;
  @ApiPropertyOptional({ type: 'string', maxLength: 2000, example: '/api/v1/games/3f0c.../bids' })
  instance?: string;
  @ApiProperty({
    enum: ALL_PROBLEM_CODES,
    description:
      'Stable machine code of the refusal: switch on it. Each response lists those it may carry; ' +
      'one that serves a status for every operation says in `x-operations` which answers which. ' +
      '`too_many_idempotent_answers` is deprecated: no operation answers it any longer.',
    example: 'not_your_turn',
  })
  code: string;
  @ApiPropertyOptional({
    description: 'For validation_failed: every bad field.',
    type: 'array',
    maxItems: 100,
    items: {
      type: 'object',
      required: ['field', 'message'],
      properties: {
        field: { type: 'string', maxLength: 200 },
        message: { type: 'string', maxLength: 500 },
      },
    },
  })
  errors?: { field: string; message: string }[];
  @ApiPropertyOptional({
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: INT32_MAX,
    description: 'For version_mismatch: the version the game is at (the first part of its ETag).',
  })
  currentVersion?: number;
}
