import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../../platform/database/database-pool.js';
import * as SQL from './game-statements.js';

/**
 * A game's version, the seats with a fresh stream and the hashes of its seats' tokens now, as a
 * probe answers them. A token hash once held by a seat is never another seat's, so a cached
 * caller is still that seat while its hash is among them.
 */
export interface VersionProbe {
  version: number;
  connected: number[];
  tokens: string[];
}

interface Waiter {
  resolve: (probe: VersionProbe | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Version probes of cached games, sent together: every probe asked for while the event loop
 * handles one round of input goes out in one statement when that round is over. Under load many
 * views arrive in one round, and each would have been its own round trip to the database; each
 * probe still starts after its request arrived, so it sees every commit answered before.
 */
@Injectable()
export class VersionProbes {
  private pending = new Map<string, Waiter[]>();
  private scheduled = false;

  constructor(private readonly database: DatabasePool) {}

  /** The game's version and connected seats; null when there is no such game. */
  probe(gameId: string, presenceCutoff: () => string): Promise<VersionProbe | null> {
    return new Promise((resolve, reject) => {
      const waiters = this.pending.get(gameId);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(gameId, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.send(presenceCutoff));
      }
    });
  }

  private async send(presenceCutoff: () => string): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    try {
      const rows = await this.database.run(
        SQL.GAME_VERSIONS.rows<VersionProbe & { id: string }>(),
        { gameIds: [...batch.keys()], cutoff: presenceCutoff() },
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const [id, waiters] of batch) {
        const row = byId.get(id);
        const probe = row
          ? { version: row.version, connected: row.connected, tokens: row.tokens }
          : null;
        for (const w of waiters) w.resolve(probe);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  }
}
