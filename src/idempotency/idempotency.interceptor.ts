import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { headerOf, pathOf, type HttpRequest } from '../http/http-types.js';
import { bearerToken, hashToken } from '../common/seat-token.js';
import type { Answer } from '../common/answer.js';
import { IdempotencyContext } from './idempotency-context.js';
import { IdempotencyService, type IdempotencyRequest } from './idempotency.service.js';

/** Whose idempotency keys these are: the seat's token (hashed), else the client address. */
function scopeOf(req: HttpRequest): string {
  const token = bearerToken(headerOf(req, 'authorization'));
  return typeof token === 'string' && token !== 'malformed'
    ? `token:${hashToken(token)}`
    : `ip:${req.ip ?? 'unknown'}`;
}

/**
 * Makes a POST safe to retry with an `Idempotency-Key`: a key seen before answers its first
 * answer again; otherwise the handler runs with the key in IdempotencyContext, so the statement
 * that makes its change stores its answer too. A request that failed because the same key won a
 * race (the stored answer's unique id) answers the winner's answer.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly context: IdempotencyContext,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<HttpRequest>();
    const request = this.idempotency.describe(
      headerOf(req, 'idempotency-key'),
      scopeOf(req),
      req.method,
      pathOf(req),
      req.body,
    );
    if (!request) return next.handle();
    return from(this.answer(request, next));
  }

  private async answer(request: IdempotencyRequest, next: CallHandler): Promise<unknown> {
    const earlier = await this.idempotency.find(request);
    if (earlier) return earlier;
    try {
      // handle() is called inside the context: Nest binds the handler to the context it is called in.
      return await this.context.run(request, () => lastValueFrom(next.handle()));
    } catch (error) {
      const winner: Answer<unknown> | null = await this.idempotency.find(request).catch(() => null);
      if (winner) return winner;
      throw error;
    }
  }
}
