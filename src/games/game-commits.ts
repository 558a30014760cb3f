import { Injectable } from '@nestjs/common';
import type { SeatRecord } from './store/game-records.js';

/** Told of each change with the game's seats, so a listener can skip games that are not its. */
export type CommitListener = (gameId: string, seats: readonly SeatRecord[]) => void;

/**
 * Tells in-process listeners (the bot runner) that a game changed on this instance. Other
 * instances learn of changes through the database's notifications instead.
 */
@Injectable()
export class GameCommits {
  private readonly listeners = new Set<CommitListener>();

  listen(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(gameId: string, seats: readonly SeatRecord[]): void {
    for (const listener of this.listeners) listener(gameId, seats);
  }
}
