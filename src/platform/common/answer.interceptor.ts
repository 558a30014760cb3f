import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, type Observable } from 'rxjs';
import { headerOf, type HttpReply, type HttpRequest } from '../http/http-types.js';
import type { PromiseInterceptor } from '../http/lean/lean-route.js';
import { Answer } from './answer.js';
import { handlerMetadata } from './handler-metadata.js';
import { CREATED_LOCATION, type Locate } from './created.js';
import { matchesIfNoneMatch } from './preconditions.js';

/**
 * Sends a handler's Answer: its status, its `ETag` (the one place the ETag is set: a game view's
 * names its version and audience, src/platform/common/preconditions.ts) and its body; a GET or HEAD whose
 * If-None-Match names that tag answers 304 with no body. A 201 of a handler marked `@Created` names
 * what it made in `Location`.
 * Handlers that return anything else are left alone.
 */
@Injectable()
export class AnswerInterceptor implements NestInterceptor, PromiseInterceptor {
  private readonly locateOf: (context: ExecutionContext) => Locate | undefined;

  constructor(reflector: Reflector) {
    this.locateOf = handlerMetadata(reflector, CREATED_LOCATION);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((result: unknown) => this.sent(context, result)));
  }

  /** The same for a lean route (src/platform/http/lean/lean-routes.ts). */
  async around(context: ExecutionContext, next: () => Promise<unknown>): Promise<unknown> {
    return this.sent(context, await next());
  }

  /** What is sent for `result`: an Answer's body (its status and headers set), else `result`. */
  private sent(context: ExecutionContext, result: unknown): unknown {
    if (!(result instanceof Answer)) return result;
    const http = context.switchToHttp();
    const req = http.getRequest<HttpRequest>();
    const res = http.getResponse<HttpReply>();
    const tag = result.tag;
    // An answer about no game (a player's, src/features/players) has no version to tag.
    if (tag) res.header('ETag', tag);
    // A HEAD is a GET without its body (RFC 9110, 9.3.2): its If-None-Match is compared alike.
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && matchesIfNoneMatch(headerOf(req, 'if-none-match'), tag)) {
      res.status(304);
      return undefined;
    }
    res.status(result.status);
    const locate = this.locateOf(context);
    if (locate && result.status === 201) res.header('Location', locate(result.body as never));
    return result.body;
  }
}
