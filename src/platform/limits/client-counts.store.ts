import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../database/database-pool.js';
import { sql } from '../database/named-sql.js';

// One statement adds a whole batch: the rows come sorted (SharedCounts), so two instances adding
// overlapping batches lock the rows in the same order and cannot deadlock. The statement takes no
// session state, so it runs unnamed through a transaction-mode pooler like any other.
export const ADD = sql(
  'client_counts_add',
  `INSERT INTO client_counts (client, window_start, count)
   SELECT * FROM unnest(:clients::text[], :windows::bigint[], :counts::int[])
   ON CONFLICT (client, window_start) DO UPDATE SET count = client_counts.count + excluded.count
   RETURNING client, window_start::text AS "windowStart", count`,
);
const FORGET = sql(
  'client_counts_forget',
  `DELETE FROM client_counts WHERE window_start < :before::bigint`,
);

export interface ClientCountRow {
  client: string;
  windowStart: string;
  count: number;
}

/** The statements on client_counts (SharedCounts says what the rows mean). */
@Injectable()
export class ClientCountsStore {
  constructor(private readonly database: DatabasePool) {}

  /** Adds `counts[i]` to client `clients[i]`'s window; answers each row's total across instances. */
  add(clients: string[], windows: number[], counts: number[]): Promise<ClientCountRow[]> {
    return this.database.run(ADD.rows<ClientCountRow>(), {
      clients,
      windows: windows.map(String),
      counts,
    });
  }

  async forget(before: number): Promise<void> {
    await this.database.run(FORGET, { before: String(before) });
  }
}
