// Refusals as values a program can switch on: the service answers every refusal as an RFC 9457
// problem with a stable machine `code` (openapi.json, ProblemDto), which this error carries typed.
import type { ProblemDto } from './gen/types.gen.js';

/** Every code the service may answer a refusal with (the `code` enum of ProblemDto). */
export type ProblemCode = ProblemDto['code'];

/** The code of a call that never reached the service (offline, DNS, a dropped connection). */
export const UNREACHABLE = 'service_unreachable';

/** A refused or failed call. */
export class ThousandError extends Error {
  override readonly name = 'ThousandError';

  constructor(
    message: string,
    /** The HTTP status; undefined when the call never reached the service. */
    readonly status: number | undefined,
    readonly code: ProblemCode | typeof UNREACHABLE,
    /** The whole problem (such as `currentVersion` of `version_mismatch`, or `errors`). */
    readonly problem: Problem = {},
    /** Seconds the service asked to wait (Retry-After of 429 and 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** Whether the refusal has one of these codes: `if (error.is('not_your_turn')) ...`. */
  is(...codes: (ProblemCode | typeof UNREACHABLE)[]): boolean {
    return codes.includes(this.code);
  }
}

type Problem = Partial<ProblemDto> & Record<string, unknown>;

/** A problem the service sent (its body as JSON): an object with a string `code`. */
function problemOf(body: unknown): Problem | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  if (typeof body.code !== 'string') return undefined;
  // The service's own answer: a code of a newer service than this SDK still passes through.
  return { ...body } as Problem;
}

/** The error for an answer that is not a success: the problem it carried, else its status. */
export function refusal(body: unknown, response: Response): ThousandError {
  const problem: Problem = problemOf(body) ?? {};
  const code = problem.code ?? 'internal_error';
  const detail =
    typeof problem.detail === 'string'
      ? problem.detail
      : `${response.status} ${response.statusText}`.trim();
  const wait = Number(response.headers.get('Retry-After'));
  return new ThousandError(
    detail,
    response.status,
    code,
    problem,
    Number.isFinite(wait) && wait > 0 ? wait : undefined,
  );
}

/** The error for a call that never got an answer. */
export function unreachable(cause: unknown): ThousandError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ThousandError(`service unreachable: ${message}`, undefined, UNREACHABLE);
}
