import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

/**
 * A route's metadata under `key`, as Reflector reads it, read once per handler: guards and
 * interceptors asked for it on every request, a walk of reflect-metadata's maps each time (0.7%
 * of a move's CPU, docs/performance-history.md, "The seventeenth session"). Metadata is fixed once
 * the decorators have run. `withClass`: the handler's, else its controller's (getAllAndOverride);
 * otherwise the handler's alone (get).
 */
export function handlerMetadata<T>(
  reflector: Reflector,
  key: string,
  withClass = false,
): (context: ExecutionContext) => T | undefined {
  // Nest's type for a handler.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const read = new WeakMap<Function, { value: T | undefined }>();
  return (context) => {
    const handler = context.getHandler();
    let known = read.get(handler);
    if (!known) {
      const value = withClass
        ? reflector.getAllAndOverride<T | undefined>(key, [handler, context.getClass()])
        : reflector.get<T | undefined>(key, handler);
      known = { value };
      read.set(handler, known);
    }
    return known.value;
  };
}
