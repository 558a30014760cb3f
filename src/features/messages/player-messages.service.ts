import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import type { StatementRunner } from '../../platform/database/database-pool.js';
import { Channels } from '../../platform/realtime/channels.js';
import { GameAnnouncements } from '../../platform/realtime/game-announcements.js';
import { NoticeListener } from '../../platform/realtime/notice-listener.js';
import type { NewPlayerMessage } from './player-message.js';
import { PlayerMessagesStore } from './player-messages.store.js';
import { currentPayload } from './stream-rating-change.js';

/** A stream's listener: the player's newest sequence number, or null when anything may be missed. */
export type PlayerListener = (seq: number | null) => void;

/** Messages written: each player's newest sequence number among them. */
export type Appended = Map<string, number>;

/**
 * The players' streams' messages: written to player_messages (one sequence per player, so a stream
 * resumes by Last-Event-ID), always in the transaction of what they tell (a game's commit writes
 * its own: src/features/messages/commit-messages.store.ts; the queue its `matched`; a challenge
 * its `challenge`), which also writes each player's outbox row (the trigger
 * player_messages_outbox). The streams that follow a player, on any instance, hear of them on the
 * `player_message` channel (src/platform/realtime/channels.ts).
 */
@Injectable()
export class PlayerMessages implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly streams = new Map<string, Set<PlayerListener>>();
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly store: PlayerMessagesStore,
    private readonly announcements: GameAnnouncements,
    private readonly channels: Channels,
    private readonly listener: NoticeListener,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe.push(
      this.channels.subscribe('player_message', ({ playerId, seq }) => this.tell(playerId, seq)),
      this.channels.subscribe('notices_resumed', () => {
        for (const playerId of [...this.streams.keys()]) this.tell(playerId, null);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
  }

  /**
   * Appends messages inside the caller's transaction (`run`), with their outbox rows. Call `told`
   * with the answer once it committed.
   */
  async append(run: StatementRunner, messages: NewPlayerMessage[]): Promise<Appended> {
    if (!messages.length) return new Map();
    return this.store.append(run, messages, this.clock.now());
  }

  /** Announces messages committed, to the streams of every instance (GameAnnouncements). */
  told(appended: Appended): void {
    this.announcements.announceMessages(appended);
  }

  /**
   * A player's messages after `afterSeq`, in order, at most `limit`, each in the shape the stream
   * sends now (a message stored in an older one is brought up to it: currentPayload).
   */
  async after(
    playerId: string,
    afterSeq: number,
    limit: number,
  ): Promise<{ seq: number; payload: Record<string, unknown> }[]> {
    const rows = await this.store.after(playerId, afterSeq, limit);
    return rows.map(({ seq, payload, place, weight }) => ({
      seq,
      payload: currentPayload(
        payload,
        place === null || weight === null ? null : { place, weight },
      ),
    }));
  }

  /** The newest sequence number of the player's stream (0: none yet). */
  lastSeq(playerId: string): Promise<number> {
    return this.store.lastSeq(playerId);
  }

  /** Deletes messages written before `cutoff`; answers how many. */
  purge(cutoff: Date): Promise<number> {
    return this.store.purge(cutoff);
  }

  /**
   * Registers a stream's listener once notices from other instances are heard; the returned
   * function removes it.
   */
  async subscribe(playerId: string, listener: PlayerListener): Promise<() => void> {
    await this.listener.listening();
    let set = this.streams.get(playerId);
    if (!set) this.streams.set(playerId, (set = new Set()));
    set.add(listener);
    return () => {
      const current = this.streams.get(playerId);
      current?.delete(listener);
      if (current?.size === 0) this.streams.delete(playerId);
    };
  }

  private tell(playerId: string, seq: number | null): void {
    const set = this.streams.get(playerId);
    if (set) for (const listener of [...set]) listener(seq);
  }
}
