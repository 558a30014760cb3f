import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../database/database-pool.js';
import { sql } from '../database/named-sql.js';
import type { IdempotencyRow, SealedBody } from './idempotency-statements.js';

// created_at is a timestamp without a time zone holding UTC (Prisma's DateTime): a point in time
// is compared as its UTC wall clock.
const FIND = sql(
  'idempotency_find',
  `SELECT request_hash AS "requestHash", status, body FROM idempotency_records WHERE id = :id`,
);
const STORED_FOR = sql(
  'idempotency_stored_for',
  `SELECT count(*)::int AS n FROM (
     SELECT 1 FROM idempotency_records
      WHERE owner = :owner AND created_at >= (:since::timestamptz AT TIME ZONE 'UTC')
      LIMIT :limit) kept`,
);
const PURGE = sql(
  'idempotency_purge',
  `DELETE FROM idempotency_records WHERE created_at < (:before::timestamptz AT TIME ZONE 'UTC')`,
);
const SAVE = sql(
  'idempotency_save',
  `INSERT INTO idempotency_records (id, request_hash, status, body, owner)
   VALUES (:id, :requestHash, :status, :body::jsonb, :owner)`,
);

/** A remembered answer as stored. */
export interface StoredAnswer {
  requestHash: string;
  status: number;
  body: SealedBody;
}

/** The statements on idempotency_records of their own (the rest compose idempotency-statements). */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly database: DatabasePool) {}

  async find(id: string): Promise<StoredAnswer | null> {
    const rows = await this.database.run(FIND.rows<StoredAnswer>(), { id });
    return rows[0] ?? null;
  }

  /** How many answers `owner` stored since `since`, counting up to `limit`. */
  async storedFor(owner: string, since: Date, limit: number): Promise<number> {
    const rows = await this.database.run(STORED_FOR.rows<{ n: number }>(), {
      owner,
      since: since.toISOString(),
      limit,
    });
    return rows[0].n;
  }

  purgeBefore(before: Date): Promise<number> {
    return this.database.count(PURGE, { before: before.toISOString() });
  }

  async save(row: IdempotencyRow): Promise<void> {
    await this.database.run(SAVE, {
      id: row.id,
      requestHash: row.requestHash,
      status: row.status,
      body: JSON.stringify(row.body),
      owner: row.owner,
    });
  }
}
