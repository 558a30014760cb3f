import { ProblemError } from '../common/problem.js';
import { headerOf, type HttpRequest } from '../http/http-types.js';
import { bearerToken, hashToken } from './seat-token.js';
import type { Caller } from './games.service.js';

/** The caller named by the Authorization header; a malformed header is refused. */
export function callerOf(req: HttpRequest): Caller {
  const token = bearerToken(headerOf(req, 'authorization'));
  if (token === 'malformed') {
    throw new ProblemError(
      401,
      'invalid_token',
      'Unauthorized',
      'The Authorization header must be "Bearer <seat token>".',
    );
  }
  return { token };
}

/** Whose idempotency keys these are: the seat's token, else the client address. */
export function idempotencyScope(req: HttpRequest, caller: Caller): string {
  return caller.token ? `token:${hashToken(caller.token)}` : `ip:${req.ip ?? 'unknown'}`;
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
