import { Injectable } from '@nestjs/common';
import type { ServiceEvent, StoredEvent } from '../../core/table/game-record.js';

/** One committed write's events: sequence numbers `after + 1` through `after + count`. */
interface Write {
  after: number;
  count: number;
  version: number;
  events: readonly ServiceEvent[];
  /** The events as a reader gets them, made on the first read only. */
  stored: StoredEvent[] | null;
}

const MAX_GAMES = 2000;
const MAX_WRITES = 8;

/**
 * The newest events this instance itself wrote to each recently played game, held after their
 * commit, so its own streams need not read back from the log what it has just written (measured:
 * that read was one of a move's three statements). Only an unbroken run of committed writes is
 * held, and a read is answered from it only when it reaches the sequence number the reader was
 * told of; anything else (another instance's write, a gap, a reconnect) reads the log. The events
 * are the announced objects themselves, wrapped as log rows only when a stream reads them.
 */
@Injectable()
export class RecentEvents {
  private readonly runs = new Map<string, Write[]>();

  /** A write of `events` committed right after sequence number `after`, at `version`. */
  record(gameId: string, after: number, version: number, events: readonly ServiceEvent[]): void {
    const count = events.length;
    if (count === 0) return;
    const run = this.runs.get(gameId);
    this.runs.delete(gameId);
    const last = run?.[run.length - 1];
    const write = { after, count, version, events, stored: null };
    const joined = run && last!.after + last!.count === after ? [...run, write] : [write];
    this.runs.set(gameId, joined.slice(-MAX_WRITES));
    if (this.runs.size > MAX_GAMES) this.runs.delete(this.runs.keys().next().value!);
  }

  /**
   * Up to `limit` events after `after` when they are held from `after + 1` through `atLeast`
   * (the newest sequence number the reader was told of); null when a log read is needed.
   */
  read(gameId: string, after: number, limit: number, atLeast: number): StoredEvent[] | null {
    const run = this.runs.get(gameId);
    if (!run || after < run[0].after) return null;
    const last = run[run.length - 1];
    const upTo = last.after + last.count;
    if (atLeast > upTo || after > upTo) return null;
    const events: StoredEvent[] = [];
    for (const write of run) {
      if (write.after + write.count <= after) continue;
      for (const event of stored(write)) {
        if (event.seq > after && events.length < limit) events.push(event);
      }
    }
    return events;
  }
}

function stored(write: Write): StoredEvent[] {
  write.stored ??= write.events.map((payload, i) => ({
    seq: write.after + i + 1,
    version: write.version,
    type: payload.type,
    payload,
  }));
  return write.stored;
}
