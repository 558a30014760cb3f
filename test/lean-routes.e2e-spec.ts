// A lean route (src/platform/http/lean/lean-routes.ts) answers every request exactly as Nest's own
// pipeline answers it: two controllers alike but for @Lean(), asked the same things, one answer.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  createParamDecorator,
  Get,
  Header,
  HttpCode,
  Injectable,
  Param,
  Post,
  UseGuards,
  UseInterceptors,
  type ArgumentsHost,
  type CallHandler,
  type CanActivate,
  type ExceptionFilter,
  type ExecutionContext,
  type NestInterceptor,
  type PipeTransform,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { map, of, type Observable } from 'rxjs';
import { registerLeanRoutes } from '../src/platform/http/lean/lean-routes.js';
import { Lean, type PromiseInterceptor } from '../src/platform/http/lean/lean-route.js';
import type { HttpReply, HttpRequest } from '../src/platform/http/http-types.js';

const header = (ctx: ExecutionContext, name: string) =>
  ctx.switchToHttp().getRequest<HttpRequest>().headers[name];

/**
 * Refuses by throwing or by answering false; lets through at once or late (a promise). Notes the
 * kind of context it was given: Nest's own, or the lean executor's.
 */
@Injectable()
class Gate implements CanActivate {
  lastContext = '';
  canActivate(ctx: ExecutionContext): boolean | Promise<boolean> | Observable<boolean> {
    this.lastContext = ctx.constructor.name;
    const deny = header(ctx, 'x-deny');
    if (deny === 'throw') throw new ConflictException(`gate on ${ctx.getHandler().name}`);
    if (deny === 'false') return false;
    if (deny === 'observed') return of(true, false);
    if (deny === 'observed-late') return of(false, true);
    return deny === 'late' ? Promise.resolve(true) : true;
  }
}

@Injectable()
class RouteGate implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (header(ctx, 'x-route-deny') === 'yes') throw new BadRequestException('route gate');
    return true;
  }
}

/** Wraps what the handler answers, naming the class it was asked through and the status set. */
@Injectable()
class Wrap implements NestInterceptor, PromiseInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((value) => this.wrapped(ctx, value)));
  }
  async around(ctx: ExecutionContext, next: () => Promise<unknown>): Promise<unknown> {
    return this.wrapped(ctx, await next());
  }
  private wrapped(ctx: ExecutionContext, value: unknown) {
    const reply = ctx.switchToHttp().getResponse<HttpReply>();
    reply.header('x-wrapped', 'yes');
    return { value, status: reply.statusCode };
  }
}

/** A route's own interceptor, inside the global one. */
@Injectable()
class Inner implements NestInterceptor, PromiseInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (header(ctx, 'x-inner') === 'throw') throw new BadRequestException('inner');
    return next.handle().pipe(map((value) => ({ inner: value })));
  }
  async around(ctx: ExecutionContext, next: () => Promise<unknown>): Promise<unknown> {
    if (header(ctx, 'x-inner') === 'throw') throw new BadRequestException('inner');
    return { inner: await next() };
  }
}

/** A global pipe: tells what kind of parameter it saw. */
class Kinds implements PipeTransform {
  transform(value: unknown, meta: { type: string; data?: string }): unknown {
    if (value === 'global-bad') throw new BadRequestException(`global pipe on ${meta.type}`);
    return meta.type === 'custom'
      ? value
      : { [meta.type + (meta.data ? ':' + meta.data : '')]: value };
  }
}

@Injectable()
class BodyCheck implements PipeTransform {
  async transform(value: unknown): Promise<unknown> {
    await Promise.resolve();
    const body = (value as Record<string, unknown>).body as { bad?: boolean } | undefined;
    if (body?.bad) throw new BadRequestException('body pipe');
    return value;
  }
}

const Who = createParamDecorator((data: string, ctx: ExecutionContext) => {
  const who = header(ctx, 'x-who');
  if (who === 'none') throw new BadRequestException('who decorator');
  return `${data}:${String(who)}`;
});

/** Answers every error as JSON naming it and the handler it came from. */
class Problems implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<HttpReply>();
    const status = (error as { getStatus?: () => number }).getStatus?.() ?? 500;
    void reply.status(status).send({ error: (error as Error).message });
  }
}

function handle(id: unknown, body: unknown, who: unknown) {
  if ((body as { body?: { fail?: boolean } }).body?.fail) throw new ConflictException('handler');
  return Promise.resolve({ id, body, who });
}

@Controller('nest')
class NestSide {
  @Post(':id/things')
  @HttpCode(200)
  @UseGuards(RouteGate)
  @UseInterceptors(Inner)
  thing(@Param('id') id: string, @Body(BodyCheck) body: unknown, @Who('w') who: string) {
    return handle(id, body, who);
  }

  @Post(':id')
  created(@Param('id') id: string) {
    return { id };
  }

  @Get(':id')
  read(@Param() params: unknown, @Who('r') who: string) {
    return { params, who };
  }
}

@Controller('lean')
class LeanSide {
  @Post(':id/things')
  @HttpCode(200)
  @Lean()
  @UseGuards(RouteGate)
  @UseInterceptors(Inner)
  thing(@Param('id') id: string, @Body(BodyCheck) body: unknown, @Who('w') who: string) {
    return handle(id, body, who);
  }

  @Post(':id')
  @Lean()
  created(@Param('id') id: string) {
    return { id };
  }

  @Get(':id')
  @Lean()
  read(@Param() params: unknown, @Who('r') who: string) {
    return { params, who };
  }
}

/** Answers that went through onSend. */
let sends = 0;

async function appWith(controllers: (new () => object)[]): Promise<NestFastifyApplication> {
  const moduleRef = await Test.createTestingModule({
    controllers,
    providers: [
      Gate,
      Wrap,
      Problems,
      RouteGate,
      Inner,
      BodyCheck,
      { provide: 'KINDS', useValue: new Kinds() },
      { provide: APP_GUARD, useExisting: Gate },
      { provide: APP_INTERCEPTOR, useExisting: Wrap },
      { provide: APP_FILTER, useExisting: Problems },
      { provide: APP_PIPE, useExisting: 'KINDS' },
    ],
  }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), {
    logger: false,
  });
  // An asynchronous onSend hook (as a compression plugin has): each answer must pass it once.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (_req, _reply, payload) => {
      sends++;
      await new Promise((resolve) => setImmediate(resolve));
      return payload;
    });
  registerLeanRoutes(app, {
    guards: [app.get(Gate)],
    pipes: [app.get('KINDS')],
    interceptors: [app.get(Wrap)],
    filter: app.get(Problems),
  });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

describe('lean routes', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await appWith([NestSide, LeanSide]);
  });
  afterAll(async () => {
    await app.close();
  });

  const ask = async (
    side: 'nest' | 'lean',
    method: 'GET' | 'POST',
    path: string,
    options: { headers?: Record<string, string>; body?: unknown } = {},
  ) => {
    const res = await app.inject({
      method,
      url: `/${side}${path}`,
      headers: options.headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    const { date: _date, ...headers } = res.headers;
    return { status: res.statusCode, headers, body: res.body };
  };

  const cases: [
    string,
    'GET' | 'POST',
    string,
    { headers?: Record<string, string>; body?: unknown },
  ][] = [
    ['a move', 'POST', '/7/things', { headers: { 'x-who': 'me' }, body: { card: 'AS' } }],
    [
      'a late guard',
      'POST',
      '/7/things',
      { headers: { 'x-deny': 'late', 'x-who': 'me' }, body: {} },
    ],
    ['a guard that throws', 'POST', '/7/things', { headers: { 'x-deny': 'throw' }, body: {} }],
    ['a guard that says no', 'POST', '/7/things', { headers: { 'x-deny': 'false' }, body: {} }],
    [
      'a guard observed saying no',
      'POST',
      '/7/things',
      { headers: { 'x-deny': 'observed' }, body: {} },
    ],
    [
      'a guard observed saying yes',
      'POST',
      '/7/things',
      { headers: { 'x-deny': 'observed-late', 'x-who': 'me' }, body: {} },
    ],
    ['a route guard', 'POST', '/7/things', { headers: { 'x-route-deny': 'yes' }, body: {} }],
    [
      'a route interceptor that throws',
      'POST',
      '/7/things',
      { headers: { 'x-inner': 'throw' }, body: {} },
    ],
    [
      'a body pipe refusal',
      'POST',
      '/7/things',
      { headers: { 'x-who': 'me' }, body: { bad: true } },
    ],
    ['a decorator refusal', 'POST', '/7/things', { headers: { 'x-who': 'none' }, body: {} }],
    [
      'both: the decorator first',
      'POST',
      '/7/things',
      { headers: { 'x-who': 'none' }, body: { bad: true } },
    ],
    [
      'a global pipe refusal',
      'POST',
      '/global-bad/things',
      { headers: { 'x-who': 'none' }, body: {} },
    ],
    [
      'the handler throws',
      'POST',
      '/7/things',
      { headers: { 'x-who': 'me' }, body: { fail: true } },
    ],
    ['no body', 'POST', '/7/things', { headers: { 'x-who': 'me' } }],
    ['an empty path parameter', 'POST', '//things', { body: {} }],
    ['a POST without @HttpCode', 'POST', '/9', {}],
    ['a GET', 'GET', '/9', { headers: { 'x-who': 'you' } }],
  ];

  it.each(cases)('answers %s as Nest does', async (_name, method, path, options) => {
    const nest = await ask('nest', method, path, options);
    const lean = await ask('lean', method, path, options);
    // A 404 names the path asked for.
    expect({ ...lean, body: lean.body.replace('/lean/', '/nest/') }).toEqual(nest);
  });

  it('runs the marked handlers through the lean executor, and Nest still the others', async () => {
    const gate = app.get(Gate);
    await ask('lean', 'POST', '/7/things', cases[0][3]);
    expect(gate.lastContext).toBe('LeanContext');
    await ask('nest', 'POST', '/7/things', cases[0][3]);
    expect(gate.lastContext).toBe('ExecutionContextHost');
    await ask('lean', 'GET', '/9');
    expect(gate.lastContext).toBe('LeanContext');
  });

  it('sends each answer once, behind an asynchronous onSend hook', async () => {
    for (const [, method, path, options] of cases) {
      sends = 0;
      await ask('lean', method, path, options);
      // Fastify's own 404 for the empty parameter is sent once too.
      expect(sends).toBe(1);
    }
  });

  it('gives one answer for the cases above that differ between themselves', async () => {
    // The comparison above would pass if both sides answered the same nonsense: the cases differ.
    const statuses = new Set<number>();
    for (const [, method, path, options] of cases)
      statuses.add((await ask('lean', method, path, options)).status);
    expect([...statuses].sort()).toEqual([200, 201, 400, 403, 404, 409]);
    const move = await ask('lean', 'POST', '/7/things', cases[0][3]);
    expect(JSON.parse(move.body)).toEqual({
      value: { inner: { id: { 'param:id': '7' }, body: { body: { card: 'AS' } }, who: 'w:me' } },
      status: 200,
    });
  });

  it('refuses to start a lean route it cannot answer as Nest would', async () => {
    @Controller('headers')
    class WithHeader {
      @Get()
      @Lean()
      @Header('x-extra', '1')
      read() {
        return {};
      }
    }
    await expect(appWith([WithHeader])).rejects.toThrow(/cannot use __headers__/);
  });
});
