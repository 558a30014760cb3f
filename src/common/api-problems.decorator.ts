import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { INT32_MAX } from './integers.js';
import { ALL_PROBLEM_CODES, PROBLEM_CODES } from './problem-codes.js';

/** RFC 9457 problem details, as every error of this API is answered. */
export class ProblemDto {
  @ApiProperty({
    type: 'string',
    format: 'uri',
    maxLength: 200,
    example: 'https://thousand.example/problems/not-your-turn',
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
    description: 'Stable machine code of the refusal: switch on it. Each response lists its own.',
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

const DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed JSON or a field failed validation (`errors` names each field).',
  401: 'Missing or unknown seat token.',
  404: 'No such game, or its proof or replay is not available yet.',
  409: 'Not your turn, wrong phase, the game is not running, or your turn timed out.',
  410: 'The game was closed: its seats were not filled within WAITING_GAME_TTL.',
  412: 'If-Match names an older version (`currentVersion` is the current one).',
  413: 'Body too large.',
  422: 'Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key.',
  429: 'Rate limited, or too many of your requests in flight: retry after Retry-After seconds.',
  503: 'At capacity (`overloaded`), a hint abandoned after DECISION_TIMEOUT_MS (`decision_timed_out`) or the database cannot be reached: retry after Retry-After seconds.',
};

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 3600 },
  },
};

/** The problem body of one status: ProblemDto with `code` narrowed to what that status answers. */
function problemSchema(status: number) {
  return {
    allOf: [
      { $ref: '#/components/schemas/ProblemDto' },
      {
        type: 'object',
        properties: { code: { type: 'string', enum: [...PROBLEM_CODES[status]], maxLength: 50 } },
      },
    ],
  };
}

/** Documents the problem responses an operation may answer (429 and 503 on every one). */
export function ApiProblems(...statuses: number[]) {
  return ApiProblemStatuses(...statuses, 429, 503);
}

/** Exactly these problem responses: for the health probes, which are never rate limited. */
export function ApiProblemStatuses(...statuses: number[]) {
  return applyDecorators(
    ApiExtraModels(ProblemDto),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? 'Problem details.',
        headers: status === 429 || status === 503 ? RETRY_AFTER : undefined,
        content: { 'application/problem+json': { schema: problemSchema(status) } },
      }),
    ),
  );
}
