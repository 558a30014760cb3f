import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../database/database-pool.js';
import { sql } from '../database/named-sql.js';
import type { WireNotice } from './notice-kinds.js';

/** Notices on the channels every instance listens to (notice-listener.ts), any number in one statement. */
export const NOTIFY = sql(
  'notify_instances',
  `SELECT pg_notify(c, n) FROM unnest(:channels::text[], :notices::text[]) AS x(c, n)`,
);

/** The statement that sends the notices (NoticeSender says when). */
@Injectable()
export class NoticesStore {
  constructor(private readonly database: DatabasePool) {}

  async notify(notices: WireNotice[]): Promise<void> {
    await this.database.run(NOTIFY, {
      channels: notices.map((n) => n.channel),
      notices: notices.map((n) => n.text),
    });
  }
}
