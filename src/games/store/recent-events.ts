import { Injectable } from '@nestjs/common';
import type { StoredEvent } from './game-records.js';

interface Tail {
  /** The sequence number just before the first event held. */
  from: number;
  events: StoredEvent[];
}

const MAX_GAMES = 2000;
const MAX_EVENTS = 64;

/**
 * The newest events this instance itself wrote to each recently played game, held after their
 * commit, so its own streams need not read back from the log what it has just written (measured:
 * that read was one of a move's three statements). Only an unbroken run of committed events is
 * held, and a read is answered from it only when it reaches the sequence number the reader was
 * told of; anything else (another instance's write, a gap, a reconnect) reads the log.
 */
@Injectable()
export class RecentEvents {
  private readonly tails = new Map<string, Tail>();

  /** Events committed right after sequence number `after`, in order. */
  record(gameId: string, after: number, events: StoredEvent[]): void {
    if (!events.length) return;
    const tail = this.tails.get(gameId);
    this.tails.delete(gameId);
    const joined =
      tail && tail.from + tail.events.length === after
        ? { from: tail.from, events: tail.events.concat(events) }
        : { from: after, events };
    const excess = joined.events.length - MAX_EVENTS;
    if (excess > 0) {
      joined.from += excess;
      joined.events = joined.events.slice(excess);
    }
    this.tails.set(gameId, joined);
    if (this.tails.size > MAX_GAMES) this.tails.delete(this.tails.keys().next().value!);
  }

  /**
   * Up to `limit` events after `after` when they are held from `after + 1` through `atLeast`
   * (the newest sequence number the reader was told of); null when a log read is needed.
   */
  read(gameId: string, after: number, limit: number, atLeast: number): StoredEvent[] | null {
    const tail = this.tails.get(gameId);
    if (!tail || after < tail.from) return null;
    const upTo = tail.from + tail.events.length;
    if (atLeast > upTo || after > upTo) return null;
    return tail.events.slice(after - tail.from, after - tail.from + limit);
  }
}
