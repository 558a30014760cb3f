import { Injectable } from '@nestjs/common';

export type CommitListener = (gameId: string) => void;

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

  emit(gameId: string): void {
    for (const listener of this.listeners) listener(gameId);
  }
}
