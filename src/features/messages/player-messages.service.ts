import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { AddressHash } from '../../platform/http/address-hash.js';
import { Clock } from '../../platform/clock/clock.js';
import type { StatementRunner } from '../../platform/database/database-pool.js';
import { GameQueries } from '../games/game-queries.service.js';
import { PINO_LOGGER } from '../../platform/logging/logger.js';
import { GameAnnouncements, type Commit } from '../../platform/realtime/game-announcements.js';
import { InstanceOrigin } from '../../platform/realtime/instance-origin.js';
import { encodeNotice } from '../../platform/realtime/notice-kinds.js';
import { NoticeListener } from '../../platform/realtime/notice-listener.js';
import {
  messagesOf,
  messagesOfCommit,
  peopleOf,
  type NewPlayerMessage,
  type RatingChange,
} from './player-message.js';
import { PlayerMessagesStore, type RatingRow } from './player-messages.store.js';

/** A stream's listener: the player's newest sequence number, or null when anything may be missed. */
export type PlayerListener = (seq: number | null) => void;

/** Messages written: each player's newest sequence number among them. */
export type Appended = Map<string, number>;

/**
 * The players' streams' messages: written to player_messages (one sequence per player, so a stream
 * resumes by Last-Event-ID), and the wake-up of the streams that follow them, here and on every
 * other instance (pg_notify on the player_messages channel, sent at the commit). The queue writes
 * `matched` in the transaction that matches (src/features/queue); the rest are derived here from each commit
 * announced, after it: a game's change reaches its players' streams wherever they are open. Should
 * the committing instance die before these messages are written, the commit's outbox row is still
 * there, and another instance announces the commit and derives them (src/platform/realtime/outbox-relay.ts).
 */
@Injectable()
export class PlayerMessages implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly streams = new Map<string, Set<PlayerListener>>();
  private unlisten: (() => void) | null = null;

  constructor(
    private readonly store: PlayerMessagesStore,
    private readonly announcements: GameAnnouncements,
    private readonly queries: GameQueries,
    private readonly listener: NoticeListener,
    private readonly origin: InstanceOrigin,
    private readonly clock: Clock,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly hash: AddressHash,
  ) {}

  onApplicationBootstrap(): void {
    this.unlisten = this.announcements.onCommit((commit) => this.fromCommit(commit));
    this.listener.subscribe('player_message', ({ playerId, seq }) => this.tell(playerId, seq));
    this.listener.subscribe('listening_resumed', () => {
      for (const playerId of [...this.streams.keys()]) this.tell(playerId, null);
    });
  }

  onModuleDestroy(): void {
    this.unlisten?.();
  }

  /**
   * Appends messages inside the caller's transaction (`run`), with the notices that wake other
   * instances' streams at its commit. Call `told` with the answer once it committed.
   */
  async append(run: StatementRunner, messages: NewPlayerMessage[]): Promise<Appended> {
    if (!messages.length) return new Map();
    return this.store.append(run, messages, this.clock.now(), (appended) =>
      [...appended].map(
        ([playerId, seq]) => encodeNotice('player_message', { playerId, seq }, this.origin.id).text,
      ),
    );
  }

  /** Tells this instance's streams of messages committed (other instances hear the notices). */
  told(appended: Appended): void {
    for (const [playerId, seq] of appended) this.tell(playerId, seq);
  }

  /** Appends and commits messages in a transaction of their own. */
  async write(messages: NewPlayerMessage[]): Promise<void> {
    if (!messages.length) return;
    this.told(await this.store.transaction((run) => this.append(run, messages)));
  }

  /** A player's messages after `afterSeq`, in order, at most `limit`. */
  after(playerId: string, afterSeq: number, limit: number) {
    return this.store.after(playerId, afterSeq, limit);
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

  /** What a finished rated game did to its players' ratings, by player (empty: unrated). */
  private async ratingChanges(gameId: string): Promise<Map<string, RatingChange>> {
    const rows = await this.store.ratingChanges(gameId);
    return new Map(rows.map((r) => [r.player_id, changeOf(r)]));
  }

  private tell(playerId: string, seq: number | null): void {
    const set = this.streams.get(playerId);
    if (set) for (const listener of [...set]) listener(seq);
  }

  /**
   * The messages a commit of this instance owes the game's players, derived from the game as it
   * stands now (a later change derives the same ones again; their dedupe keys drop the repeats).
   * A failure is logged and answered: the commit's outbox row then stays, and the commit is
   * announced again shortly (src/platform/realtime/outbox-relay.ts), which derives them again.
   */
  private async fromCommit(commit: Commit): Promise<void> {
    try {
      // A game no player sits in (anonymous seats only) costs nothing more.
      if (!peopleOf(commit.seats).length) return;
      const { game, seats } = await this.queries.snapshot(commit.gameId, { tokenHash: null });
      const ratings = game.status === 'finished' ? await this.ratingChanges(game.id) : new Map();
      const messages = messagesOfCommit(
        messagesOf(game, seats, ratings, this.clock.now()),
        commit.written ? commit.written.events.map((e) => e.type) : null,
      );
      await this.write(messages);
    } catch (error) {
      this.logger.warn(
        { err: error, gameId: this.hash.logId(commit.gameId) },
        "players' messages of a game change failed",
      );
      throw error;
    }
  }
}

/** The ordinal is mu - 3 sigma, as the ratings show it (src/features/ratings). */
function changeOf(r: RatingRow): RatingChange {
  return {
    pool: r.pool,
    muBefore: r.mu_before,
    sigmaBefore: r.sigma_before,
    muAfter: r.mu_after,
    sigmaAfter: r.sigma_after,
    ordinalBefore: r.mu_before - 3 * r.sigma_before,
    ordinalAfter: r.mu_after - 3 * r.sigma_after,
  };
}
