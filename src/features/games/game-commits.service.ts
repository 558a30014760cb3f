import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import type { StatementRunner } from '../../platform/database/database-pool.js';
import type { IdempotencyRow } from '../../platform/idempotency/idempotency-statements.js';
import { GameAnnouncements, type Commit } from '../../platform/realtime/game-announcements.js';
import type {
  GameData,
  LobbySeat,
  NewGame,
  SeatRecord,
  ServiceEvent,
} from '../../core/table/game-record.js';
import type { TableChange } from '../../core/table/decide-online.js';
import { appendCommitMessages } from '../messages/commit-messages.store.js';
import { peopleOf } from '../messages/player-message.js';
import type { CreatorQuota } from './store/creator-quota.js';
import type { MoveWrite, SeatChange, SeatDecision } from './store/game-writes.js';
import { GameStore } from './store/game-store.js';
import { OnlineStore } from './store/online-store.js';

/**
 * The one commit of every write that appends events (docs/architecture.md, "One commit, told
 * once"): moves, seats taken, leaves, returns, forfeits, timeouts, abandoned and closed games,
 * rematches; and of a player's token replaced. The store writes the game, its events and every
 * consequence in one transaction: the outbox row of the game's streams (the log's trigger), the
 * players' messages it owes (appendCommitMessages) with each player stream's outbox row. Then the
 * commit is announced, from here alone; nothing is written after it. Should this instance die in
 * between, another instance finds the outbox rows untold and announces them
 * (src/platform/realtime/outbox-relay.ts).
 */
@Injectable()
export class GameCommits {
  constructor(
    private readonly store: GameStore,
    private readonly online: OnlineStore,
    private readonly announcements: GameAnnouncements,
    private readonly clock: Clock,
  ) {}

  /** A move decided on `move.before`, written at its version; false when the game moved on. */
  async move(move: MoveWrite, remember: IdempotencyRow | null): Promise<boolean> {
    const { before, after } = move;
    const commit = { gameId: before.id, seats: move.seats, lastSeq: after.eventSeq };
    const owed = this.messagesOf(after, afterChanges(move.seats, move.seatChanges), move.events);
    let written: boolean;
    try {
      written = await this.store.writeMove(move, remember, owed.write);
    } catch (error) {
      // The commit may have happened before its answer was lost: followers are told to look, and
      // an announcement of a move that was never written costs them one read of the log.
      this.tell(commit, owed.appended);
      throw error;
    }
    if (written) {
      const events = move.events;
      this.tell(
        { ...commit, written: { afterSeq: before.eventSeq, version: after.version, events } },
        owed.appended,
      );
    }
    return written;
  }

  /** A change without a move decided on `before`, written at its version; false: moved on. */
  async change(
    before: GameData,
    change: TableChange,
    remember: IdempotencyRow | null,
  ): Promise<boolean> {
    const { after, events } = change;
    const owed = this.messagesOf(after, change.seats, events);
    const written = await this.online.writeChange(
      { before, after, seatChanges: change.seatChanges, freedSeat: change.freedSeat, events },
      remember,
      owed.write,
    );
    if (written) {
      this.tell(
        {
          gameId: before.id,
          seats: change.seats,
          lastSeq: after.eventSeq,
          written: { afterSeq: before.eventSeq, version: after.version, events },
        },
        owed.appended,
      );
    }
    return written;
  }

  /**
   * A seat taken under the game's lock, as `decide` says (it may throw to change nothing); null
   * when there is no such game. `holder`: a bot account taking it (game-store.ts, takeSeat).
   */
  async seat<T>(
    gameId: string,
    decide: (game: NewGame, seats: LobbySeat[], held: number | null) => SeatDecision<T>,
    holder: string | null = null,
  ): Promise<T | null> {
    const appended = new Map<string, number>();
    const owed = async (
      run: StatementRunner,
      game: NewGame,
      change: SeatChange,
      seats: SeatRecord[],
    ) => {
      const after = seatedGame(game, change);
      const told = await appendCommitMessages(
        run,
        after,
        seats,
        types(change.events),
        this.clock.now(),
      );
      for (const [playerId, seq] of told) appended.set(playerId, seq);
    };
    const taken = await this.store.takeSeat(gameId, decide, owed, holder);
    if (!taken) return null;
    const { written } = taken;
    const lastSeq = written.afterSeq + written.events.length;
    this.tell({ gameId, seats: taken.seats, lastSeq, written }, appended);
    return taken.result;
  }

  /** Closes waiting games created before `cutoff` (WAITING_GAME_TTL); answers how many. */
  async closeExpired(cutoff: Date, limit: number): Promise<number> {
    // A waiting game owes its players no message: none was started, so none is finished.
    const closed = await this.online.closeExpired(cutoff, limit);
    for (const { id, seq } of closed) this.tell({ gameId: id, seats: [], lastSeq: seq });
    return closed.length;
  }

  /**
   * The rematch of a finished game, made once (OnlineStore.rematch); the finished game's streams
   * learn of it (its rematch_created event) from the call that linked it. `seats`: its seats.
   * It owes no player message: the new game's come with its seats.
   */
  async rematch(
    gameId: string,
    seats: readonly SeatRecord[],
    decide: (game: GameData, firstDealer: number | null) => NewGame,
    quota: CreatorQuota,
  ): ReturnType<OnlineStore['rematch']> {
    const rematch = await this.online.rematch(gameId, decide, quota);
    if (rematch && 'id' in rematch && rematch.linkedSeq !== null) {
      this.tell({ gameId, seats, lastSeq: rematch.linkedSeq });
    }
    return rematch;
  }

  /**
   * A player's token replaced (src/features/players): `replace` writes the replacement with its
   * revocation's outbox row in one transaction and answers the row's id (null: the token was not
   * held, nothing changed). No game's record changes (a seat's token hash is not in its log), so
   * it appends no event; its one consequence, ending what the old token opened on every instance,
   * is announced here like every other commit's.
   */
  async replaceToken<T>(
    playerId: string,
    replace: () => Promise<{ revoked: T; row: string } | null>,
  ): Promise<T | null> {
    const done = await replace();
    if (!done) return null;
    this.announcements.announceTokenReplaced(playerId, done.row);
    return done.revoked;
  }

  /**
   * The players' messages a commit making `after` owes, to write in its transaction (`write`;
   * null at a table of no player, whose write stays one statement), and what they were, once
   * written (`appended`).
   */
  private messagesOf(
    after: GameData,
    seats: readonly SeatRecord[],
    events: readonly ServiceEvent[],
  ): { write: ((run: StatementRunner) => Promise<void>) | null; appended: Map<string, number> } {
    const appended = new Map<string, number>();
    if (!peopleOf(seats).length) return { write: null, appended };
    const write = async (run: StatementRunner) => {
      const told = await appendCommitMessages(run, after, seats, types(events), this.clock.now());
      for (const [playerId, seq] of told) appended.set(playerId, seq);
    };
    return { write, appended };
  }

  /** The one announcement of a commit (GameAnnouncements), once the store has returned. */
  private tell(commit: Commit, messages?: ReadonlyMap<string, number>): void {
    this.announcements.announce(commit, messages);
  }
}

function types(events: readonly ServiceEvent[]): string[] {
  return events.map((e) => e.type);
}

/** The seats as a move leaves them: its seat changes (a player back, a timeout counted) applied. */
function afterChanges(seats: readonly SeatRecord[], changes: readonly SeatRecord[]): SeatRecord[] {
  return seats.map((s) => changes.find((c) => c.seat === s.seat) ?? s);
}

/** The game as a seat change leaves it (one version on, its events appended). */
function seatedGame(game: NewGame, change: SeatChange): GameData {
  return {
    ...game,
    status: change.status,
    state: change.state,
    deadline: change.deadline,
    version: game.version + 1,
    eventSeq: game.eventSeq + change.events.length,
  };
}
