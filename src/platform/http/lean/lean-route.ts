import { SetMetadata, type ExecutionContext } from '@nestjs/common';

/** Route metadata: the handler is answered by the lean executor (lean-routes.ts). */
export const LEAN_ROUTE = 'leanRoute';

/**
 * Marks a hot route (a seat's view, a move) to be answered without Nest's per-request machinery
 * (its rxjs chain, three execution contexts a request): the same guards, pipes, interceptors,
 * handler and exception filter run, in Nest's order (docs/performance-history.md, "The
 * seventeenth session"). The start fails if the route uses something the executor cannot run.
 */
export const Lean = () => SetMetadata(LEAN_ROUTE, true);

/**
 * An interceptor a lean route can run: the promise-shaped half of what its `intercept` does with
 * an Observable, so that both paths share one implementation.
 */
export interface PromiseInterceptor {
  around(context: ExecutionContext, next: () => Promise<unknown>): Promise<unknown>;
}

export function isPromiseInterceptor(value: unknown): value is PromiseInterceptor {
  return typeof (value as Partial<PromiseInterceptor> | null)?.around === 'function';
}
