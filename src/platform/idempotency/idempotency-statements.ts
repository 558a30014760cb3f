// The statements of the idempotency records that other writes compose: an answer is remembered by
// the statement that makes its change (a move, a seat taken, a game created), or not at all. The
// rows are plain values; the idempotency module makes them from a request's answer.

/** The `idempotency_records` row that remembers one answer. */
export interface IdempotencyRow {
  id: string;
  requestHash: string;
  status: number;
  body: SealedBody;
  owner: string;
}

export interface SealedBody {
  iv: string;
  tag: string;
  data: string;
}

/** Idempotent answers are written by the statement that makes the change, or not at all. */
const REMEMBER = `
  INSERT INTO idempotency_records (id, request_hash, status, body, owner)
  SELECT $R1, $R2, $R3, $R4::jsonb, $R5 FROM changed WHERE $R0::boolean`;

export function remembering(offset: number): string {
  return REMEMBER.replace(/\$R(\d)/g, (_, i: string) => `$${offset + Number(i)}`);
}

/** The six values of `remembering`'s parameters, in order, for a remembered answer or none. */
export function rememberValues(row: IdempotencyRow | null): unknown[] {
  return [
    row !== null,
    row?.id ?? '',
    row?.requestHash ?? '',
    row?.status ?? 0,
    JSON.stringify(row?.body ?? null),
    row?.owner ?? null,
  ];
}

/** Remembers an answer in a transaction of its own making (a player's, src/features/players). */
export const REMEMBER_ANSWER = `
  INSERT INTO idempotency_records (id, request_hash, status, body, owner)
  VALUES ($1, $2, $3, $4::jsonb, $5)`;

/** The values of REMEMBER_ANSWER for a row. */
export function rememberAnswerValues(row: IdempotencyRow): unknown[] {
  return [row.id, row.requestHash, row.status, JSON.stringify(row.body), row.owner];
}
