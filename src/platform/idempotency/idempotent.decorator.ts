import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader, type ApiHeaderOptions } from '@nestjs/swagger';
import { ANONYMOUS_KEY_PATTERN } from './idempotency.service.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import {
  ANSWER_STORED_BY_CHANGE,
  IDEMPOTENT_OWNER,
  type IdempotentOwner,
} from './idempotent-owner.js';

const DEFAULT_DESCRIPTION =
  'Makes a retry safe: the same key and body answer the first answer again.';

/**
 * Makes a POST safe to retry with an Idempotency-Key, and documents the header. A seat's route
 * (it needs the seat token, which the change itself verifies) stores its answers against the seat.
 */
export function Idempotent(description = DEFAULT_DESCRIPTION) {
  return idempotent(description, 'seat');
}

/**
 * As Idempotent, for a seat's route whose change stores its answer in the statement that makes it
 * (ANSWER_STORED_BY_CHANGE): a move. Its keyed requests are not looked up before they run.
 */
export function IdempotentMove(description = DEFAULT_DESCRIPTION) {
  return applyDecorators(SetMetadata(ANSWER_STORED_BY_CHANGE, true), Idempotent(description));
}

/**
 * As Idempotent, for a route anyone may call (creating a game, taking a seat): its answers count
 * against the caller's address, since a made-up bearer token would otherwise buy a fresh budget.
 */
export function AnonymousIdempotent(description = DEFAULT_DESCRIPTION) {
  return idempotent(
    `${description} On this route, which needs no seat token, the key must be an unguessable secret of at least 128 ` +
      'random bits (22-128 characters of A-Z a-z 0-9 - _, at least 8 of them different: a random ' +
      'UUID, or 16 random bytes in base64url), else 400 `invalid_idempotency_key`: the replay of a join holds its seat token, ' +
      'and every client behind one address shares the scope of such keys.',
    'address',
    { type: 'string', pattern: ANONYMOUS_KEY_PATTERN, minLength: 22, maxLength: 128 },
  );
}

/**
 * As Idempotent, for a player's route whose answer is a secret (a new player token): the answers
 * count against the player token, and the key must be an unguessable secret, as on the anonymous
 * routes (the same rule and 400 `invalid_idempotency_key`).
 */
export function SecretKeyIdempotent(description: string) {
  return idempotent(
    `${description} The key must be an unguessable secret of at least 128 random bits (22-128 ` +
      'characters of A-Z a-z 0-9 - _, at least 8 of them different: a random UUID, or 16 random ' +
      'bytes in base64url), else 400 `invalid_idempotency_key`.',
    'player',
    { type: 'string', pattern: ANONYMOUS_KEY_PATTERN, minLength: 22, maxLength: 128 },
  );
}

function idempotent(
  description: string,
  owner: IdempotentOwner,
  schema?: ApiHeaderOptions['schema'],
) {
  return applyDecorators(
    SetMetadata(IDEMPOTENT_OWNER, owner),
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({ name: 'Idempotency-Key', required: false, description, schema }),
  );
}
