import { Injectable } from '@nestjs/common';
import type { ServiceEvent, StoredEvent } from '../table/game-record.js';

/** One committed write's events: sequence numbers `after + 1` through `after + count`. */
interface Write {
  after: number;
  count: number;
  version: number;
  /** The events as written (a JSON array); parsed on the first read only. */
  json: string;
  parsed: StoredEvent[] | null;
}

const MAX_GAMES = 2000;
const MAX_WRITES = 8;

/**
 * The newest events this instance itself wrote to each recently played game, held after their
 * commit, so its own streams need not read back from the log what it has just written (measured:
 * that read was one of a move's three statements). Only an unbroken run of committed writes is
 * held, and a read is answered from it only when it reaches the sequence number the reader was
 * told of; anything else (another instance's write, a gap, a reconnect) reads the log. Writes are
 * held as the JSON text that was written and parsed only when a stream reads them, so a game
 * nobody streams from this instance costs a few hundred bytes per move and no parsing.
 */
@Injectable()
export class RecentEvents {
  private readonly runs = new Map<string, Write[]>();

  /** A write of `count` events (`json`, a JSON array) committed right after sequence number `after`. */
  record(gameId: string, after: number, version: number, count: number, json: string): void {
    if (count === 0) return;
    const run = this.runs.get(gameId);
    this.runs.delete(gameId);
    const last = run?.[run.length - 1];
    const write = { after, count, version, json, parsed: null };
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
      for (const event of parsed(write)) {
        if (event.seq > after && events.length < limit) events.push(event);
      }
    }
    return events;
  }
}

function parsed(write: Write): StoredEvent[] {
  write.parsed ??= (JSON.parse(write.json) as ServiceEvent[]).map((payload, i) => ({
    seq: write.after + i + 1,
    version: write.version,
    type: payload.type,
    payload,
  }));
  return write.parsed;
}
