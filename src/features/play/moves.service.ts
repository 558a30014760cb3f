import { Inject, Injectable } from '@nestjs/common';
import type { Action } from '../../core/engine/index.js';
import { Answer } from '../../platform/common/answer.js';
import { Clock } from '../../platform/clock/clock.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import {
  IdempotencyService,
  type IdempotencyRequest,
} from '../../platform/idempotency/idempotency.service.js';
import { ProblemError } from '../../core/table/problem.js';
import { GameFactory } from '../games/game-factory.js';
import { versionMismatch } from '../../core/table/game-problems.js';
import { GameQueries, type CallerSnapshot } from '../games/game-queries.service.js';
import { gameView, type GameView } from '../../core/table/game-view.js';
import { decideMove } from '../../core/table/decide-move.js';
import { lostToTimeout, type Mover } from '../../core/table/turn-rules.js';
import type { Caller } from '../games/caller.js';
import { GameCommits } from '../games/game-commits.service.js';
import { GameStore } from '../games/store/game-store.js';

const MOVE_ATTEMPTS = 8;

/**
 * Moves: decided by the table core (decideMove, over the engine), committed all or nothing by
 * GameCommits, serialised by the game's version.
 */
@Injectable()
export class MovesService {
  constructor(
    private readonly store: GameStore,
    private readonly queries: GameQueries,
    private readonly commits: GameCommits,
    private readonly factory: GameFactory,
    private readonly clock: Clock,
    private readonly idempotency: IdempotencyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Applies one move for the caller's seat; `ifMatch` is the version it was decided on, if any;
   * `keyed`, the request's key, whose answer the move's statement stores (null: none).
   */
  move(
    gameId: string,
    caller: Caller & { tokenHash: string },
    action: Action,
    ifMatch: number | null,
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameView>> {
    let decidedOn: number | null = null;
    return this.retrying(gameId, async (fresh) => {
      const cached = fresh ? null : this.store.cached(gameId, caller.tokenHash);
      const snap = cached
        ? { game: cached.game, seats: cached.seats, seat: cached.callerSeat }
        : await this.queries.fresh(gameId, caller);
      decidedOn ??= snap.game.version;
      lostToTimeout(snap.game, snap.seat!, decidedOn);
      return this.tryMove(snap, snap.seat!, action, ifMatch, 'person', caller.tokenHash, keyed);
    });
  }

  /**
   * A move for a seat already authenticated: a bot's (the bot runner) or the turn clock's (a
   * timeout move, decided on version `ifMatch`, which it is written at or not at all). No
   * request's change, so it stores no answer, whichever request's work started it.
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
        null,
        null,
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

  private async tryMove(
    snap: CallerSnapshot,
    seat: number,
    action: Action,
    ifMatch: number | null,
    mover: Mover,
    moverToken: string | null,
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameView> | 'lost_race'> {
    const { game } = snap;
    const decided = decideMove(
      game,
      snap.seats,
      { seat, action, ifMatch, mover },
      (state, s, a) => this.factory.apply(state, s, a),
      { now: this.clock.now(), abandonAfterMs: this.config.abandonedGameTtlMs },
    );
    if (!decided.ok) throw decided.refusal;
    const { after, seats } = decided.value;
    const answer = Answer.ofView(200, gameView(after, seats, seat));
    const move = { ...decided.value, before: game, seat, action, moverToken };
    const written = await this.commits.move(move, this.idempotency.rowFor(keyed, answer));
    if (!written) {
      // Decided on a cached game for a token that may have been revoked since: the fresh read of
      // the retry tells (401 for a dead token), not a version this write never saw.
      if (ifMatch !== null && moverToken === null) throw versionMismatch(game.version + 1, ifMatch);
      return 'lost_race';
    }
    return answer;
  }
}
