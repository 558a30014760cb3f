// Each operation's problem responses, from its codes (operation-problems.ts): one response in
// components/responses per distinct status and code set, shared by every operation that answers
// it, each with a problem schema whose `code` is required and lists exactly those codes; for the
// statuses of BY_STATUS, one response per status, whose `x-operations` says which operation
// answers which of its codes (issue 46: the document's size).
import { STATUS_CODES } from 'node:http';
import type { OpenAPIObject } from '@nestjs/swagger';
import { pascal } from './names.js';
import {
  BEFORE_RATE_LIMIT,
  BY_STATUS,
  OPERATION_PROBLEMS,
  SHARED_PROBLEMS,
} from './operation-problems.js';
import { groupName, probe, statusGroups, type StatusGroup } from './status-problems.js';
import { PROBLEM_DOCS } from '../../core/table/problem-docs.js';

type Json = Record<string, unknown>;

const DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed JSON, or a field, header or query failed validation (`errors` names each field).',
  401: 'Missing, malformed or unknown seat token or stream ticket.',
  404: 'No such game, or what was asked of it is not available yet.',
  409: 'Not your turn, wrong phase, or the game or seat is not where the request expects it.',
  410: 'The game was closed: its seats were not filled within WAITING_GAME_TTL.',
  412: 'If-Match names an older version (`currentVersion` is the current one).',
  413: 'The body is larger than BODY_LIMIT_BYTES.',
  415: 'A body that is not application/json (bodiless moves too, when they send one), or compressed.',
  422: 'Against the rules (the engine code, such as `must_follow_suit`) or a reused Idempotency-Key.',
  429: 'Rate limited, or too many of your requests in flight: retry after Retry-After seconds.',
  500: 'An unexpected error (logged with the request id).',
  503: 'At capacity, stopping, or the database cannot be reached: retry after Retry-After seconds.',
};

/**
 * Responses described by what their codes mean (problem-docs.ts), not by their status's words,
 * which are a game's (your turn, the phase): they told a client of the challenges and the queue
 * nothing true (an outside bot author's trial).
 */
const IN_THEIR_CODES_WORDS = new Set([
  'AcceptChallengeConflict',
  'DeclineChallengeConflict',
  'AlreadyQueued',
  'QueueEntryMatched',
]);

function descriptionOf(status: number, answer: Answer): string {
  if (IN_THEIR_CODES_WORDS.has(answer.name)) {
    return answer.codes.map((code) => `\`${code}\`: ${PROBLEM_DOCS[code]!.meaning}`).join(' ');
  }
  return DESCRIPTIONS[status] ?? 'Problem details.';
}

/** Sent with every 429 and 503 (the filter, the admission hook and the refusals that pass). */
export const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 3600 },
  },
};

/** Sent with every 401 (the problem-details filter's bearerChallenge). */
const WWW_AUTHENTICATE = {
  'WWW-Authenticate': {
    description:
      'The bearer challenge (RFC 6750): `Bearer realm="thousand"`, with `error="invalid_token"` ' +
      'when a token or ticket was sent but is no good.',
    schema: {
      type: 'string',
      maxLength: 64,
      example: 'Bearer realm="thousand", error="invalid_token"',
    },
  },
};

/** Sent with every 415: bodies are taken uncompressed only. */
const ACCEPT_ENCODING = {
  'Accept-Encoding': {
    description: 'The only content coding a request body may have.',
    schema: { type: 'string', enum: ['identity'] },
  },
};

function headersOf(status: number): Json {
  if (status === 429 || status === 503) return { ...RETRY_AFTER };
  if (status === 401) return { ...WWW_AUTHENTICATE };
  if (status === 415) return { ...ACCEPT_ENCODING };
  return {};
}

const setKey = (status: number | string, codes: readonly string[]) =>
  `${status}:${[...codes].sort().join(',')}`;

/** The operations that answer each status and code set. */
const USERS = new Map<string, string[]>();
for (const [operationId, problems] of Object.entries(OPERATION_PROBLEMS)) {
  for (const [status, codes] of Object.entries(problems)) {
    const key = setKey(status, codes!);
    USERS.set(key, [...(USERS.get(key) ?? []), operationId]);
  }
}

const SHARED_NAMES = new Map(
  Object.entries(SHARED_PROBLEMS).map(([name, { status, codes }]) => [setKey(status, codes), name]),
);

/**
 * A response's name, by what it is: one code's (`GameNotFound`), else its name in
 * SHARED_PROBLEMS, else, when a single operation answers it, the operation's and the status's
 * (`RematchConflict`).
 */
function problemName(
  status: number,
  codes: readonly string[],
): { name: string; byOperation: boolean } {
  if (codes.length === 1) return { name: pascal(codes[0]), byOperation: false };
  const key = setKey(status, codes);
  const shared = SHARED_NAMES.get(key);
  if (shared) return { name: shared, byOperation: false };
  const users = USERS.get(key) ?? [];
  if (users.length !== 1) {
    throw new Error(
      `name the ${status} codes ${codes.join(', ')} of ${users.join(', ')} in SHARED_PROBLEMS`,
    );
  }
  return { name: pascal(users[0]) + pascal(STATUS_CODES[status]!), byOperation: true };
}

function problemSchema(codes: readonly string[]): Json {
  return {
    allOf: [
      { $ref: '#/components/schemas/ProblemDto' },
      {
        type: 'object',
        required: ['code'],
        properties: { code: { type: 'string', enum: [...codes] } },
      },
    ],
  };
}

/** Said where `x-operations` is (status-problems.ts). */
const BY_OPERATION =
  ' Not every operation answers every code: `x-operations` names, for each code some do not ' +
  'answer, the operations that do.';

function problemResponse(status: number, answer: Answer): Json {
  const restricted = Object.keys(answer.operations).length > 0;
  return {
    // The codes are the schema's `code` enum.
    description: descriptionOf(status, answer) + (restricted ? BY_OPERATION : ''),
    headers: headersOf(status),
    content: {
      'application/problem+json': { schema: { $ref: `#/components/schemas/${answer.schema}` } },
    },
    ...(restricted ? { 'x-operations': answer.operations } : {}),
  };
}

/**
 * The response an operation answers a status with: its name, its codes, who answers which, and the
 * name of its schema (a probe's answer has the schema of the same codes elsewhere).
 */
type Answer = StatusGroup & { schema: string };

function answerOf(
  path: string,
  status: number,
  codes: readonly string[],
  groups: Map<string, StatusGroup>,
): Answer {
  if (BY_STATUS.includes(status)) {
    const group = groups.get(groupName(path, status))!;
    return { ...group, schema: `${group.name}Problem` };
  }
  const { name, byOperation } = problemName(status, codes);
  // A probe's answers lack the rate-limit headers: the same codes, another response.
  return {
    name: probe(path) && !byOperation ? `Probe${name}` : name,
    codes: [...codes],
    operations: {},
    schema: `${name}Problem`,
  };
}

/**
 * Replaces every operation's 4xx and 5xx responses (but 304) with references to the shared
 * problem responses of its codes, each with the headers `addHeaders` gives the route's answers
 * (without the rate limit's when every code comes before the rate limit counts the request).
 */
export function addProblemResponses(
  document: OpenAPIObject,
  addHeaders: (path: string, response: Json, counted: boolean) => void,
): void {
  const components = (document.components ??= {});
  const responses = (components.responses ??= {}) as unknown as Record<string, Json>;
  const schemas = (components.schemas ??= {}) as Record<string, Json>;
  const groups = statusGroups(document, BY_STATUS, OPERATION_PROBLEMS);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const op of Object.values(item as Record<string, Json>)) {
      const operationId = String(op.operationId);
      const problems = OPERATION_PROBLEMS[operationId];
      if (!problems) throw new Error(`no problem codes for ${operationId} (operation-problems.ts)`);
      const own = op.responses as Record<string, Json>;
      for (const status of Object.keys(own)) if (Number(status) >= 400) delete own[status];
      for (const [status, codes] of Object.entries(problems)) {
        const answer = answerOf(path, Number(status), codes!, groups);
        schemas[answer.schema] ??= problemSchema(answer.codes);
        const response = problemResponse(Number(status), answer);
        const counted = !answer.codes.every((c) => BEFORE_RATE_LIMIT.includes(c));
        addHeaders(path, response, counted);
        const { name } = answer;
        if (responses[name] && JSON.stringify(responses[name]) !== JSON.stringify(response)) {
          throw new Error(`two problem responses named ${name}`);
        }
        responses[name] = response;
        own[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
}
