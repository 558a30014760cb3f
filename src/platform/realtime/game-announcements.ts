import { Injectable } from '@nestjs/common';
import type { SeatRecord, WrittenEvents } from '../../core/table/game-record.js';
import { NoticeListener } from './notice-listener.js';
import { NoticeSender } from './notice-sender.js';
import { OutboxRelay } from './outbox-relay.js';
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

/**
 * An in-process listener of this instance's commits (the bot runner, the players' messages). A
 * promise it answers is part of telling the commit: until it settles well, the commit's outbox row
 * stays, and should it fail, another look announces the commit again (outbox-relay.ts).
 */
export type CommitListener = (commit: Commit) => void | Promise<unknown>;
/** A stream's listener: the game's newest sequence number, or null when anything may be missed. */
export type GameListener = (seq: number | null) => void;

/**
 * The one path of a commit to everyone who follows games: the features' one commit (GameCommits,
 * src/features/games) announces what the store committed, once; the announcement reaches the in-process listeners, this instance's streams
 * (whose reads of the new events are then answered from RecentEvents) and, through NoticeSender,
 * the other instances, whose NoticeListener hands the notice back to this same class there.
 */
@Injectable()
export class GameAnnouncements {
  private readonly commitListeners = new Set<CommitListener>();
  private readonly streams = new Map<string, Set<GameListener>>();

  constructor(
    private readonly recent: RecentEvents,
    private readonly sender: NoticeSender,
    private readonly listener: NoticeListener,
    private readonly relay: OutboxRelay,
  ) {
    relay.setAnnouncer(this);
    listener.subscribe('game_committed', ({ gameId, seq }) => this.tell(gameId, seq));
    listener.subscribe('listening_resumed', () => {
      for (const gameId of [...this.streams.keys()]) this.tell(gameId, null);
    });
  }

  announce(commit: Commit): void {
    const { gameId, lastSeq, written } = commit;
    if (written) this.recent.record(gameId, written.afterSeq, written.version, written.events);
    const owed: Promise<unknown>[] = [];
    for (const listener of this.commitListeners) {
      const told = listener(commit);
      if (told) owed.push(told);
    }
    this.tell(gameId, lastSeq);
    owed.push(this.sender.committed(gameId, lastSeq));
    // Told everyone: the commit's outbox row goes. A failure leaves it for another announcement.
    Promise.all(owed).then(
      () => this.relay.delivered(gameId, lastSeq),
      () => undefined,
    );
  }

  /** Listens to this instance's commits; the returned function stops it. */
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
