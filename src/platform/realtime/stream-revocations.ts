import { Injectable } from '@nestjs/common';
import { Channels } from './channels.js';

/**
 * The open streams a player's token opened, on this instance, by player: its player stream and
 * the game streams of its seats. Replacing the token is the remedy for a leaked one (README,
 * "Players"), so whoever holds the old token must lose what it opened, on every instance: the
 * replacement writes an outbox row, and its announcement (GameAnnouncements.announceTokenReplaced,
 * or the relay's should the replacing instance die first) is heard here on every instance.
 */
@Injectable()
export class StreamRevocations {
  private readonly open = new Map<string, Set<() => void>>();

  constructor(channels: Channels) {
    channels.subscribe('player_token_replaced', ({ playerId }) => this.closeAll(playerId));
  }

  /** Registers a stream's `close` under the player; the returned function removes it. */
  watch(playerId: string, close: () => void): () => void {
    let set = this.open.get(playerId);
    if (!set) this.open.set(playerId, (set = new Set()));
    set.add(close);
    return () => {
      const current = this.open.get(playerId);
      current?.delete(close);
      if (current?.size === 0) this.open.delete(playerId);
    };
  }

  /** Closes every stream of the player open on this instance (each unregisters as it closes). */
  private closeAll(playerId: string): void {
    for (const close of [...(this.open.get(playerId) ?? [])]) close();
  }
}
