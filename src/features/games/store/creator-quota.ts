import type { StatementRunner } from '../../../platform/database/database-pool.js';
import { sql } from '../../../platform/database/named-sql.js';
import * as SQL from './game-statements.js';

/** GAMES_PER_ADDRESS_PER_HOUR for one creator: its keyed address hash, the limit, the hour's start. */
export interface CreatorQuota {
  creator: string;
  limit: number;
  since: Date;
}

/**
 * The queue's charges on a creator (src/features/queue; README "Security and abuse limits"): each game the
 * queue made since :since in which an entry of the address (:creator) was seated counts once (however many of
 * its entries sat there), at its matching time; each entry of the address still waiting counts
 * too, at its making, since it may become a game at any moment without asking again. At most
 * :limit.
 */
const QUEUE_CHARGES_OF = sql(
  'queue_charges_of',
  `
  SELECT count(*)::int AS n, min(at) AS oldest FROM (
    SELECT DISTINCT ON (coalesce(game_id, id)) coalesce(matched_at, created_at) AS at
      FROM queue_entries
     WHERE creator = :creator AND (status = 'waiting' OR matched_at > :since::timestamptz)
     ORDER BY coalesce(game_id, id), at
     LIMIT :limit) charged`,
).rows<{ n: number; oldest: Date | null }>();

/**
 * The challenges' charges (src/features/challenges): each open challenge of the address made
 * since :since counts, since it becomes a game when its invitees accept, without asking again; once
 * accepted, its game counts as the address's (games.creator). At most :limit.
 */
const CHALLENGE_CHARGES_OF = sql(
  'challenge_charges_of',
  `
  SELECT count(*)::int AS n, min(created_at) AS oldest FROM (
    SELECT created_at FROM challenges
     WHERE creator = :creator AND status = 'open' AND created_at > :since::timestamptz
     ORDER BY created_at LIMIT :limit) charged`,
).rows<{ n: number; oldest: Date | null }>();

/**
 * Inside the transaction that would create a game (or a queue entry) for `quota.creator`: takes
 * the creator's lock (held to the commit, so concurrent creations on any instance are counted one
 * after the other) and answers null while a place is free, else when the oldest of the hour's
 * games was made (a place frees an hour after it). New games, rematches and the queue's games and
 * waiting entries, and open challenges and the games they made, all count here.
 */
export async function fullSince(run: StatementRunner, quota: CreatorQuota): Promise<Date | null> {
  await run(SQL.LOCK_CREATOR, { creator: quota.creator });
  const params = { creator: quota.creator, since: quota.since.toISOString(), limit: quota.limit };
  const [games] = await run(SQL.RECENT_GAMES_OF, params);
  const [queued] = await run(QUEUE_CHARGES_OF, params);
  const [challenged] = await run(CHALLENGE_CHARGES_OF, params);
  const oldest = [games.oldest, queued.oldest, challenged.oldest]
    .filter((d): d is Date => d !== null)
    .reduce<Date | null>((a, b) => (a === null || b < a ? b : a), null);
  const n = games.n + queued.n + challenged.n;
  return n >= quota.limit && oldest ? new Date(oldest) : null;
}
