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
/**
 * FIND, and (when :count) how many answers the owner stored since :since counting up to :limit,
 * in one round trip: a keyed request asks both before it runs (a client that sends a key with
 * every write, as the SDK does, paid two statements a move for them). Not counting, the count's
 * subquery is never run (PostgreSQL runs it only once the CASE asks for it): stored-counts.ts.
 */
const FIND_AND_STORED = sql(
  'idempotency_find_and_stored',
  `SELECT r.request_hash AS "requestHash", r.status, r.body,
          CASE WHEN :count::boolean THEN (SELECT count(*)::int FROM (
             SELECT 1 FROM idempotency_records
              WHERE owner = :owner AND created_at >= (:since::timestamptz AT TIME ZONE 'UTC')
              LIMIT :limit) kept) END AS stored
     FROM (SELECT 1) one LEFT JOIN idempotency_records r ON r.id = :id`,
);
const PURGE = sql(
  'idempotency_purge',
  `DELETE FROM idempotency_records WHERE created_at < (:before::timestamptz AT TIME ZONE 'UTC')`,
);
/**
 * Deletes the owner's answers but the newest :keep (ties broken by id, so two trims agree), in one
 * statement over its (owner, created_at) index; answers how many are kept. Storage stays bounded
 * per caller without refusing its new keys (README, "Idempotency keys"): a retry comes within
 * seconds or minutes, long before :keep newer answers push its own out.
 */
const TRIM = sql(
  'idempotency_trim',
  `WITH mine AS (
     SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS n
       FROM idempotency_records WHERE owner = :owner),
   gone AS (
     DELETE FROM idempotency_records r USING mine
      WHERE r.id = mine.id AND mine.n > :keep::int RETURNING 1)
   SELECT (SELECT count(*) FROM mine)::int - (SELECT count(*) FROM gone)::int AS kept`,
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

  /**
   * `find(id)`, and how many answers `owner` stored since `since`, counting up to `limit`; null
   * when not `count`ed.
   */
  async findAndStored(
    id: string,
    owner: string,
    since: Date,
    limit: number,
    count: boolean,
  ): Promise<{ found: StoredAnswer | null; stored: number | null }> {
    const [row] = await this.database.run(
      FIND_AND_STORED.rows<{
        requestHash: string | null;
        status: number | null;
        body: SealedBody | null;
        stored: number | null;
      }>(),
      { id, owner, since: since.toISOString(), limit, count },
    );
    const { requestHash, status, body, stored } = row;
    return {
      found: requestHash === null ? null : { requestHash, status: status!, body: body! },
      stored,
    };
  }

  purgeBefore(before: Date): Promise<number> {
    return this.database.count(PURGE, { before: before.toISOString() });
  }

  /** Deletes `owner`'s answers but the newest `keep`; answers how many it kept. */
  async trim(owner: string, keep: number): Promise<number> {
    const [row] = await this.database.run(TRIM.rows<{ kept: number }>(), { owner, keep });
    return row.kept;
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
