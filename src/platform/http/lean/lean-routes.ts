import {
  ForbiddenException,
  RequestMethod,
  type CanActivate,
  type ExceptionFilter,
  type ExecutionContext,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
// Where Nest's decorators record a route's enhancers (the package exports these paths).
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  SSE_METADATA,
} from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { isObservable, lastValueFrom, type Observable } from 'rxjs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { HttpReply, HttpRequest } from '../http-types.js';
import { LeanContext } from './lean-context.js';
import { paramsReader } from './lean-params.js';
import { isPromiseInterceptor, LEAN_ROUTE, type PromiseInterceptor } from './lean-route.js';

/** The application's global enhancers, in the order Nest runs them. */
export interface GlobalEnhancers {
  guards: CanActivate[];
  pipes: PipeTransform[];
  interceptors: unknown[];
  filter: ExceptionFilter;
}

type Answering = (req: HttpRequest, reply: HttpReply) => Promise<HttpReply | undefined>;
type AnyClass = Type<unknown>;

/**
 * Answers the routes marked `@Lean()` (lean-route.ts) without Nest's router execution context,
 * whose per-request machinery (an rxjs chain for the interceptors, an execution context per
 * guard, interceptor and filter) cost a seat's view and a move about a tenth of their CPU
 * (docs/performance-history.md, "The seventeenth session"). What runs is what Nest would run, from
 * the same metadata and instances and in its order: the global guards then the controller's and
 * the handler's, the status of `@HttpCode`, the interceptors (their `around`), the parameters
 * with their pipes, the handler, and on any error the global exception filter. Nest still
 * registers the route (and documents it): only its handler is swapped, in Fastify's onRoute hook.
 * A marked route using what this does not run (its own exception filters, response headers, a
 * redirect, a template, an event stream, an interceptor without `around`) fails the start, as
 * does a marked route that was never registered.
 */
export function registerLeanRoutes(app: NestFastifyApplication, global: GlobalEnhancers): void {
  const resolve = <T>(type: Type<T>): T => app.get(type, { strict: false });
  const routes = new Map<string, Answering>();
  for (const { instance, method } of markedHandlers(app.get(ModulesContainer))) {
    const route = leanRoute(instance, method, global, resolve);
    routes.set(route.key, route.answer);
  }
  const fastify = app.getHttpAdapter().getInstance();
  const swapped = new Set<string>();
  fastify.addHook('onRoute', (route) => {
    if (Array.isArray(route.method)) return;
    const key = `${String(route.method)} ${route.url}`;
    const answer = routes.get(key);
    if (!answer) return;
    swapped.add(key);
    route.handler = function lean(req, reply) {
      // As Nest's Fastify adapter: an empty path parameter matches no route.
      for (const name in req.params as Record<string, string>) {
        if ((req.params as Record<string, string>)[name] === '') return reply.callNotFound();
      }
      return answer(req, reply);
    };
  });
  fastify.addHook('onReady', (done) => {
    const missing = [...routes.keys()].filter((key) => !swapped.has(key));
    done(
      missing.length ? new Error(`Lean routes never registered: ${missing.join(', ')}`) : undefined,
    );
  });
}

/** A guard's answer given later: a promise, or an Observable as Nest reads it (its last value). */
function settled(answer: Promise<boolean> | Observable<boolean>): Promise<boolean> {
  return isObservable(answer) ? lastValueFrom(answer) : answer;
}

/** Every controller method marked `@Lean()`, with its controller instance. */
function* markedHandlers(
  modules: ModulesContainer,
): Generator<{ instance: object; method: string }> {
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[method];
        if (typeof handler === 'function' && Reflect.getMetadata(LEAN_ROUTE, handler) === true) {
          yield { instance, method };
        }
      }
    }
  }
}

const path = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter((p) => p !== '')
    .join('/');

function leanRoute(
  instance: object,
  method: string,
  global: GlobalEnhancers,
  resolve: <T>(type: Type<T>) => T,
): { key: string; answer: Answering } {
  const controller = instance.constructor as AnyClass;
  // Nest's type for a handler.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const handler = (instance as Record<string, Function>)[method];
  const name = `${controller.name}.${method}`;
  for (const key of [HEADERS_METADATA, REDIRECT_METADATA, RENDER_METADATA, SSE_METADATA]) {
    const value: unknown = Reflect.getMetadata(key, handler);
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) {
      throw new Error(`${name}: a lean route cannot use ${key}`);
    }
  }
  if (
    Reflect.getMetadata(EXCEPTION_FILTERS_METADATA, handler) ??
    Reflect.getMetadata(EXCEPTION_FILTERS_METADATA, controller)
  ) {
    throw new Error(`${name}: a lean route answers errors with the global filter only`);
  }
  const own = <T>(key: string): (T | Type<T>)[] => [
    ...((Reflect.getMetadata(key, controller) ?? []) as (T | Type<T>)[]),
    ...((Reflect.getMetadata(key, handler) ?? []) as (T | Type<T>)[]),
  ];
  const instanceOf = <T>(e: T | Type<T>): T =>
    typeof e === 'function' ? resolve(e as Type<T>) : e;
  const guards = [...global.guards, ...own<CanActivate>(GUARDS_METADATA).map(instanceOf)];
  const interceptors = [
    ...global.interceptors,
    ...own<unknown>(INTERCEPTORS_METADATA).map(instanceOf),
  ];
  for (const interceptor of interceptors) {
    if (!isPromiseInterceptor(interceptor)) {
      throw new Error(
        `${name}: interceptor ${String((interceptor as object).constructor.name)} has no around()`,
      );
    }
  }
  const around = interceptors as PromiseInterceptor[];
  const pipes = [...global.pipes, ...own<PipeTransform>(PIPES_METADATA).map(instanceOf)];
  const readArgs = paramsReader(instance, method, pipes, resolve);
  const verb = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
  const status =
    (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
    (verb === RequestMethod.POST ? 201 : 200);
  const url = path(
    Reflect.getMetadata(PATH_METADATA, controller) as string,
    Reflect.getMetadata(PATH_METADATA, handler) as string,
  );
  if (/:[^/]*:|\(|\*/.test(url))
    throw new Error(`${name}: a lean route has plain path parameters only`);

  const handle = async (req: HttpRequest, context: ExecutionContext) => {
    const args = await readArgs(req, context);
    return handler.apply(instance, args) as unknown;
  };
  const intercepted = (req: HttpRequest, context: ExecutionContext, i: number): Promise<unknown> =>
    i === around.length
      ? handle(req, context)
      : around[i].around(context, () => intercepted(req, context, i + 1));

  const answer: Answering = async (req, reply) => {
    const context = new LeanContext(req, reply, controller, handler);
    try {
      for (const guard of guards) {
        const allowed = guard.canActivate(context);
        if (!(typeof allowed === 'boolean' ? allowed : await settled(allowed))) {
          throw new ForbiddenException('Forbidden resource');
        }
      }
      reply.status(status);
      const body = await intercepted(req, context, 0);
      // As Nest: the reply is a thenable that settles once the answer is on its way; returning
      // before that would let Fastify send again behind an asynchronous onSend hook.
      await reply.send(body);
      return undefined;
    } catch (error) {
      global.filter.catch(error, context);
      return reply;
    }
  };
  return { key: `${RequestMethod[verb]} ${url}`, answer };
}
