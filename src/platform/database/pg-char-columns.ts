// Postgres `"char"` columns (OID 18) for Prisma's schema engine: the `PrismaPg` adapter has no mapping
// for them, and the engine reads them from the catalogs while describing a schema
// (`pg_constraint.contype`: check constraints, and PostgreSQL 18's NOT NULL constraints). They are
// passed through as text and typed `Character` for the engine.
import { ColumnTypeEnum, type SqlResultSet } from '@prisma/driver-adapter-utils';
import pg from 'pg';

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

/**
 * `PrismaPg` throws on `"char"` result columns (OID 18), and the engine wants them typed `Character`
 * (on PostgreSQL 18 it reads `pg_constraint.contype` that way and panics on anything else). So the
 * `pg` client reports them as `text` (their values are one-letter strings either way) and remembers
 * which columns they were, keyed by the result's `rows` array, which `PrismaPg.queryRaw` passes on as
 * is; `withCharacterColumns` then retypes those columns in the adapter's result.
 */
const charColumnsByRows = new WeakMap<object, number[]>();

interface ResultLike {
  fields?: { dataTypeID: number }[];
  rows?: unknown[];
}
function charColumnsAsText<T>(result: T): T {
  for (const one of (Array.isArray(result) ? result : [result]) as (ResultLike | undefined)[]) {
    if (!one?.fields) continue;
    const indexes: number[] = [];
    one.fields.forEach((field, index) => {
      if (field.dataTypeID === PG_CHAR_OID) {
        field.dataTypeID = PG_TEXT_OID;
        indexes.push(index);
      }
    });
    if (indexes.length > 0 && one.rows) charColumnsByRows.set(one.rows, indexes);
  }
  return result;
}

export function withCharacterColumns(result: SqlResultSet): SqlResultSet {
  const indexes = charColumnsByRows.get(result.rows);
  if (indexes) for (const index of indexes) result.columnTypes[index] = ColumnTypeEnum.Character;
  return result;
}

type Callback = (error: Error | null | undefined, result?: unknown) => void;

/** A `pg` client that reports `"char"` result columns as `text` (their values are parsed as strings). */
export class CharAsTextClient extends pg.Client {
  // Covers the promise and callback forms `pg.Pool` and `PrismaPg` use; submittables pass through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [config, values, callback] = args as [unknown, unknown, unknown];
    const forward = (super.query as (...a: unknown[]) => unknown).bind(this);
    if (config && typeof (config as { submit?: unknown }).submit === 'function')
      return forward(...args);
    if (typeof values === 'function') {
      const cb = values as Callback;
      return forward(config, (error: Error | null, result: unknown) =>
        cb(error, error ? result : charColumnsAsText(result)),
      );
    }
    if (typeof callback === 'function') {
      const cb = callback as Callback;
      return forward(config, values, (error: Error | null, result: unknown) =>
        cb(error, error ? result : charColumnsAsText(result)),
      );
    }
    return (forward(config, values) as Promise<unknown>).then(charColumnsAsText);
  }
}
