import type { Provider } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AnswerInterceptor } from '../platform/common/answer.interceptor.js';
import { ProblemDetailsFilter } from '../platform/common/problem-details.filter.js';
import { RateLimitGuard } from '../platform/common/rate-limit.guard.js';
import { createValidationPipe } from '../platform/common/validation.js';
import type { GlobalEnhancers } from '../platform/http/lean/lean-routes.js';
import { PlayerTokenGuard } from '../features/players/player-token.guard.js';

const VALIDATION_PIPE = Symbol('VALIDATION_PIPE');

/** In the order they run: a request is counted by the rate limit before its player token costs a query. */
const GUARDS = [RateLimitGuard, PlayerTokenGuard] as const;

/**
 * The global pipeline: each enhancer a provider of its own, which Nest's global enhancer tokens
 * name, so that the lean routes (src/platform/http/lean/lean-routes.ts) run the very instances
 * Nest runs (the rate limit keeps its counts in its instance).
 */
export const GLOBAL_ENHANCER_PROVIDERS: Provider[] = [
  RateLimitGuard,
  ProblemDetailsFilter,
  AnswerInterceptor,
  { provide: VALIDATION_PIPE, useFactory: createValidationPipe },
  { provide: APP_PIPE, useExisting: VALIDATION_PIPE },
  { provide: APP_FILTER, useExisting: ProblemDetailsFilter },
  ...GUARDS.map((guard) => ({ provide: APP_GUARD, useExisting: guard })),
  { provide: APP_INTERCEPTOR, useExisting: AnswerInterceptor },
];

export function globalEnhancers(app: NestFastifyApplication): GlobalEnhancers {
  return {
    guards: GUARDS.map((guard) => app.get<RateLimitGuard | PlayerTokenGuard>(guard)),
    pipes: [app.get(VALIDATION_PIPE)],
    interceptors: [app.get(AnswerInterceptor)],
    filter: app.get(ProblemDetailsFilter),
  };
}
