import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { HttpRequest } from '../http/http-types.js';
import { ProblemError } from '../../core/table/problem.js';

/**
 * For requests that take no body (a pass, a redeal, a surrender, a new player token, a stream
 * ticket, leaving, coming back): no body or `{}` only. Anything
 * else was accepted and ignored, so a client that sent a body meaning
 * something got a move it did not mean. A guard, because it must refuse before the move runs and
 * there is no body parameter for a pipe to check.
 */
@Injectable()
export class EmptyBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const body = context.switchToHttp().getRequest<HttpRequest>().body;
    const empty =
      body === undefined ||
      body === null ||
      (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
    if (!empty) {
      throw new ProblemError(
        400,
        'validation_failed',
        'Bad Request',
        'This request takes no body: send none, or {}.',
        { errors: [{ field: 'body', message: 'body must be empty' }] },
      );
    }
    return true;
  }
}
