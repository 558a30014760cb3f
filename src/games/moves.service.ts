import { Injectable } from '@nestjs/common';
import type { Action, GameState } from '../engine/index.js';
import { Answer } from '../common/answer.js';
import { ProblemError } from '../common/problem.js';
import { GameCommits } from './game-commits.js';
import { GameFactory } from './game-factory.js';
import { versionMismatch } from './game-problems.js';
import { GameQueries, type CallerSnapshot } from './game-queries.service.js';
import { gameView, type GameView } from './game-view.js';
import { refusalStatus } from './refusal-status.js';
import type { Caller } from './seat-auth.js';
import { GameStore } from './store/game-store.js';
import type { GameData } from './store/game-records.js';

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
    private readonly commits: GameCommits,
    private readonly factory: GameFactory,
  ) {}

  /** Applies one move for the caller's seat; `ifMatch` is the version it was decided on, if any. */
  move(
    gameId: string,
    caller: Caller & { tokenHash: string },
    action: Action,
    ifMatch: number | null,
  ): Promise<Answer<GameView>> {
    return this.retrying(gameId, async (fresh) => {
      const cached = fresh ? null : this.store.cached(gameId, caller.tokenHash);
      const snap = cached
        ? { game: cached.game, seats: cached.seats, seat: cached.callerSeat }
        : await this.queries.fresh(gameId, caller);
      return this.tryMove(snap, snap.seat!, action, ifMatch);
    });
  }

  /** A move for a seat already authenticated (the bot runner). */
  moveAsSeat(gameId: string, seat: number, action: Action, ifMatch: number | null) {
    return this.retrying(gameId, async () =>
      this.tryMove(await this.queries.fresh(gameId, { tokenHash: null }), seat, action, ifMatch),
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

  private async tryMove(
    snap: CallerSnapshot,
    seat: number,
    action: Action,
    ifMatch: number | null,
  ): Promise<Answer<GameView> | 'lost_race'> {
    const { game, seats } = snap;
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
    const result = this.factory.apply(game.state, seat, action);
    if (!result.ok) {
      const status = refusalStatus(result.error.code);
      throw new ProblemError(
        status,
        result.error.code,
        status === 409 ? 'Conflict' : 'Unprocessable Content',
        result.error.message,
      );
    }
    const finished = result.state.status === 'finished';
    // Field by field rather than by spread, which promoted its result (see gameView).
    const after: GameData = {
      id: game.id,
      name: game.name,
      status: finished ? 'finished' : 'playing',
      players: game.players,
      rules: game.rules,
      version: game.version + 1,
      eventSeq: game.eventSeq + result.events.length,
      state: withoutHistory(result.state),
      winner: finished ? (result.state.winner ?? null) : null,
      serverCommitment: game.serverCommitment,
      createdAt: game.createdAt,
    };
    const answer = new Answer(200, after.version, gameView(after, seats, seat));
    const move = { before: game, after, seats, seat, action, events: result.events };
    if (!(await this.store.writeMove(move, answer))) {
      if (ifMatch !== null) throw versionMismatch(game.version + 1, ifMatch);
      return 'lost_race';
    }
    this.commits.emit(game.id, seats);
    return answer;
  }
}
