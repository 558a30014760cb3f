import type { ExecutionContext, PipeTransform, Type } from '@nestjs/common';
// Where Nest's decorators record a handler's parameters (the package exports these paths).
import { CUSTOM_ROUTE_ARGS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { HttpRequest } from '../http-types.js';

type Metatype = Type<unknown> | undefined;

/** One parameter of a handler as its decorator recorded it, with the pipes it runs through. */
interface Param {
  index: number;
  extract: (req: HttpRequest, context: ExecutionContext) => unknown;
  pipes: PipeTransform[];
  metadata: { type: 'body' | 'param' | 'query' | 'custom'; metatype: Metatype; data?: string };
}

interface RecordedParam {
  index: number;
  data?: unknown;
  pipes?: (PipeTransform | Type<PipeTransform>)[];
  factory?: (data: unknown, context: ExecutionContext) => unknown;
}

/**
 * The arguments of a handler, read as Nest reads them (its router execution context): each
 * parameter's value in order, then the global pipes and its own on the body, path parameters and
 * custom decorators. A parameter kind the lean executor does not read fails the start.
 * `resolvePipe` gives the instance of a pipe named by its class.
 */
export function paramsReader(
  controller: object,
  method: string,
  globalPipes: PipeTransform[],
  resolvePipe: (type: Type<PipeTransform>) => PipeTransform,
): (req: HttpRequest, context: ExecutionContext) => Promise<unknown[]> | unknown[] {
  const recorded = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller.constructor, method) ??
    {}) as Record<string, RecordedParam>;
  const types = (Reflect.getMetadata('design:paramtypes', controller, method) ?? []) as Metatype[];
  const params: Param[] = Object.entries(recorded).map(([key, param]) => {
    const own = (param.pipes ?? []).map((p) => (typeof p === 'function' ? resolvePipe(p) : p));
    const metatype = types[param.index];
    const pipes = [...globalPipes, ...own];
    if (key.includes(CUSTOM_ROUTE_ARGS_METADATA)) {
      const factory = param.factory!;
      return {
        index: param.index,
        extract: (_req, context) => factory(param.data, context),
        pipes,
        // A custom decorator's data may be anything; pipes are told it as Nest tells them.
        metadata: { type: 'custom', metatype, data: param.data as string | undefined },
      };
    }
    const kind = Number(key.split(':')[0]);
    const data = param.data as string | undefined;
    switch (kind) {
      case RouteParamtypes.PARAM:
        return {
          index: param.index,
          extract: (req) => (data ? (req.params as Record<string, string>)[data] : req.params),
          pipes,
          metadata: { type: 'param', metatype, data },
        };
      case RouteParamtypes.BODY:
        return {
          index: param.index,
          extract: (req) =>
            data && req.body ? (req.body as Record<string, unknown>)[data] : req.body,
          pipes,
          metadata: { type: 'body', metatype, data },
        };
      default:
        throw new Error(
          `${controller.constructor.name}.${method}: a lean route reads no parameter of kind ${kind}`,
        );
    }
  });
  const length = params.reduce((n, p) => Math.max(n, p.index + 1), 0);

  const piped = async (value: unknown, param: Param): Promise<unknown> => {
    let result = isThenable(value) ? await value : value;
    for (const pipe of param.pipes) result = await pipe.transform(result, param.metadata);
    return result;
  };

  return (req, context) => {
    const args = new Array<unknown>(length).fill(undefined);
    // As in Nest: values are read in order; an extractor that throws and every piped value go
    // through one Promise.all in that order, so the first error is the one Nest would give.
    let pending: Promise<unknown>[] | undefined;
    for (const param of params) {
      try {
        const value = param.extract(req, context);
        if (param.pipes.length > 0 || isThenable(value)) {
          (pending ??= []).push(
            piped(value, param).then((result) => {
              args[param.index] = result;
            }),
          );
        } else {
          args[param.index] = value;
        }
      } catch (error) {
        (pending ??= []).push(Promise.reject(error));
      }
    }
    return pending ? Promise.all(pending).then(() => args) : args;
  };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
