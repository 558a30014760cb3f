// The statements of the idempotency records that other writes compose: an answer is remembered by
// the statement that makes its change (a move, a seat taken, a game created), or not at all. The
// rows are plain values; the idempotency module makes them from a request's answer.
import { sql } from '../database/named-sql.js';

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

/**
 * Idempotent answers are written by the statement that makes the change, or not at all: a CTE
 * (`remembered AS (${REMEMBERING})`) of a statement whose change is its `changed` CTE, taking
 * the values of `rememberValues`.
 */
export const REMEMBERING = `
  INSERT INTO idempotency_records (id, request_hash, status, body, owner)
  SELECT :answerId, :requestHash, :answerStatus, :answerBody::jsonb, :answerOwner
    FROM changed WHERE :remember::boolean`;

/** The values of REMEMBERING's parameters, for a remembered answer or none. */
export function rememberValues(row: IdempotencyRow | null) {
  return {
    remember: row !== null,
    answerId: row?.id ?? '',
    requestHash: row?.requestHash ?? '',
    answerStatus: row?.status ?? 0,
    answerBody: JSON.stringify(row?.body ?? null),
    answerOwner: row?.owner ?? null,
  };
}

/** Remembers an answer in a transaction of its own making (a player's, src/features/players). */
export const REMEMBER_ANSWER = sql(
  'remember_answer',
  `
  INSERT INTO idempotency_records (id, request_hash, status, body, owner)
  VALUES (:id, :requestHash, :status, :body::jsonb, :owner)`,
);

/** The values of REMEMBER_ANSWER for a row. */
export function rememberAnswerValues(row: IdempotencyRow) {
  return {
    id: row.id,
    requestHash: row.requestHash,
    status: row.status,
    body: JSON.stringify(row.body),
    owner: row.owner,
  };
}
