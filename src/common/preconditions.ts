import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { headerOf, type HttpRequest } from '../http/http-types.js';
import { ProblemError } from './problem.js';

/** A game version as an ETag. */
export function etag(version: number): string {
  return `"${version}"`;
}

/** Whether an If-None-Match header names `tag` (weakly compared, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === tag);
}

/** The version an If-Match header asks for; null when absent or `*`. */
export function ifMatchVersion(req: HttpRequest): number | null {
  const raw = headerOf(req, 'if-match');
  if (raw === undefined || raw.trim() === '*') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(raw);
  if (!match) {
    throw new ProblemError(
      400,
      'invalid_if_match',
      'Bad Request',
      'If-Match must be an ETag this service gave out, such as "12".',
    );
  }
  return Number(match[1]);
}

/** The If-Match version of the request (null when absent), documented as an optional header. */
export const IfMatch = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ifMatchVersion(ctx.switchToHttp().getRequest()),
  [
    (target, key) => {
      if (key === undefined) return;
      ApiHeader({
        name: 'If-Match',
        required: false,
        description:
          'The ETag (version) the move was decided on; an older one is refused with 412.',
      })(target, key, Object.getOwnPropertyDescriptor(target, key)!);
    },
  ],
);
