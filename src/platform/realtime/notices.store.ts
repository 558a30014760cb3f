import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../database/database-pool.js';
import { sql } from '../database/named-sql.js';

/** One notice per game on the channel every instance listens to (notice-listener.ts). */
const NOTIFY = sql(
  'notify_commits',
  `SELECT pg_notify('game_events', n) FROM unnest(:notices::text[]) AS n`,
);

/** The statement that sends the game notices (NoticeSender says when). */
@Injectable()
export class NoticesStore {
  constructor(private readonly database: DatabasePool) {}

  async notifyCommits(notices: string[]): Promise<void> {
    await this.database.run(NOTIFY, { notices });
  }
}
