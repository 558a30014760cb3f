import { PROBLEM_DOCS, problemSlug } from './problem-docs.js';

/**
 * RFC 9457 problem details. Every error the service answers is one of these, with a stable
 * machine `code` that clients switch on.
 */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  code: string;
  [extension: string]: unknown;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * A code's `type`: the path of its page on this service (GET /problems/{code}), a relative URI
 * reference with its full path as RFC 9457 section 3.1.1 allows, so it resolves against whichever
 * origin answered (no configured host to go stale behind a proxy or on a fresh clone). A code with
 * no page is `about:blank` (the problem means no more than its status), never a dead link.
 */
export function problemType(code: string): string {
  return Object.hasOwn(PROBLEM_DOCS, code) ? `/problems/${problemSlug(code)}` : 'about:blank';
}

/** Thrown by services for an expected refusal; the filter renders it as is. */
export class ProblemError extends Error {
  /** Seconds to wait before trying again (a `Retry-After` header), for refusals that pass. */
  retryAfterS: number | null = null;

  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly detail: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail);
  }

  retryAfter(seconds: number): this {
    this.retryAfterS = Math.max(1, Math.ceil(seconds));
    return this;
  }
}

export function problemBody(
  status: number,
  code: string,
  title: string,
  detail: string,
  extensions: Record<string, unknown> = {},
): ProblemBody {
  return { type: problemType(code), title, status, detail, code, ...extensions };
}
