// What each problem `code` means and what a client should do about it: the text of the pages its
// `type` names (GET /problems/{code}, src/platform/problems). Every code the service answers has an
// entry (src/platform/problems/problem-pages.spec.ts checks it against the codes' list); a code with
// none would be answered with the type `about:blank` (problem.ts), never a link to no page.

import { CHALLENGE_PROBLEM_DOCS } from './problem-docs-challenges.js';
import { GAME_PROBLEM_DOCS } from './problem-docs-game.js';
import { HTTP_PROBLEM_DOCS } from './problem-docs-http.js';
import { LIMIT_PROBLEM_DOCS } from './problem-docs-limits.js';
import type { ProblemDoc } from './problem-doc-texts.js';

export type { ProblemDoc };

export const PROBLEM_DOCS: Record<string, ProblemDoc> = {
  ...HTTP_PROBLEM_DOCS,
  ...LIMIT_PROBLEM_DOCS,
  ...GAME_PROBLEM_DOCS,
  ...CHALLENGE_PROBLEM_DOCS,
};

/** The path segment of a code's page: its words joined by `-` (`not_your_turn` -> `not-your-turn`). */
export function problemSlug(code: string): string {
  return code.replace(/_/g, '-');
}
