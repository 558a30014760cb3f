// What the decorators cannot say, added once the document is built: the named schemas of
// src/features/games/dto/components.ts, the headers every answer carries, the examples and each
// operation's problem responses; then every piece written out twice moves to components.
import type { OpenAPIObject } from '@nestjs/swagger';
import { addComponentSchemas } from '../../features/games/dto/components.js';
import { PLAYER_STREAM_SCHEMAS } from '../../live/player-stream/dto/player-stream.dto.js';
import { HEALTH_SCHEMAS } from '../../platform/health/health.schemas.js';
import { MOVE_RESPONSE, REQUEST_EXAMPLES, RESPONSE_EXAMPLES } from './examples.js';
import { PLAYER_REQUEST_EXAMPLES, PLAYER_RESPONSE_EXAMPLES } from './player-examples.js';
import { QUEUE_REQUEST_EXAMPLES, QUEUE_RESPONSE_EXAMPLES } from './queue-examples.js';
import { portableSchemas } from './portable-schemas.js';
import { addProblemResponses } from './problem-responses.js';
import { addReleasedNames } from './released-names.js';
import { reuseComponents } from './reuse-components.js';
import { shareSchemas } from './share-schemas.js';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; example?: unknown; schema?: Json }[];
  requestBody?: { content: Record<string, Json> };
  responses: Record<string, { headers?: Json; content?: Record<string, Json> }>;
}

const int = (minimum: number, maximum: number) => ({
  type: 'integer',
  format: 'int32',
  minimum,
  maximum,
});

/** Sent by src/platform/http/cors.ts to an allowed Origin (CORS_ORIGINS, default `*`): browsers need it. */
const CORS = {
  'Access-Control-Allow-Origin': {
    description: "`*`, or the request's Origin when CORS_ORIGINS lists it; absent otherwise.",
    schema: { type: 'string', maxLength: 2000 },
  },
};

const REQUEST_ID = {
  'X-Request-Id': {
    description: "The request's id (the caller's X-Request-Id when sane): quote it in reports.",
    schema: { type: 'string', maxLength: 128 },
  },
};

/** Sent on every route but the health probes (src/platform/common/rate-limit.guard.ts). */
const RATE_LIMIT = {
  'RateLimit-Limit': { description: 'Requests allowed per window.', schema: int(1, 1_000_000) },
  'RateLimit-Remaining': {
    description: 'Requests left in this window.',
    schema: int(0, 1_000_000),
  },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: int(0, 60) },
};

const ETAG = {
  ETag: {
    description:
      "The view's tag: the game version, then whom the view is for (`p` the spectator, `s<n>` " +
      'seat n), then a digest of the seat lines, which presence changes without a new version ' +
      '(such as "12-s0-AbCdEfGhIjK"). Send it back in If-None-Match, or in If-Match with a move ' +
      '(which compares only its version).',
    schema: {
      type: 'string',
      pattern: '^"[0-9]{1,10}-(p|s[0-9]{1,2})-[A-Za-z0-9_-]{11}"$',
      maxLength: 30,
    },
  },
};

/** Answers that carry a game view and so its tag as the ETag (src/platform/common/preconditions.ts). */
const GAME_ANSWERS = ['GameViewDto', 'JoinedGameDto', 'BotSeatDto'].map(
  (name) => `#/components/schemas/${name}`,
);

/** Each parameter's schema (bounded, as the service validates it) and an example. */
const PARAMETERS: Record<string, { schema?: Json; example: unknown }> = {
  gameId: {
    schema: { type: 'string', format: 'uuid', maxLength: 36 },
    example: '3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b',
  },
  deal: { example: 1 },
  status: { example: 'waiting' },
  limit: { example: 20 },
  cursor: { example: 'MjAyNi0xMS0zMFQxMjowMDowMC4wMDBafDNmMGMxYTUy' },
  after: { example: 0 },
  'If-Match': { schema: { type: 'string', maxLength: 200 }, example: '"4-s0-AbCdEfGhIjK"' },
  'If-None-Match': { schema: { type: 'string', maxLength: 200 }, example: '"4-p-AbCdEfGhIjK"' },
  // As src/platform/idempotency/idempotency.service.ts and src/live/streams/stream-opening.ts check them.
  'Idempotency-Key': {
    schema: { type: 'string', pattern: '^[\\x21-\\x7e]{8,128}$', minLength: 8, maxLength: 128 },
    example: '7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b',
  },
  lastSeq: { example: 12 },
  'Last-Event-ID': {
    schema: { type: 'string', pattern: '^[0-9]{1,9}$', maxLength: 9 },
    example: '12',
  },
};

function operations(document: OpenAPIObject): { path: string; op: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.values(item as Record<string, Operation>).map((op) => ({ path, op })),
  );
}

type Response = Operation['responses'][string];

/** `counted`: false for an answer given before the rate limit counts the request. */
function addHeaders(path: string, response: Response, status = '4xx', counted = true): void {
  const limited = counted && !path.startsWith('/health');
  const json = response.content?.['application/json']?.schema as Json | undefined;
  const game = status.startsWith('2') && GAME_ANSWERS.includes(String(json?.$ref));
  response.headers = {
    ...response.headers,
    ...REQUEST_ID,
    ...CORS,
    ...(limited ? RATE_LIMIT : {}),
    ...(game ? ETAG : {}),
  };
}

function addParametersAndExamples(op: Operation): void {
  for (const parameter of op.parameters ?? []) {
    const known = PARAMETERS[parameter.name];
    if (!known) continue;
    // A route's own pattern stands (anonymous routes' Idempotency-Key, idempotent.decorator.ts).
    if (known.schema && !(parameter.schema as Json | undefined)?.pattern) {
      parameter.schema = known.schema;
    }
    parameter.example = known.example;
  }
  const body = op.requestBody?.content['application/json'];
  const request =
    REQUEST_EXAMPLES[op.operationId] ??
    PLAYER_REQUEST_EXAMPLES[op.operationId] ??
    QUEUE_REQUEST_EXAMPLES[op.operationId];
  // Copies: the shared ones move to components in place, and the constants serve every build.
  if (body && request) body.examples = structuredClone(request);
  const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
  const media = success?.[1].content && Object.values(success[1].content)[0];
  const answer =
    RESPONSE_EXAMPLES[op.operationId] ??
    PLAYER_RESPONSE_EXAMPLES[op.operationId] ??
    QUEUE_RESPONSE_EXAMPLES[op.operationId] ??
    MOVE_RESPONSE;
  if (media) media.examples = structuredClone(answer);
}

/**
 * `{ allOf: [{ $ref }], description }` (how `@ApiProperty` carries a described reference) as
 * `{ $ref, description }`, which OpenAPI 3.1 allows: generators read a one-member allOf over a
 * discriminated union as a subtype and retag it (openapi-typescript replaces its `status`).
 */
function collapseSingleAllOf(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(collapseSingleAllOf);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  const allOf = schema.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && typeof allOf[0] === 'object') {
    const only = allOf[0] as Json;
    if (typeof only.$ref === 'string' && Object.keys(only).length === 1) {
      delete schema.allOf;
      schema.$ref = only.$ref;
    }
  }
  Object.values(schema).forEach(collapseSingleAllOf);
}

export function finishDocument(document: OpenAPIObject): void {
  const components = (document.components ??= {});
  const schemas = (components.schemas ??= {}) as Record<string, object>;
  addComponentSchemas(schemas);
  Object.assign(schemas, HEALTH_SCHEMAS, PLAYER_STREAM_SCHEMAS);
  for (const { path, op } of operations(document)) {
    for (const [status, response] of Object.entries(op.responses)) {
      addHeaders(path, response, status);
    }
    // Said outright: no credential (the lobby's writes, by design, and the public reads).
    op.security ??= [];
    addParametersAndExamples(op);
  }
  addProblemResponses(document, (path, response, counted) =>
    addHeaders(path, response as Response, '4xx', counted),
  );
  collapseSingleAllOf(document.paths);
  collapseSingleAllOf(components.schemas);
  portableSchemas(document);
  shareSchemas(document);
  reuseComponents(document);
  addReleasedNames(document);
}
