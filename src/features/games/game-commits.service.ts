import { Injectable } from '@nestjs/common';
import type { IdempotencyRow } from '../../platform/idempotency/idempotency-statements.js';
import { GameAnnouncements, type Commit } from '../../platform/realtime/game-announcements.js';
import type { GameData, LobbySeat, NewGame, SeatRecord } from '../../core/table/game-record.js';
import type { TableChange } from '../../core/table/decide-online.js';
import type { CreatorQuota } from './store/creator-quota.js';
import type { MoveWrite, SeatDecision } from './store/game-writes.js';
import { GameStore } from './store/game-store.js';
import { OnlineStore } from './store/online-store.js';

/**
 * The one commit of every write that appends events (docs/architecture.md, "One commit, told
 * once"): moves, seats taken, leaves, returns, forfeits, abandoned and closed games, rematches. The
 * store writes the game and its events in one transaction (the log's trigger adds the outbox row);
 * then the commit is announced, from here alone, to everything that follows the game.
 */
@Injectable()
export class GameCommits {
  constructor(
    private readonly store: GameStore,
    private readonly online: OnlineStore,
    private readonly announcements: GameAnnouncements,
  ) {}

  /** A move decided on `move.before`, written at its version; false when the game moved on. */
  async move(move: MoveWrite, remember: IdempotencyRow | null): Promise<boolean> {
    const { before, after } = move;
    const commit = { gameId: before.id, seats: move.seats, lastSeq: after.eventSeq };
    let written: boolean;
    try {
      written = await this.store.writeMove(move, remember);
    } catch (error) {
      // The commit may have happened before its answer was lost: followers are told to look, and
      // an announcement of a move that was never written costs them one read of the log.
      this.tell(commit);
      throw error;
    }
    if (written) {
      const events = move.events;
      this.tell({
        ...commit,
        written: { afterSeq: before.eventSeq, version: after.version, events },
      });
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
    const written = await this.online.writeChange(
      { before, after, seatChanges: change.seatChanges, freedSeat: change.freedSeat, events },
      remember,
    );
    if (written) {
      this.tell({
        gameId: before.id,
        seats: change.seats,
        lastSeq: after.eventSeq,
        written: { afterSeq: before.eventSeq, version: after.version, events },
      });
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
    const taken = await this.store.takeSeat(gameId, decide, holder);
    if (!taken) return null;
    const { written } = taken;
    const lastSeq = written.afterSeq + written.events.length;
    this.tell({ gameId, seats: taken.seats, lastSeq, written });
    return taken.result;
  }

  /** Closes waiting games created before `cutoff` (WAITING_GAME_TTL); answers how many. */
  async closeExpired(cutoff: Date, limit: number): Promise<number> {
    const closed = await this.online.closeExpired(cutoff, limit);
    for (const { id, seq } of closed) this.tell({ gameId: id, seats: [], lastSeq: seq });
    return closed.length;
  }

  /**
   * The rematch of a finished game, made once (OnlineStore.rematch); the finished game's streams
   * learn of it (its rematch_created event) from the call that linked it. `seats`: its seats.
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

  /** The one announcement of a commit (GameAnnouncements), once the store has returned. */
  private tell(commit: Commit): void {
    this.announcements.announce(commit);
  }
}
