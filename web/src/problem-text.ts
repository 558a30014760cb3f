// Small helpers of the texts: a problem's sentence by its code, and the field it names.
import type { ProblemDto } from './api/index.js';

/**
 * The codes the service answers beside any operation (OTHER_PROBLEM_CODES of
 * src/platform/common/problem-codes.ts: the problem filter's fallbacks for a framework refusal and
 * the HTTP reader's own), which `ProblemDto['code']` does not list; a page can still meet them.
 */
export type FallbackProblemCode =
  | 'malformed_request'
  | 'unauthorized'
  | 'not_found'
  | 'request_timeout'
  | 'conflict'
  | 'headers_too_large'
  | 'service_unavailable';

/** Every code the service answers, so the texts of both languages name a sentence for each. */
export type ProblemCode = ProblemDto['code'] | FallbackProblemCode;

/** The sentence for a problem's code; the service's own detail for a code this page does not know. */
export function problemIn(
  sentences: Record<string, string>,
  code: string | undefined,
  detail: string,
): string {
  return code !== undefined && Object.hasOwn(sentences, code) ? sentences[code] : detail;
}

/** The first field a 400 `validation_failed` names (its `errors`), if any. */
export function fieldOf(problem: Record<string, unknown>): string | undefined {
  const errors = problem.errors;
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  return typeof first === 'object' && first !== null && 'field' in first
    ? String(first.field)
    : undefined;
}
