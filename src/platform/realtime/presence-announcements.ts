import { Injectable } from '@nestjs/common';
import { Channels } from './channels.js';
import { NoticeSender } from './notice-sender.js';

/** A stream's listener: the game's presence may have changed (read it again). */
export type PresenceListener = () => void;

/**
 * Which seats of a game have a stream open is not in its log (it is no move), so the game's
 * streams hear of a change here: from SeatPresence on this instance as a seat's stream opens or
 * closes, and from the other instances through a `game_presence` notice. A notice is only a
 * wake-up: each stream reads the seats connected now and tells its client when they differ from
 * what it last told (src/live/streams/game-stream.ts).
 */
@Injectable()
export class PresenceAnnouncements {
  private readonly games = new Map<string, Set<PresenceListener>>();

  constructor(
    private readonly sender: NoticeSender,
    channels: Channels,
  ) {
    channels.subscribe('game_presence', ({ gameId }) => this.tell(gameId));
    // Notices may have been missed meanwhile: every followed game is read again.
    channels.subscribe('notices_resumed', () => {
      for (const gameId of [...this.games.keys()]) this.tell(gameId);
    });
  }

  /** A seat's stream of `gameId` opened or closed on this instance. */
  changed(gameId: string): void {
    this.tell(gameId);
    void this.sender.send('game_presence', { gameId });
  }

  /** Listens to the presence changes of one game; the returned function stops it. */
  subscribe(gameId: string, listener: PresenceListener): () => void {
    let set = this.games.get(gameId);
    if (!set) this.games.set(gameId, (set = new Set()));
    set.add(listener);
    return () => {
      const current = this.games.get(gameId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.games.delete(gameId);
    };
  }

  /** Listeners registered, over all games (for leak checks). */
  listenerCount(): number {
    let n = 0;
    for (const set of this.games.values()) n += set.size;
    return n;
  }

  private tell(gameId: string): void {
    const set = this.games.get(gameId);
    if (set) for (const listener of [...set]) listener();
  }
}
