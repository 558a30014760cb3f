import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { headerOf, type HttpReply, type HttpRequest } from '../http/http-types.js';
import { Answer } from './answer.js';
import { matchesIfNoneMatch } from './preconditions.js';

/**
 * Sends a handler's Answer: its status, its `ETag` (the one place the ETag is set: a game view's
 * names its version and audience, src/common/preconditions.ts) and its body; a GET whose
 * If-None-Match names that tag answers 304 with no body.
 * Handlers that return anything else are left alone.
 */
@Injectable()
export class AnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof Answer)) return result;
        const http = context.switchToHttp();
        const req = http.getRequest<HttpRequest>();
        const res = http.getResponse<HttpReply>();
        const tag = result.tag;
        // An answer about no game (a player's, src/players) has no version to tag.
        if (tag) res.header('ETag', tag);
        if (req.method === 'GET' && matchesIfNoneMatch(headerOf(req, 'if-none-match'), tag)) {
          res.status(304);
          return undefined;
        }
        res.status(result.status);
        return result.body;
      }),
    );
  }
}
