import { applyDecorators } from '@nestjs/common';
import {
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
  ApiExtraModels,
} from '@nestjs/swagger';

/** RFC 9457 problem details, as every error of this API is answered. */
export class ProblemDto {
  @ApiProperty({ example: 'https://thousand.example/problems/not-your-turn' })
  type: string;
  @ApiProperty({ example: 'Conflict' })
  title: string;
  @ApiProperty({ example: 409 })
  status: number;
  @ApiProperty({ example: 'It is seat 2 to act, not seat 0.' })
  detail: string;
  @ApiPropertyOptional({ example: '/api/v1/games/3f0c.../bids' })
  instance?: string;
  @ApiProperty({ description: 'Stable machine code of the refusal.', example: 'not_your_turn' })
  code: string;
  @ApiPropertyOptional({
    description: 'For validation_failed: every bad field.',
    type: 'array',
    items: {
      type: 'object',
      properties: { field: { type: 'string' }, message: { type: 'string' } },
    },
  })
  errors?: { field: string; message: string }[];
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed JSON (`malformed_json`) or a field failed validation (`validation_failed`).',
  401: 'Missing (`missing_token`) or unknown (`invalid_token`) seat token.',
  404: 'No such game (`game_not_found`).',
  409: 'Not your turn, wrong phase, or the game is not running (the engine code, or `game_not_running`).',
  412: 'If-Match names an older version (`version_mismatch`).',
  413: 'Body too large (`body_too_large`).',
  422: 'Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key.',
  429: 'Rate limited (`rate_limited`).',
  503: 'At capacity (`overloaded`, with Retry-After) or the database cannot be reached (`database_unavailable`).',
};

/** Documents the problem responses an operation may answer. */
export function ApiProblems(...statuses: number[]) {
  return applyDecorators(
    ApiExtraModels(ProblemDto),
    ...[...statuses, 429, 503].map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? 'Problem details.',
        content: { 'application/problem+json': { schema: { $ref: getSchemaPath(ProblemDto) } } },
      }),
    ),
  );
}
