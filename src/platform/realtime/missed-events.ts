import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../core/table/game-record.js';
import { EventLog } from './event-log.js';
import { RecentEvents } from './recent-events.js';

/**
 * Reads of what a stream missed, shared by the callers that ask for the same page in the same turn
 * of the event loop. One announcement tells every stream of a game on this instance about a move,
 * in one synchronous loop, and each would read the same rows: now they make one query. A caller
 * joins only a read that has not been sent yet, so the query always starts after the caller's
 * reason to read (an announcement, made after its commit) and sees that commit.
 */
@Injectable()
export class MissedEvents {
  private readonly unsent = new Map<string, Promise<StoredEvent[]>>();

  constructor(
    private readonly log: EventLog,
    private readonly recent: RecentEvents,
  ) {}

  /**
   * `atLeast`: the newest sequence number the caller was told of, when it knows one; events this
   * instance announced itself through that number are answered from memory (RecentEvents).
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
        return this.log.events(gameId, afterSeq, limit);
      });
      this.unsent.set(key, read);
    }
    return read;
  }
}
