import { Injectable } from '@nestjs/common';
import type { SeatRecord } from '../table/game-record.js';

/**
 * Told of each change with the game's seats, so a listener can skip games that are not its, and
 * the game's newest sequence number when the change appended events.
 */
export type CommitListener = (
  gameId: string,
  seats: readonly SeatRecord[],
  lastSeq: number | null,
) => void;

/**
 * Tells in-process listeners (the bot runner, the streams) that a game changed on this instance.
 * Other instances learn of changes through the database's notifications instead.
 */
@Injectable()
export class GameCommits {
  private readonly listeners = new Set<CommitListener>();
  private readonly inFlight = new Map<string, number>();
  private readonly settleListeners = new Set<(gameId: string) => void>();

  /**
   * A write of the game starts on this instance; the returned function says it is over (after its
   * `emit`, if it committed). Meanwhile the database's notification of that very write may arrive
   * first: the streams hold it back until then and read the write's events from memory instead of
   * the log (RecentEvents).
   */
  writing(gameId: string): () => void {
    this.inFlight.set(gameId, (this.inFlight.get(gameId) ?? 0) + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = this.inFlight.get(gameId)! - 1;
      if (left > 0) return void this.inFlight.set(gameId, left);
      this.inFlight.delete(gameId);
      for (const listener of this.settleListeners) listener(gameId);
    };
  }

  /** Whether a write of the game is under way on this instance. */
  isWriting(gameId: string): boolean {
    return this.inFlight.has(gameId);
  }

  /** Called when the last write under way of a game is over. */
  onSettled(listener: (gameId: string) => void): () => void {
    this.settleListeners.add(listener);
    return () => this.settleListeners.delete(listener);
  }

  listen(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(gameId: string, seats: readonly SeatRecord[], lastSeq: number | null = null): void {
    for (const listener of this.listeners) listener(gameId, seats, lastSeq);
  }
}
