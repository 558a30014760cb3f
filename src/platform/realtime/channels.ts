import { Injectable } from '@nestjs/common';

/**
 * What each channel carries. A channel is heard on every instance, whichever instance committed:
 * this instance's own commits as it announces them, the others' through their notices
 * (notice-listener.ts), and commits whose instance died before announcing them from the outbox
 * (outbox-relay.ts). Delivery may repeat a notice (a row taken over after its committer told it),
 * never skip one: each carries a sequence number its followers read up to, so they tell once.
 */
export interface ChannelKinds {
  /** A game's event log reached `seq`. */
  game_committed: { gameId: string; seq: number };
  /**
   * Which seats of a game have a stream open changed (a seat's stream opened or closed): no move,
   * so no sequence number; each stream reads the seats connected now (presence-announcements.ts).
   */
  game_presence: { gameId: string };
  /** A player's stream of messages reached `seq`. */
  player_message: { playerId: string; seq: number };
  /** A player's token was replaced: whatever the old one opened must end. */
  player_token_replaced: { playerId: string };
  /**
   * This instance may have missed notices (its listening connection was lost and is back): every
   * follower reads again what it follows.
   */
  notices_resumed: Record<string, never>;
}

export type ChannelKind = keyof ChannelKinds;

/** A subscriber of one channel. */
export type ChannelHandler<K extends ChannelKind> = (notice: ChannelKinds[K]) => void;

type Subscribers = { [K in ChannelKind]: Set<ChannelHandler<K>> };

/**
 * The typed channels of this instance (docs/architecture.md, "One commit, told once"): any number
 * of subscribers per kind, each added in one line, `channels.subscribe('player_message', ...)`.
 */
@Injectable()
export class Channels {
  private readonly subscribers: Subscribers = {
    game_committed: new Set(),
    game_presence: new Set(),
    player_message: new Set(),
    player_token_replaced: new Set(),
    notices_resumed: new Set(),
  };

  /** Hears every notice of `kind`; the returned function stops it. */
  subscribe<K extends ChannelKind>(kind: K, handler: ChannelHandler<K>): () => void {
    const set = this.subscribers[kind] as Set<ChannelHandler<K>>;
    set.add(handler);
    return () => void set.delete(handler);
  }

  /** Hands `notice` to every subscriber of `kind`, in the order they subscribed. */
  publish<K extends ChannelKind>(kind: K, notice: ChannelKinds[K]): void {
    for (const handler of [...(this.subscribers[kind] as Set<ChannelHandler<K>>)]) handler(notice);
  }
}
