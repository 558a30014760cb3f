import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../platform/database/database-pool.js';
import { sql } from '../../platform/database/named-sql.js';

const OPEN = sql(
  'presence_open',
  `INSERT INTO seat_presence (stream_id, game_id, seat, seen_at, token_hash)
   VALUES (:streamId::uuid, :gameId::uuid, :seat, :seenAt::timestamptz, :tokenHash)`,
);
const RENEW = sql(
  'presence_renew',
  `UPDATE seat_presence SET seen_at = :seenAt::timestamptz WHERE stream_id = ANY(:streamIds::uuid[])`,
);
const CLOSE = sql('presence_close', `DELETE FROM seat_presence WHERE stream_id = :streamId::uuid`);
/** Rows an instance that died left behind, long past counting. */
const FORGET = sql(
  'presence_forget',
  `DELETE FROM seat_presence WHERE seen_at < :before::timestamptz`,
);

/** The statements on seat_presence (SeatPresence says what the rows mean). */
@Injectable()
export class SeatPresenceStore {
  constructor(private readonly database: DatabasePool) {}

  /** Fails when the token's seat is gone (its foreign key). */
  async open(streamId: string, gameId: string, seat: number, tokenHash: string, seenAt: Date) {
    await this.database.run(OPEN, {
      streamId,
      gameId,
      seat,
      seenAt: seenAt.toISOString(),
      tokenHash,
    });
  }

  async renew(streamIds: string[], seenAt: Date): Promise<void> {
    await this.database.run(RENEW, { streamIds, seenAt: seenAt.toISOString() });
  }

  async close(streamId: string): Promise<void> {
    await this.database.run(CLOSE, { streamId });
  }

  async forget(before: Date): Promise<void> {
    await this.database.run(FORGET, { before: before.toISOString() });
  }
}
