// The problem answers shared by status (BY_STATUS in operation-problems.ts): one response per
// status, and one more for the health probes (answered without the rate limit's headers), whose
// schema lists every code of that status that its operations answer. Which operation answers which
// code is said once, in the response's `x-operations`: for each code that not every one of its
// operations answers, the operations that do. An operation's codes of that status are the schema's
// but those whose list leaves it out (test/support/problem-codes.ts reads them so).
import { STATUS_CODES } from 'node:http';
import type { OpenAPIObject } from '@nestjs/swagger';
import { pascal } from './names.js';
import type { ProblemCodes } from './operation-problems.js';

export interface StatusGroup {
  /** The response's name: the status's (`TooManyRequests`), `Probe` before it for the probes. */
  name: string;
  /** Every code its operations answer, in the order first met. */
  codes: string[];
  /** For each code some of its operations do not answer, those that do. */
  operations: Record<string, string[]>;
}

/** The health probes: not rate limited, so their answers carry no RateLimit fields. */
export const probe = (path: string) => path.startsWith('/health');

/** The name of the shared response an operation at `path` answers `status` with. */
export const groupName = (path: string, status: number) =>
  `${probe(path) ? 'Probe' : ''}${pascal(STATUS_CODES[status]!)}`;

/** The groups of the statuses `byStatus` over the document's operations, by name. */
export function statusGroups(
  document: OpenAPIObject,
  byStatus: readonly number[],
  problems: Record<string, ProblemCodes>,
): Map<string, StatusGroup> {
  const users = new Map<string, [string, readonly string[]][]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const op of Object.values(item as Record<string, { operationId: string }>)) {
      for (const [status, codes] of Object.entries(problems[op.operationId] ?? {})) {
        if (!byStatus.includes(Number(status))) continue;
        const name = groupName(path, Number(status));
        users.set(name, [...(users.get(name) ?? []), [op.operationId, codes!]]);
      }
    }
  }
  const groups = new Map<string, StatusGroup>();
  for (const [name, answered] of users) {
    const codes = [...new Set(answered.flatMap(([, list]) => list))];
    const operations: Record<string, string[]> = {};
    for (const code of codes) {
      const some = answered.filter(([, list]) => list.includes(code)).map(([id]) => id);
      if (some.length < answered.length) operations[code] = some;
    }
    groups.set(name, { name, codes, operations });
  }
  return groups;
}
