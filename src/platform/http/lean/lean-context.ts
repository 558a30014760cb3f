import type { ExecutionContext, Type } from '@nestjs/common';
import type { HttpArgumentsHost } from '@nestjs/common/interfaces/features/arguments-host.interface.js';
import type { HttpReply, HttpRequest } from '../http-types.js';

/**
 * The execution context of one lean request (lean-routes.ts): what Nest's guards, interceptors,
 * custom parameter decorators and exception filters are given, with the real controller class
 * and handler so that their metadata reads as on Nest's path. One object a request, where Nest
 * makes one per guard, interceptor and filter.
 */
export class LeanContext implements ExecutionContext, HttpArgumentsHost {
  constructor(
    private readonly request: HttpRequest,
    private readonly reply: HttpReply,
    private readonly controller: Type<unknown>,
    // Nest's type for a handler.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    private readonly handler: Function,
  ) {}

  getClass<T = unknown>(): Type<T> {
    return this.controller as Type<T>;
  }

  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  getHandler(): Function {
    return this.handler;
  }

  getArgs<T extends unknown[] = unknown[]>(): T {
    return [this.request, this.reply, undefined] as T;
  }

  getArgByIndex<T = unknown>(index: number): T {
    return this.getArgs()[index] as T;
  }

  getType<T extends string = 'http'>(): T {
    return 'http' as T;
  }

  switchToHttp(): HttpArgumentsHost {
    return this;
  }

  switchToRpc(): never {
    throw new Error('A lean route is an HTTP route.');
  }

  switchToWs(): never {
    throw new Error('A lean route is an HTTP route.');
  }

  getRequest<T = HttpRequest>(): T {
    return this.request as T;
  }

  getResponse<T = HttpReply>(): T {
    return this.reply as T;
  }

  getNext<T = undefined>(): T {
    return undefined as T;
  }
}
