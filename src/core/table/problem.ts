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
const TYPE_BASE = 'https://thousand.example/problems/';

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
  return { type: TYPE_BASE + code.replace(/_/g, '-'), title, status, detail, code, ...extensions };
}
