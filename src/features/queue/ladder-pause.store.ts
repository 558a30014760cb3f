import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../platform/database/database-pool.js';
import {
  countingSince,
  LADDER_GAMES,
  pauseFor,
  pauseInForce,
  type Pause,
  type StoredPause,
} from '../../core/table/ladder-pause.js';
import * as SQL from './ladder-pause-statements.js';

/** What a look at a bot's clock found: a pause in force (`fresh`: made by this look), or none. */
export type PauseLook = { pause: Pause; fresh: boolean } | null;

/**
 * The bot ladder's pause in PostgreSQL: one transaction locks the bot's row, reads its stored
 * pause, counts its timed-out turns since the last pause ended, and, when the policy
 * (src/core/table/ladder-pause.ts) says so, writes the pause and withdraws its waiting queue entry.
 */
@Injectable()
export class LadderPauseStore {
  constructor(private readonly database: DatabasePool) {}

  async look(playerId: string, now: Date): Promise<PauseLook> {
    return this.database.transaction(async (statements) => {
      const [row] = await statements(SQL.LOCK_PAUSE.rows<StoredPause>(), { playerId });
      const stored: StoredPause = row ?? { reason: null, at: null };
      const standing = pauseInForce(stored, now);
      if (standing) return { pause: standing, fresh: false };
      const since = countingSince(stored).toISOString();
      const [{ n }] = await statements(SQL.TIMEOUTS.rows<{ n: number }>(), {
        playerId,
        since,
        games: LADDER_GAMES,
      });
      const pause = pauseFor(n, now);
      if (!pause) return null;
      await statements(SQL.PAUSE, { playerId, reason: pause.reason, at: pause.at.toISOString() });
      await statements(SQL.WITHDRAW_WAITING, { playerId });
      return { pause, fresh: true };
    });
  }
}
