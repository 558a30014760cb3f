// The problem codes openapi.json declares for an operation and status, read as a client would:
// the response's schema lists the codes (an allOf of ProblemDto and a narrowing of `code`), and a
// response shared by status (src/app/openapi/status-problems.ts) names in `x-operations`, for each
// code not every operation answers, the operations that do.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const named = (section: Json, ref: string): Json => section[ref.split('/').pop()!];

/** The response an operation declares for a status (its own or the shared one), if any. */
export function responseOf(doc: Json, op: Json, status: number | string): Json | undefined {
  const answer = op.responses[String(status)];
  if (!answer) return undefined;
  return answer.$ref ? named(doc.components.responses, answer.$ref) : answer;
}

/** The codes declared for an operation and status: null if undeclared, [] for a 2xx or 3xx. */
export function declaredCodes(doc: Json, op: Json, status: number | string): string[] | null {
  const response = responseOf(doc, op, status);
  if (!response) return null;
  const schema = response.content?.['application/problem+json']?.schema;
  if (!schema) return [];
  const narrowing = named(doc.components.schemas, schema.$ref).allOf[1];
  const codes: string[] = narrowing.properties.code.enum;
  const only: Record<string, string[]> = response['x-operations'] ?? {};
  return codes.filter((code) => !only[code] || only[code].includes(op.operationId));
}
