import { createHash, randomBytes } from 'node:crypto';
import { headerOf, type HttpRequest } from './http-types.js';
import { ProblemError } from '../../core/table/problem.js';
import { BoundedMemo } from './bounded-memo.js';

/** A secret of 256 random bits in base64url (43 characters): a seat token, a stream ticket. */
export const RANDOM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, URL-safe (RANDOM_TOKEN). Only its hash is stored. */
export function newSeatToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Every request with a token hashes it; a table's three seats send theirs again and again. */
const tokenHashes = new BoundedMemo(20_000);

export function hashToken(token: string): string {
  return tokenHashes.get(token, sha256Hex);
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null when absent. The scheme's name is
 * case-insensitive and may be followed by more than one space (RFC 9110, section 11.1): clients
 * send `bearer` too.
 */
export function bearerToken(header: string | undefined): string | null | 'malformed' {
  if (header === undefined || header === '') return null;
  const match = /^bearer +([A-Za-z0-9._~+/=-]{1,512})$/i.exec(header);
  return match ? match[1] : 'malformed';
}

/** What one request's Authorization header was read as: several guards and decorators ask. */
const BEARER = Symbol('bearer');
const BEARER_HASH = Symbol('bearerHash');

interface ReadBearer {
  [BEARER]?: string | null | 'malformed';
  [BEARER_HASH]?: string;
}

/**
 * The request's bearer value, as bearerToken reads it. An Authorization header sent twice is
 * malformed: Node keeps the first and drops the other, so answering as either caller would be a
 * guess (an outside trial was answered as the first of two seats). Read once a request.
 */
export function bearerOf(req: HttpRequest): string | null | 'malformed' {
  const read = req as ReadBearer;
  const known = read[BEARER];
  if (known !== undefined) return known;
  return (read[BEARER] = authorizationRepeated(req)
    ? 'malformed'
    : bearerToken(headerOf(req, 'authorization')));
}

/** The hash of the request's bearer token (hashToken); null when it sent none or a malformed one. */
export function bearerHashOf(req: HttpRequest): string | null {
  const token = bearerOf(req);
  if (token === null || token === 'malformed') return null;
  return ((req as ReadBearer)[BEARER_HASH] ??= hashToken(token));
}

/** One "<scheme> <credentials>" of a list (an auth-param such as `realm="x"` has no space). */
const CREDENTIAL = /^ *[!#$%&'*+.^_`|~\w-]+ +\S/;

/**
 * Credentials listed in one header line, comma-separated: what a browser's `Headers.append` sends
 * for a second Authorization, and what a proxy makes of two lines. A bearer token holds no comma
 * (RFC 6750's b64token), so no single token reads as two. Split, not one pattern: a pattern over
 * the whole line backtracked quadratically on a long one.
 */
function listsCredentials(value: string): boolean {
  if (!value.includes(',')) return false;
  let credentials = 0;
  for (const part of value.split(',')) if (CREDENTIAL.test(part) && ++credentials > 1) return true;
  return false;
}

/**
 * Whether the request sent more than one Authorization credential: the header twice (Node's
 * headers keep the first), or one line listing two (an outside trial's `Headers.append` was
 * answered 401 `invalid_token`, which tells a client to throw a live token away).
 */
export function authorizationRepeated(req: HttpRequest): boolean {
  const raw = req.raw.rawHeaders;
  let sent = 0;
  let listed = false;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i].toLowerCase() !== 'authorization') continue;
    sent++;
    listed ||= listsCredentials(raw[i + 1]);
  }
  return sent > 1 || listed;
}

/**
 * 400 `ambiguous_credentials`: two Authorization headers name two callers, or the same one twice;
 * the request is malformed rather than its token unknown, so it is not a 401 (an outside trial
 * read `invalid_token` as "this token is dead" and threw a live token away).
 */
export function repeatedAuthorization(): ProblemError {
  return new ProblemError(
    400,
    'ambiguous_credentials',
    'Bad Request',
    'The Authorization header was sent more than once, or listed more than one credential: send it once, "Bearer <token>".',
  );
}

/**
 * The refusal of an Authorization header that bearerOf reads as malformed, on every route that
 * reads one: sent twice, 400 `ambiguous_credentials`; not a bearer token, 401 `invalid_token`.
 */
export function malformedAuthorization(req: HttpRequest): ProblemError {
  if (authorizationRepeated(req)) return repeatedAuthorization();
  return new ProblemError(
    401,
    'invalid_token',
    'Unauthorized',
    'Send one Authorization header, "Bearer <seat token>" or "Bearer <player token>", or none.',
  );
}
