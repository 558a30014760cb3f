import { Injectable } from '@nestjs/common';
import type { SeatRecord, WrittenEvents } from '../../core/table/game-record.js';
import { Channels } from './channels.js';
import { NoticeListener } from './notice-listener.js';
import { NoticeSender } from './notice-sender.js';
import { OutboxDeliveries } from './outbox-deliveries.js';
import { RecentEvents } from './recent-events.js';

/** What a commit wrote to a game, announced once the store has returned. */
export interface Commit {
  gameId: string;
  /** The game's seats after the commit, so an in-process listener can skip games not its own. */
  seats: readonly SeatRecord[];
  /** The game's newest sequence number after the commit. */
  lastSeq: number;
  /**
   * The events it appended right after `afterSeq`, at `version`. Absent when the commit is not
   * known to have happened (its answer was lost): readers then go to the log.
   */
  written?: WrittenEvents;
}

/** Messages a commit wrote to players' streams: each player's newest sequence number. */
export type Appended = ReadonlyMap<string, number>;

/**
 * An in-process listener of this instance's own commits (the bot runner). A promise it answers is
 * part of telling the commit: until it settles well, the commit's outbox row stays, and should it
 * fail, the relay announces the commit again (outbox-relay.ts).
 */
export type CommitListener = (commit: Commit) => void | Promise<unknown>;

/** A stream's listener: the game's newest sequence number, or null when anything may be missed. */
export type GameListener = (seq: number | null) => void;

/**
 * The one path of what a commit owes to everyone who follows it (docs/architecture.md, "One commit,
 * told once"). The commit wrote an outbox row for each thing (a game's notice, each player stream
 * it wrote to, a replaced token); announcing it publishes each on this instance's channels
 * (channels.ts), sends the notices that publish them on the other instances (NoticeSender), and
 * then deletes the rows (OutboxDeliveries). Rows whose instance died first are announced by the
 * relay of another instance through these same methods.
 */
@Injectable()
export class GameAnnouncements {
  private readonly commitListeners = new Set<CommitListener>();
  private readonly streams = new Map<string, Set<GameListener>>();

  constructor(
    private readonly recent: RecentEvents,
    private readonly sender: NoticeSender,
    private readonly channels: Channels,
    private readonly listener: NoticeListener,
    private readonly deliveries: OutboxDeliveries,
  ) {
    channels.subscribe('game_committed', ({ gameId, seq }) => this.tell(gameId, seq));
    channels.subscribe('notices_resumed', () => {
      for (const gameId of [...this.streams.keys()]) this.tell(gameId, null);
    });
  }

  /** A game's commit, with the messages it wrote to players' streams. */
  announce(commit: Commit, messages: Appended = new Map()): void {
    const { gameId, lastSeq, written } = commit;
    if (written) this.recent.record(gameId, written.afterSeq, written.version, written.events);
    const owed: Promise<unknown>[] = [];
    for (const listener of this.commitListeners) {
      const told = listener(commit);
      if (told) owed.push(told);
    }
    this.channels.publish('game_committed', { gameId, seq: lastSeq });
    owed.push(this.sender.send('game_committed', { gameId, seq: lastSeq }));
    // Told everyone: the commit's outbox row goes. A failure leaves it for the relay.
    Promise.all(owed).then(
      () => this.deliveries.game(gameId, lastSeq),
      () => undefined,
    );
    this.announceMessages(messages);
  }

  /** Messages written to players' streams (by a game's commit, the queue, a challenge). */
  announceMessages(messages: Appended): void {
    for (const [playerId, seq] of messages) {
      this.channels.publish('player_message', { playerId, seq });
      void this.sender
        .send('player_message', { playerId, seq })
        .then(() => this.deliveries.player(playerId, seq));
    }
  }

  /** A player's token replaced; `row`: the replacement's outbox row, when this instance wrote it. */
  announceTokenReplaced(playerId: string, row: string | null): void {
    this.channels.publish('player_token_replaced', { playerId });
    void this.sender.send('player_token_replaced', { playerId }).then(() => {
      if (row !== null) this.deliveries.row(row);
    });
  }

  /** Listens to this instance's own commits; the returned function stops it. */
  onCommit(listener: CommitListener): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /**
   * Registers a stream's listener for one game, once notices from other instances are heard;
   * the returned function removes it.
   */
  async subscribe(gameId: string, listener: GameListener): Promise<() => void> {
    await this.listener.listening();
    let set = this.streams.get(gameId);
    if (!set) this.streams.set(gameId, (set = new Set()));
    set.add(listener);
    return () => {
      const current = this.streams.get(gameId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.streams.delete(gameId);
    };
  }

  /** Stream listeners registered, over all games (for leak checks). */
  listenerCount(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  private tell(gameId: string, seq: number | null): void {
    const set = this.streams.get(gameId);
    if (set) for (const listener of [...set]) listener(seq);
  }
}
