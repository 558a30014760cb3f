import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

/** Makes a POST safe to retry with an Idempotency-Key, and documents the header. */
export function Idempotent(
  description = 'Makes a retry safe: the same key and body answer the first answer again.',
) {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({ name: 'Idempotency-Key', required: false, description }),
  );
}
