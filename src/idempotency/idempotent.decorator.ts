import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IDEMPOTENT_OWNER, type IdempotentOwner } from './idempotent-owner.js';

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
 * As Idempotent, for a route anyone may call (creating a game, taking a seat): its answers count
 * against the caller's address, since a made-up bearer token would otherwise buy a fresh budget.
 */
export function AnonymousIdempotent(description = DEFAULT_DESCRIPTION) {
  return idempotent(description, 'address');
}

function idempotent(description: string, owner: IdempotentOwner) {
  return applyDecorators(
    SetMetadata(IDEMPOTENT_OWNER, owner),
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({ name: 'Idempotency-Key', required: false, description }),
  );
}
