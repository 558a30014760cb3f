import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { HttpRequest } from '../http/http-types.js';
import type { IdempotencyRequest } from './idempotency.service.js';

const KEYED = Symbol('keyedRequest');
type WithKeyed = HttpRequest & { [KEYED]?: IdempotencyRequest };

/**
 * Set by IdempotencyInterceptor when the request's key has no earlier answer: the handler's
 * change is to store its answer under that key.
 */
export function setKeyedRequest(req: HttpRequest, request: IdempotencyRequest): void {
  (req as WithKeyed)[KEYED] = request;
}

/**
 * The handler's parameter `keyed: IdempotencyRequest | null`: the key whose answer the handler's
 * change stores (idempotency-statements.ts); null when the request sent none. Handed down as an
 * argument, so only what a handler passes it to can store an answer: background work started by
 * the request (a bot's move, a queue's seating) is given none. An AsyncLocalStorage did this
 * before, and once enabled its promise hook cost every promise of the process (about 8% of an
 * unkeyed move's CPU, docs/performance-history.md).
 */
export const Keyed = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): IdempotencyRequest | null =>
    (ctx.switchToHttp().getRequest<HttpRequest>() as WithKeyed)[KEYED] ?? null,
);
