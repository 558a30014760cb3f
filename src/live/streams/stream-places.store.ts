import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../platform/database/database-pool.js';
import { sql } from '../../platform/database/named-sql.js';

const TAKE = sql(
  'stream_place_take',
  `INSERT INTO stream_places (stream_id, holder, seen_at)
   VALUES (:streamId::uuid, :holder, :seenAt::timestamptz)`,
);
const HELD = sql(
  'stream_places_held',
  `SELECT count(*)::int AS held FROM stream_places
   WHERE holder = :holder AND seen_at > :freshAfter::timestamptz`,
);
const GIVE_BACK = sql(
  'stream_place_give_back',
  `DELETE FROM stream_places WHERE stream_id = :streamId::uuid`,
);
const RENEW = sql(
  'stream_places_renew',
  `UPDATE stream_places SET seen_at = :seenAt::timestamptz WHERE stream_id = ANY(:streamIds::uuid[])`,
);
const FORGET = sql(
  'stream_places_forget',
  `DELETE FROM stream_places WHERE seen_at < :before::timestamptz`,
);

/** The statements on stream_places (StreamPlaces says what the rows mean). */
@Injectable()
export class StreamPlacesStore {
  constructor(private readonly database: DatabasePool) {}

  async take(streamId: string, holder: string, seenAt: Date): Promise<void> {
    await this.database.run(TAKE, { streamId, holder, seenAt: seenAt.toISOString() });
  }

  /** The places `holder` holds on every instance, renewed after `freshAfter`. */
  async held(holder: string, freshAfter: Date): Promise<number> {
    const rows = await this.database.run(HELD.rows<{ held: number }>(), {
      holder,
      freshAfter: freshAfter.toISOString(),
    });
    return rows[0].held;
  }

  async giveBack(streamId: string): Promise<void> {
    await this.database.run(GIVE_BACK, { streamId });
  }

  async renew(streamIds: string[], seenAt: Date): Promise<void> {
    await this.database.run(RENEW, { streamIds, seenAt: seenAt.toISOString() });
  }

  async forget(before: Date): Promise<void> {
    await this.database.run(FORGET, { before: before.toISOString() });
  }
}
