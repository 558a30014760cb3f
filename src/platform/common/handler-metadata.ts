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
  const read = new WeakMap<Function, { controller: unknown; value: T | undefined }>();
  return (context) => {
    const handler = context.getHandler();
    const controller = context.getClass();
    let known = read.get(handler);
    // A method two controllers inherit is one handler of two classes: read again for the other.
    if (!known || (withClass && known.controller !== controller)) {
      const value = withClass
        ? reflector.getAllAndOverride<T | undefined>(key, [handler, controller])
        : reflector.get<T | undefined>(key, handler);
      known = { controller, value };
      read.set(handler, known);
    }
    return known.value;
  };
}
