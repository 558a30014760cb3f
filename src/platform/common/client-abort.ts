import type { HttpRequest } from '../http/http-types.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

/**
 * Whether `error` is the client going away rather than a failure of ours. Node fails the body read
 * of a request whose connection closed with `Error('aborted')`, code ECONNRESET: the same code a
 * lost database connection has, so without this a client giving up mid-upload was reported as the
 * database being unavailable.
 */
export function isClientAbort(error: unknown, request: HttpRequest): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  const nodeAbort =
    typeof e === 'object' &&
    e !== null &&
    e.code === 'ECONNRESET' &&
    e.message === 'aborted' &&
    e.cause === undefined;
  if (nodeAbort) return true;
  // A gone client does not hide a real outage that failed its request meanwhile.
  const gone = request.raw.readableAborted || request.raw.socket?.destroyed === true;
  return gone && !isDatabaseUnavailable(error);
}
