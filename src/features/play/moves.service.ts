import { Inject, Injectable } from '@nestjs/common';
import type { Action, ApplyResult, GameState } from '../../core/engine/index.js';
import { Answer } from '../../platform/common/answer.js';
import { Clock } from '../../platform/clock/clock.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { IdempotencyContext } from '../../platform/idempotency/idempotency-context.js';
import { ProblemError } from '../../core/table/problem.js';
import { GameAnnouncements } from '../../platform/realtime/game-announcements.js';
import { GameFactory } from '../games/game-factory.js';
import { versionMismatch } from '../../core/table/game-problems.js';
import { GameQueries, type CallerSnapshot } from '../games/game-queries.service.js';
import { gameView, type GameView } from '../../core/table/game-view.js';
import { nextRecord } from '../../core/table/next-record.js';
import { lostToTimeout, onlineChanges, type Mover } from '../../core/table/turn-rules.js';
import { refusalStatus } from '../../platform/common/refusal-status.js';
import type { Caller } from '../players/seat-auth.js';
import { GameStore } from '../games/store/game-store.js';
import type { ServiceEvent } from '../../core/table/game-record.js';
import { deadlineFor, pauseAfter, seatToAct } from '../../core/table/online-rules.js';

const MOVE_ATTEMPTS = 8;

/**
 * The stored state keeps only the live game: finished deals' score rows and proofs are in the event
 * log (`deal_scored`, `deal_revealed`), so a move's read and write stay small however long the game.
 */
function withoutHistory(state: GameState): GameState {
  return state.table.length || state.proofs.length ? { ...state, table: [], proofs: [] } : state;
}

/** Moves: decided by the engine, written all or nothing, serialised by the game's version. */
@Injectable()
export class MovesService {
  constructor(
    private readonly store: GameStore,
    private readonly queries: GameQueries,
    private readonly announcements: GameAnnouncements,
    private readonly factory: GameFactory,
    private readonly clock: Clock,
    private readonly idempotency: IdempotencyContext,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Applies one move for the caller's seat; `ifMatch` is the version it was decided on, if any. */
  move(
    gameId: string,
    caller: Caller & { tokenHash: string },
    action: Action,
    ifMatch: number | null,
  ): Promise<Answer<GameView>> {
    let decidedOn: number | null = null;
    return this.retrying(gameId, async (fresh) => {
      const cached = fresh ? null : this.store.cached(gameId, caller.tokenHash);
      const snap = cached
        ? { game: cached.game, seats: cached.seats, seat: cached.callerSeat }
        : await this.queries.fresh(gameId, caller);
      decidedOn ??= snap.game.version;
      lostToTimeout(snap.game, snap.seat!, decidedOn);
      return this.tryMove(snap, snap.seat!, action, ifMatch, 'person', caller.tokenHash);
    });
  }

  /**
   * A move for a seat already authenticated: a bot's (the bot runner) or the turn clock's (a
   * timeout move, decided on version `ifMatch`, which it is written at or not at all).
   */
  moveAsSeat(
    gameId: string,
    seat: number,
    action: Action,
    ifMatch: number | null,
    mover: Exclude<Mover, 'person'> = 'bot',
  ) {
    return this.retrying(gameId, async () =>
      this.tryMove(
        await this.queries.fresh(gameId, { tokenHash: null }),
        seat,
        action,
        ifMatch,
        mover,
      ),
    );
  }

  /**
   * The first attempt may decide on the cached game; a refusal or a lost race is decided again on
   * a fresh read, a few times, then the move gives up with 409.
   */
  private async retrying(
    gameId: string,
    attempt: (fresh: boolean) => Promise<Answer<GameView> | 'lost_race'>,
  ): Promise<Answer<GameView>> {
    for (let i = 0; i < MOVE_ATTEMPTS; i++) {
      let answer: Answer<GameView> | 'lost_race';
      try {
        answer = await attempt(i > 0);
      } catch (error) {
        if (i > 0 || !(error instanceof ProblemError)) throw error;
        this.store.forget(gameId);
        continue;
      }
      if (answer !== 'lost_race') return answer;
      this.store.forget(gameId);
    }
    throw new ProblemError(
      409,
      'concurrent_update',
      'Conflict',
      'The game changed too often while this move was decided; read it again and retry.',
    );
  }

  /** The engine's result of a move this seat may make now, or the problem that refuses it. */
  private applyOrRefuse(
    snap: CallerSnapshot,
    seat: number,
    action: Action,
    ifMatch: number | null,
    mover: Mover,
  ): Extract<ApplyResult, { ok: true }> {
    const { game } = snap;
    if (ifMatch !== null && ifMatch !== game.version) throw versionMismatch(game.version, ifMatch);
    if (game.status !== 'playing' || !game.state) {
      throw new ProblemError(
        409,
        'game_not_running',
        'Conflict',
        game.status === 'waiting'
          ? 'The game has not started: seats are still free.'
          : 'The game is over.',
      );
    }
    const line = snap.seats.find((s) => s.seat === seat);
    if (mover === 'person' && line?.left) {
      throw new ProblemError(
        409,
        'seat_left',
        'Conflict',
        'You left this game: a bot plays your seat to the end.',
      );
    }
    const result = this.factory.apply(game.state, seat, action);
    if (!result.ok) {
      // Refused right after a timeout of this seat: the move was meant for the turn that is gone.
      if (mover === 'person') lostToTimeout(game, seat, game.version - 1);
      const status = refusalStatus(result.error.code);
      throw new ProblemError(
        status,
        result.error.code,
        status === 409 ? 'Conflict' : 'Unprocessable Content',
        result.error.message,
      );
    }
    return result;
  }

  private async tryMove(
    snap: CallerSnapshot,
    seat: number,
    action: Action,
    ifMatch: number | null,
    mover: Mover,
    moverToken: string | null = null,
  ): Promise<Answer<GameView> | 'lost_race'> {
    const { game } = snap;
    const result = this.applyOrRefuse(snap, seat, action, ifMatch, mover);
    const online = onlineChanges(snap.seats, seat, mover);
    const seats = online.seats;
    const events: ServiceEvent[] =
      mover === 'timeout'
        ? [{ type: 'turn_timed_out', seat, onTimeout: 'bot' }, ...result.events, ...online.events]
        : [...online.events, ...result.events];
    const finished = result.state.status === 'finished';
    const after = nextRecord(game, {
      events: events.length,
      status: finished ? 'finished' : 'playing',
      state: withoutHistory(result.state),
      winner: finished ? (result.state.winner ?? null) : null,
      result: finished ? { reason: 'points', seat: null } : null,
      lastTimeout: mover === 'timeout' ? { version: game.version + 1, seat } : game.lastTimeout,
    });
    // A cut out of turn does not end the turn: its deadline keeps running, unless the cut brought
    // its seat back (a waiting game's end is then no longer due).
    const keep = seatToAct(game) === seat || online.changed.length ? null : game.deadline;
    after.deadline = deadlineFor(after, seats, {
      now: this.clock.now(),
      keep,
      pause: pauseAfter(result.events),
      abandonAfterMs: this.config.abandonedGameTtlMs,
    });
    const answer = Answer.ofView(200, gameView(after, seats, seat));
    const move = {
      before: game,
      after,
      seats,
      seat,
      action,
      events,
      seatChanges: online.changed,
      timeout: mover === 'timeout' ? after.lastTimeout : null,
      moverToken,
    };
    const announced = { gameId: game.id, seats, lastSeq: after.eventSeq };
    let written: boolean;
    try {
      written = await this.store.writeMove(move, this.idempotency.rowFor(answer));
    } catch (error) {
      // The commit may have happened before its answer was lost: followers are told to look, and
      // an announcement of a move that was never written costs them one read of the log.
      this.announcements.announce(announced);
      throw error;
    }
    if (!written) {
      // Decided on a cached game for a token that may have been revoked since: the fresh read of
      // the retry tells (401 for a dead token), not a version this write never saw.
      if (ifMatch !== null && moverToken === null) throw versionMismatch(game.version + 1, ifMatch);
      return 'lost_race';
    }
    this.announcements.announce({
      ...announced,
      written: { afterSeq: game.eventSeq, version: after.version, events },
    });
    return answer;
  }
}
