import { Inject, Injectable } from '@nestjs/common';
import { Answer } from '../../platform/common/answer.js';
import { KnownSeats } from '../../platform/http/known-seats.js';
import { ProblemError } from '../../core/table/problem.js';
import { Clock } from '../../platform/clock/clock.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { IdempotencyContext } from '../../platform/idempotency/idempotency-context.js';
import { GameAnnouncements } from '../../platform/realtime/game-announcements.js';
import { GameQueries, type CallerSnapshot } from '../games/game-queries.service.js';
import { nextRecord } from '../../core/table/next-record.js';
import { gameView, type GameView } from '../../core/table/game-view.js';
import {
  deadlineFor,
  forfeitWinner,
  waitsForPeople,
  type GameResult,
} from '../../core/table/online-rules.js';
import type { Caller } from '../players/seat-auth.js';
import type { GameData, SeatRecord, ServiceEvent } from '../../core/table/game-record.js';
import { OnlineStore } from '../games/store/online-store.js';

const ATTEMPTS = 8;
const ABANDONED: GameResult = { reason: 'abandoned', seat: null };

/**
 * The changes of online play that are not moves (docs/online-play.md): a player leaving, coming
 * back, and a game ended by a forfeit. Each is decided on a fresh read and written only if the
 * game is still at that version, like a move.
 */
@Injectable()
export class OnlinePlayService {
  constructor(
    private readonly queries: GameQueries,
    private readonly store: OnlineStore,
    private readonly announcements: GameAnnouncements,
    private readonly clock: Clock,
    private readonly knownSeats: KnownSeats,
    private readonly idempotency: IdempotencyContext,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Leaves: in a waiting game the seat is freed (its token stops working); in a running one a bot
   * plays it to the end, or with the `forfeit` policy the game ends. Answers the game as a
   * spectator sees it.
   */
  leave(gameId: string, caller: Caller & { tokenHash: string }): Promise<Answer<GameView>> {
    return this.retrying(async () => {
      const snap = await this.queries.fresh(gameId, caller);
      const seat = snap.seat!;
      const { game } = snap;
      if (game.status === 'waiting') {
        const seats = snap.seats.filter((s) => s.seat !== seat);
        const events: ServiceEvent[] = [{ type: 'player_left', seat, running: false }];
        const answer = await this.write(snap, { seats, changed: [], freed: seat, events });
        // The token stops working: the rate limit must not keep a bucket for it.
        if (answer !== 'lost_race') this.knownSeats.forget(caller.tokenHash);
        return answer;
      }
      if (game.status !== 'playing') {
        throw new ProblemError(409, 'game_not_running', 'Conflict', 'The game is over.');
      }
      if (snap.seats.find((s) => s.seat === seat)?.left) {
        throw new ProblemError(409, 'seat_left', 'Conflict', 'You have already left this game.');
      }
      const left: ServiceEvent = { type: 'player_left', seat, running: true };
      if (game.timeControl?.onTimeout === 'forfeit') return this.forfeitWrite(snap, seat, [left]);
      const line = { ...snap.seats.find((s) => s.seat === seat)!, away: true, left: true };
      const seats = snap.seats.map((s) => (s.seat === seat ? line : s));
      return this.write(snap, { seats, changed: [line], freed: null, events: [left] });
    });
  }

  /** The seat's player is back (its stream opened): no bot plays for it any more. */
  async comeBack(gameId: string, seat: number): Promise<void> {
    await this.retrying(async () => {
      const snap = await this.queries.fresh(gameId, { tokenHash: null });
      const line = snap.seats.find((s) => s.seat === seat);
      if (snap.game.status !== 'playing' || !line || !line.away || line.left) return null;
      return this.writeBack(snap, seat);
    });
  }

  /**
   * `POST /games/{id}/back`: the caller's seat is back, if it was away; answers the game as the
   * seat sees it. Asked again, it changes nothing and answers the same. Refused once the player
   * left (409 `seat_left`) or outside play (409 `game_not_running`).
   */
  back(gameId: string, caller: Caller & { tokenHash: string }): Promise<Answer<GameView>> {
    return this.retrying(async () => {
      const snap = await this.queries.fresh(gameId, caller);
      const seat = snap.seat!;
      const line = snap.seats.find((s) => s.seat === seat)!;
      if (snap.game.status !== 'playing') {
        throw new ProblemError(409, 'game_not_running', 'Conflict', 'The game is not running.');
      }
      if (line.left) {
        throw new ProblemError(409, 'seat_left', 'Conflict', 'You left this game.');
      }
      if (!line.away) return Answer.ofView(200, gameView(snap.game, snap.seats, seat));
      return this.writeBack(snap, seat);
    });
  }

  private writeBack(snap: CallerSnapshot, seat: number) {
    const line = snap.seats.find((s) => s.seat === seat)!;
    const back = { ...line, away: false, timeouts: 0 };
    const seats = snap.seats.map((s) => (s.seat === seat ? back : s));
    const events: ServiceEvent[] = [{ type: 'seat_back', seat }];
    return this.write(snap, { seats, changed: [back], freed: null, events }, null, seat);
  }

  /**
   * Whether `tokenHash` still holds `seat` (a fresh read): not when its player left the game (or
   * the waiting game's seat was freed and maybe taken again), nor once the game was closed. A seat's
   * stream asks after a gap in what it was told (src/live/streams/game-stream.ts).
   */
  async holdsSeat(gameId: string, tokenHash: string, seat: number): Promise<boolean> {
    const held = await this.store.seatOfToken(gameId, tokenHash);
    return held !== null && held.seat === seat && !held.left && held.status !== 'closed';
  }

  /** Claims up to `limit` games whose deadline passed by `now`, until `until` (see TurnClock). */
  claimDeadlines(now: Date, until: Date, limit: number) {
    return this.store.claimDeadlines(now, until, limit);
  }

  /**
   * Claims the deadline of the game at `version` until `until` (the bot runner, for a bot's move
   * it timed itself); false when another instance holds it or the game moved on.
   */
  claimDeadline(gameId: string, version: number, now: Date, until: Date): Promise<boolean> {
    return this.store.claimDeadline(gameId, version, now, until);
  }

  /** Closes waiting games created before `cutoff` (WAITING_GAME_TTL); answers how many. */
  async closeExpired(cutoff: Date, limit: number): Promise<number> {
    const closed = await this.store.closeExpired(cutoff, limit);
    for (const { id, seq } of closed) {
      this.announcements.announce({ gameId: id, seats: [], lastSeq: seq });
    }
    return closed.length;
  }

  /**
   * Ends the game by `seat`'s forfeit at version `version` (a timeout under the `forfeit` policy);
   * false when the game moved on first.
   */
  async forfeitOnTimeout(gameId: string, version: number, seat: number): Promise<boolean> {
    const snap = await this.queries.fresh(gameId, { tokenHash: null });
    if (snap.game.version !== version || snap.game.status !== 'playing') return false;
    const timedOut: ServiceEvent = { type: 'turn_timed_out', seat, onTimeout: 'forfeit' };
    return (await this.forfeitWrite(snap, seat, [timedOut])) !== 'lost_race';
  }

  /**
   * Ends the game at `version` as abandoned: every person stayed away past ABANDONED_GAME_TTL (or
   * left) while it waited for them (waitsForPeople); false when the game moved on first.
   */
  async abandon(gameId: string, version: number): Promise<boolean> {
    const snap = await this.queries.fresh(gameId, { tokenHash: null });
    const { game } = snap;
    if (game.version !== version || !waitsForPeople(game, snap.seats)) return false;
    const totals = [...game.state!.totals];
    const events: ServiceEvent[] = [{ type: 'game_abandoned', totals }];
    const end = { status: 'finished' as const, winner: null, result: ABANDONED };
    const change = { seats: snap.seats, changed: [], freed: null, events };
    return (await this.write(snap, change, end)) !== 'lost_race';
  }

  private forfeitWrite(snap: CallerSnapshot, seat: number, first: ServiceEvent[]) {
    const totals = snap.game.state!.totals;
    const winner = forfeitWinner(totals, seat);
    const events: ServiceEvent[] = [
      ...first,
      { type: 'game_forfeited', seat, winner, totals: [...totals] },
    ];
    return this.write(
      snap,
      { seats: snap.seats, changed: [], freed: null, events },
      { status: 'finished', winner, result: { reason: 'forfeit', seat } },
    );
  }

  private async write(
    snap: CallerSnapshot,
    change: {
      seats: SeatRecord[];
      changed: SeatRecord[];
      freed: number | null;
      events: ServiceEvent[];
    },
    end: Pick<GameData, 'status' | 'winner' | 'result'> | null = null,
    /** Whose view the answer is (null: a spectator's). */
    viewer: number | null = null,
  ): Promise<Answer<GameView> | 'lost_race'> {
    const { game } = snap;
    const after = nextRecord(game, { events: change.events.length, ...(end ?? {}) });
    after.deadline = deadlineFor(after, change.seats, {
      now: this.clock.now(),
      abandonAfterMs: this.config.abandonedGameTtlMs,
    });
    const answer = Answer.ofView(200, gameView(after, change.seats, viewer));
    const written = await this.store.writeChange(
      {
        before: game,
        after,
        seatChanges: change.changed,
        freedSeat: change.freed,
        events: change.events,
      },
      this.idempotency.rowFor(answer),
    );
    if (!written) return 'lost_race';
    this.announcements.announce({
      gameId: game.id,
      seats: change.seats,
      lastSeq: after.eventSeq,
      written: { afterSeq: game.eventSeq, version: after.version, events: change.events },
    });
    return answer;
  }

  private async retrying<T>(attempt: () => Promise<T | 'lost_race'>): Promise<T> {
    for (let i = 0; i < ATTEMPTS; i++) {
      const answer = await attempt();
      if (answer !== 'lost_race') return answer;
    }
    throw new ProblemError(
      409,
      'concurrent_update',
      'Conflict',
      'The game changed too often while this was decided; read it again and retry.',
    );
  }
}
