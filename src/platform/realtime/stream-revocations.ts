import { Injectable } from '@nestjs/common';
import { sql } from '../database/named-sql.js';
import { InstanceOrigin } from './instance-origin.js';
import { encodeNotice, PLAYER_CHANNEL } from './notice-kinds.js';
import { NoticeListener } from './notice-listener.js';

/** Sends, at the commit of `run`'s transaction, the notice that ends the player's streams elsewhere. */
export const NOTIFY_TOKEN_REPLACED = sql(
  'notify_token_replaced',
  `SELECT pg_notify('${PLAYER_CHANNEL}', :notice)`,
);

/**
 * The open streams a player's token opened, on this instance, by player: its player stream and
 * the game streams of its seats. Replacing the token is the remedy for a leaked one (README,
 * "Players"), so whoever holds the old token must lose what it opened: the instance that replaced
 * it closes its own streams here, and the others hear the notice on the players' channel.
 */
@Injectable()
export class StreamRevocations {
  private readonly open = new Map<string, Set<() => void>>();

  constructor(
    listener: NoticeListener,
    private readonly origin: InstanceOrigin,
  ) {
    listener.subscribe('player_token_replaced', ({ playerId }) => this.closeAll(playerId));
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

  /** The notice's text for NOTIFY_TOKEN_REPLACED. */
  notice(playerId: string): string {
    return encodeNotice('player_token_replaced', { playerId }, this.origin.id).text;
  }

  /** Closes every stream of the player open on this instance (each unregisters as it closes). */
  closeAll(playerId: string): void {
    for (const close of [...(this.open.get(playerId) ?? [])]) close();
  }
}
