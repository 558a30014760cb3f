import type { PreparedRunner } from '../../database/database-pool.js';
import * as SQL from './game-statements.js';

/** GAMES_PER_ADDRESS_PER_HOUR for one creator: its keyed address hash, the limit, the hour's start. */
export interface CreatorQuota {
  creator: string;
  limit: number;
  since: Date;
}

/**
 * Inside the transaction that would create a game for `quota.creator`: takes the creator's lock
 * (held to the commit, so concurrent creations on any instance are counted one after the other)
 * and answers null while a place is free, else when the oldest of the hour's games was made (a
 * place frees an hour after it). New games and rematches both count here.
 */
export async function fullSince(run: PreparedRunner, quota: CreatorQuota): Promise<Date | null> {
  await run('lock_creator', SQL.LOCK_CREATOR, [quota.creator]);
  const [recent] = await run<{ n: number; oldest: Date | null }>(
    'recent_games_of',
    SQL.RECENT_GAMES_OF,
    [quota.creator, quota.since.toISOString(), quota.limit],
  );
  return recent.n >= quota.limit && recent.oldest ? recent.oldest : null;
}
