import { Injectable } from '@nestjs/common';
import { GameStore } from '../games/store/game-store.js';
import { RecentEvents } from './recent-events.js';
import type { StoredEvent } from '../table/game-record.js';

/**
 * Reads of a game's event log, shared by the callers that ask for the same page in the same turn
 * of the event loop. One notification tells every stream of a game on this instance about a move,
 * in one synchronous loop, and each would read the same rows: now they make one query. A caller
 * joins only a read that has not been sent yet, so the query always starts after the caller's
 * reason to read (a notification, sent after its commit) and sees that commit.
 */
@Injectable()
export class SharedLogReads {
  private readonly unsent = new Map<string, Promise<StoredEvent[]>>();

  constructor(
    private readonly store: GameStore,
    private readonly recent: RecentEvents,
  ) {}

  /**
   * `atLeast`: the newest sequence number the caller was told of, when it knows one; events this
   * instance wrote itself through that number are answered from memory (RecentEvents).
   */
  events(
    gameId: string,
    afterSeq: number,
    limit: number,
    atLeast: number | null = null,
  ): Promise<StoredEvent[]> {
    const held = atLeast === null ? null : this.recent.read(gameId, afterSeq, limit, atLeast);
    if (held) return Promise.resolve(held);
    const key = `${gameId}:${afterSeq}:${limit}`;
    let read = this.unsent.get(key);
    if (!read) {
      read = new Promise<void>((sent) => queueMicrotask(sent)).then(() => {
        this.unsent.delete(key);
        return this.store.events(gameId, afterSeq, limit);
      });
      this.unsent.set(key, read);
    }
    return read;
  }
}
