import type { StoredEvent } from '../../core/table/game-record.js';

/**
 * Where missed events are read from: the game's log. The games' store provides it
 * (games.module.ts), so this folder reads the log without reaching into the store.
 */
export abstract class EventLog {
  abstract events(gameId: string, afterSeq: number, limit: number): Promise<StoredEvent[]>;
}
