import { Inject, Injectable } from '@nestjs/common';
import { Answer } from '../../platform/common/answer.js';
import { KnownSeats } from '../../platform/http/known-seats.js';
import { ProblemError } from '../../core/table/problem.js';
import { Clock } from '../../platform/clock/clock.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import {
  IdempotencyService,
  type IdempotencyRequest,
} from '../../platform/idempotency/idempotency.service.js';
import { GameQueries } from '../games/game-queries.service.js';
import { gameView, type GameView } from '../../core/table/game-view.js';
import {
  decideAbandon,
  decideBack,
  decideClockRestart,
  decideForfeit,
  decideLeave,
  type TableChange,
} from '../../core/table/decide-online.js';
import type { Caller } from '../games/caller.js';
import type { GameData, ServiceEvent } from '../../core/table/game-record.js';
import { GameCommits } from '../games/game-commits.service.js';
import { OnlineStore, type ClockWindow } from '../games/store/online-store.js';

const ATTEMPTS = 8;

/**
 * Absences: the changes of online play that are not moves (docs/online-play.md), each about a
 * player who is not there: a player leaving, coming back, a game forfeited by the one whose turns
 * timed out, abandoned by everyone, or closed when nobody came to fill it. Each is decided by the table core (decide-online.ts) on a
 * fresh read and committed by GameCommits only if the game is still at that version, like a move.
 */
@Injectable()
export class AbsencesService {
  constructor(
    private readonly queries: GameQueries,
    private readonly store: OnlineStore,
    private readonly commits: GameCommits,
    private readonly clock: Clock,
    private readonly knownSeats: KnownSeats,
    private readonly idempotency: IdempotencyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Leaves: in a waiting game the seat is freed (its token stops working); in a running one a bot
   * plays it to the end, or with the `forfeit` policy the game ends. Answers the game as a
   * spectator sees it; sent again by a seat out of the game already, it changes nothing and answers
   * the same way. `keyed`: the request's key, whose answer the change stores (null: none).
   */
  leave(
    gameId: string,
    caller: Caller & { tokenHash: string },
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameView>> {
    return this.retrying(async () => {
      const snap = await this.queries.fresh(gameId, caller);
      const waiting = snap.game.status === 'waiting';
      const decided = decideLeave(snap.game, snap.seats, snap.seat!, this.context());
      if (!decided.ok) throw decided.refusal;
      // Out of the game already (a retry whose first answer was lost): answered as the first was.
      if (!decided.value) return Answer.ofView(200, gameView(snap.game, snap.seats, null));
      const answer = await this.write(snap.game, decided.value, keyed);
      // The token stops working: the rate limit must not keep a bucket for it.
      if (waiting && answer !== 'lost_race') this.knownSeats.forget(caller.tokenHash);
      return answer;
    });
  }

  /** The seat's player is back (its stream opened): no bot plays for it any more. */
  async comeBack(gameId: string, seat: number): Promise<void> {
    await this.retrying(async () => {
      const snap = await this.queries.fresh(gameId, { tokenHash: null });
      const decided = decideBack(snap.game, snap.seats, seat, this.context());
      if (!decided.ok || !decided.value) return null;
      return this.write(snap.game, decided.value, null);
    });
  }

  /**
   * `POST /games/{id}/back`: the caller's seat is back, if it was away; answers the game as the
   * seat sees it. Asked again, it changes nothing and answers the same. Refused once the player
   * left (409 `seat_left`) or outside play (409 `game_not_running`). `keyed`: as for leave.
   */
  back(
    gameId: string,
    caller: Caller & { tokenHash: string },
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameView>> {
    return this.retrying(async () => {
      const snap = await this.queries.fresh(gameId, caller);
      const seat = snap.seat!;
      const decided = decideBack(snap.game, snap.seats, seat, this.context());
      if (!decided.ok) throw decided.refusal;
      if (!decided.value) return Answer.ofView(200, gameView(snap.game, snap.seats, seat));
      return this.write(snap.game, decided.value, keyed);
    });
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

  /** Running games whose person's clock runs out after `since` and by `until` (see TurnClock). */
  clocksRunningBetween(
    window: ClockWindow,
    after: { deadline: Date; id: string } | null,
    limit: number,
  ) {
    return this.store.clocksRunningBetween(window, after, limit);
  }

  /**
   * Starts the turn of the person to act at `version` over (decideClockRestart); false when a bot
   * or nobody is to act, or the game moved on first.
   */
  async restartClock(gameId: string, version: number): Promise<boolean> {
    const { game, seats } = await this.queries.fresh(gameId, { tokenHash: null });
    const change =
      game.version === version ? decideClockRestart(game, seats, this.context()) : null;
    return change !== null && (await this.write(game, change, null)) !== 'lost_race';
  }

  /** Closes waiting games created before `cutoff` (WAITING_GAME_TTL); answers how many. */
  closeExpired(cutoff: Date, limit: number): Promise<number> {
    return this.commits.closeExpired(cutoff, limit);
  }

  /**
   * Ends the game by `seat`'s forfeit at version `version` (a timeout under the `forfeit` policy);
   * false when the game moved on first.
   */
  async forfeitOnTimeout(gameId: string, version: number, seat: number): Promise<boolean> {
    const { game, seats } = await this.queries.fresh(gameId, { tokenHash: null });
    if (game.version !== version || game.status !== 'playing') return false;
    const timedOut: ServiceEvent = { type: 'turn_timed_out', seat, onTimeout: 'forfeit' };
    const change = decideForfeit(game, seats, seat, [timedOut], this.context());
    return (await this.write(game, change, null)) !== 'lost_race';
  }

  /**
   * Ends the game at `version` as abandoned: every person stayed away past ABANDONED_GAME_TTL (or
   * left) while it waited for them (waitsForPeople); false when the game moved on first.
   */
  async abandon(gameId: string, version: number): Promise<boolean> {
    const { game, seats } = await this.queries.fresh(gameId, { tokenHash: null });
    const change = game.version === version ? decideAbandon(game, seats, this.context()) : null;
    return change !== null && (await this.write(game, change, null)) !== 'lost_race';
  }

  private context() {
    return { now: this.clock.now(), abandonAfterMs: this.config.abandonedGameTtlMs };
  }

  /**
   * Commits a change decided on `before`, answering the view of the change's viewer; the change's
   * statement stores the answer under `keyed` (null: a request without a key, or no request's
   * change: the turn clock's forfeits and abandons, a seat's stream coming back).
   */
  private async write(
    before: GameData,
    change: TableChange,
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameView> | 'lost_race'> {
    const answer = Answer.ofView(200, gameView(change.after, change.seats, change.viewer));
    const row = this.idempotency.rowFor(keyed, answer);
    const written = await this.commits.change(before, change, row);
    return written ? answer : 'lost_race';
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
