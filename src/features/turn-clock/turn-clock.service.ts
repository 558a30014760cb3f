import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { BotDecisions } from '../bot-runner/bot-decisions.service.js';
import { BotRunner } from '../bot-runner/bot-runner.service.js';
import { Clock } from '../../platform/clock/clock.js';
import { Sweeps, type Sweep } from '../../platform/sweeps/sweeps.js';
import { AddressHash } from '../../platform/http/address-hash.js';
import { ProblemError } from '../../core/table/problem.js';
import { isDatabaseUnavailable } from '../../platform/common/database-unavailable.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { GameQueries } from '../games/game-queries.service.js';
import { MovesService } from '../play/moves.service.js';
import { AbsencesService } from '../play/absences.service.js';
import {
  playedByBot,
  seatToAct,
  STAND_IN_LEVEL,
  waitsForPeople,
} from '../../core/table/online-rules.js';
import { ShutdownState } from '../../platform/lifecycle/shutdown-state.js';
import { PINO_LOGGER } from '../../platform/logging/logger.js';

/** Games claimed per round of a sweep: few, so a round ends well within its claims' lease. */
const BATCH = 10;
/**
 * How long a claim keeps other instances off a deadline: a claimer that dies loses it then, and
 * the next sweep of any instance (TURN_CLOCK_INTERVAL_MS) takes the game over, within 3 s (issue
 * 43). A claim that outlives its lease while its holder still decides costs a second decision
 * elsewhere, never a second move: the move is written only at the version it was decided on.
 */
const CLAIM_MS = 1_500;
/**
 * After the database was out of reach, a person's turn whose deadline passed meanwhile, or passes
 * this soon after, starts over: whoever tried to move through the outage was answered 503, and
 * then had a whole turn, not the second left of it (an operator's trial lost a game by forfeit).
 */
const RESTART_MARGIN_MS = 5_000;
/**
 * How long sweeps may fail (a pooler down), or one take (a pooler holding its queries while
 * PostgreSQL restarts), before the time since the last sweep that went through counts as an
 * outage: nobody could move meanwhile. Not one failed sweep: a single error under load, while
 * moves went through, restarts nothing; nor a clock that jumped with no sweep failing (a test's).
 */
const OUTAGE_GAP_MS = 5_000;
/** Games read per page when turns start over. */
const RESTART_PAGE = 100;

/** An outage as one instance saw it: since its last sweep that went through, until when. */
interface Outage {
  since: Date;
  /** When the database was last seen out of reach: turns begun after it are left alone. */
  startedBefore: Date;
}

export interface SweepResult {
  /** Deadlines acted on by this instance: timeouts (bot moves and forfeits), paced bot moves, abandoned games. */
  timeouts: number;
  /** Waiting games closed. */
  closed: number;
  /** Persons' turns started over after the database was out of reach. */
  restarted: number;
}

/**
 * Enforces the turn clocks and WAITING_GAME_TTL (docs/online-play.md). Deadlines live in the
 * games table, so every instance sweeps them: each claims passed deadlines with FOR UPDATE SKIP
 * LOCKED, and the timeout move is written only at the version the deadline belonged to, so one
 * deadline makes at most one move however many instances sweep. The first sweep runs during
 * start-up: a deadline that passed while no instance ran is handled then.
 */
@Injectable()
export class TurnClock implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: Sweep | null = null;
  private sweeping: Promise<SweepResult> | null = null;
  private stopped = false;
  /** When the last sweep that reached the database to its end began; null until one has. */
  private reachedAt: Date | null = null;
  /** How long that sweep took. */
  private tookMs = 0;
  /** When the last sweep that failed since it began; null: none did. */
  private failedAt: Date | null = null;

  constructor(
    private readonly queries: GameQueries,
    private readonly moves: MovesService,
    private readonly absences: AbsencesService,
    private readonly decisions: BotDecisions,
    private readonly bots: BotRunner,
    private readonly clock: Clock,
    private readonly sweeps: Sweeps,
    private readonly shutdown: ShutdownState,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly hash: AddressHash,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.shutdown.whenDraining(() => this.stop());
    await this.sweep();
    if (this.stopped) return;
    this.timer = this.sweeps.every('turn clock', this.config.turnClockIntervalMs, () =>
      this.sweep(),
    );
  }

  onModuleDestroy(): void {
    this.stop();
  }

  private stop(): void {
    this.stopped = true;
    this.timer?.stop();
    this.timer = null;
  }

  /** One sweep (joined by a call made while one runs); failures are logged and retried next time. */
  sweep(): Promise<SweepResult> {
    this.sweeping ??= this.sweepOnce().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<SweepResult> {
    const result: SweepResult = { timeouts: 0, closed: 0, restarted: 0 };
    const now = this.clock.now();
    try {
      // Before any deadline is acted on: the turns that ran while nobody could move start over.
      const since = this.reachedAt;
      const outageEnd = since && this.outageEnd(since, now);
      if (since && outageEnd) {
        result.restarted = await this.restartClocks({ since, startedBefore: outageEnd }, now);
      }
      const cutoff = new Date(now.getTime() - this.config.waitingGameTtlMs);
      result.closed = await this.absences.closeExpired(cutoff, 1000);
      let claimed;
      do {
        const until = new Date(now.getTime() + CLAIM_MS);
        claimed = await this.absences.claimDeadlines(now, until, BATCH);
        for (const game of claimed) {
          if (this.stopped) return result;
          // One game's failure (a refused decision, say) must not hold up the others' timeouts
          // until their claims run out; its own claim expires and it is tried again.
          try {
            if (await this.timeOut(game.id, game.version, now)) result.timeouts++;
          } catch (error) {
            this.logger.warn(
              { err: error, gameId: this.hash.logId(game.id) },
              'turn clock timeout failed',
            );
          }
        }
      } while (claimed.length === BATCH && !this.stopped);
      this.tookMs = this.clock.now().getTime() - now.getTime();
      this.reachedAt = now;
      this.failedAt = null;
    } catch (error) {
      this.failedAt = now;
      this.logger.warn({ err: error }, 'turn clock sweep failed; it runs again shortly');
    }
    return result;
  }

  /**
   * When the database was last seen out of reach, if sweeps have failed, or the last one waited,
   * long enough since `since` (OUTAGE_GAP_MS): the last failed sweep's start, or the long one's
   * end. Null: no outage.
   */
  private outageEnd(since: Date, now: Date): Date | null {
    const gap = Math.max(OUTAGE_GAP_MS, 5 * this.config.turnClockIntervalMs);
    if (this.failedAt && now.getTime() - since.getTime() > gap) return this.failedAt;
    return this.tookMs > gap ? new Date(since.getTime() + this.tookMs) : null;
  }

  /**
   * Starts over the turn of every person whose clock ran out after `outage.since` (the database
   * was reachable then) or runs out within RESTART_MARGIN_MS of `now`, begun before the outage
   * ended; answers how many. Every instance that saw the outage does it, and leaves alone a turn
   * begun since, such as another's restart of it (CLOCKS_RUNNING_BETWEEN). Throws only when the database is out of reach still: anything else
   * is logged, and the sweep goes on to the deadlines (a pass that failed for good would else
   * stop every clock of this instance).
   */
  private async restartClocks(outage: Outage, now: Date): Promise<number> {
    try {
      return await this.restartClocksOnce(outage, now);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      this.logger.warn({ err: error }, 'turns not started over after the database was back');
      return 0;
    }
  }

  private async restartClocksOnce(outage: Outage, now: Date): Promise<number> {
    const window = { ...outage, until: new Date(now.getTime() + RESTART_MARGIN_MS) };
    let restarted = 0;
    let after: { deadline: Date; id: string } | null = null;
    for (;;) {
      const page = await this.absences.clocksRunningBetween(window, after, RESTART_PAGE);
      for (const game of page) {
        // One game's failure must not hold up the others, nor every timeout after them.
        try {
          if (await this.absences.restartClock(game.id, game.version)) restarted++;
        } catch (error) {
          if (isDatabaseUnavailable(error)) throw error;
          this.logger.warn(
            { err: error, gameId: this.hash.logId(game.id) },
            'turn clock restart failed',
          );
        }
      }
      if (page.length < RESTART_PAGE || this.stopped) break;
      after = page[page.length - 1];
    }
    if (restarted > 0)
      this.logger.warn({ restarted }, 'turns started over after the database was back');
    return restarted;
  }

  /**
   * Acts on the game's deadline at `version`: ends a game that waited for its people in vain,
   * makes a bot's paced move that no instance made at its time (a restart, an instance gone), or
   * makes the timeout of a person's turn. False when the game moved on first.
   */
  private async timeOut(gameId: string, version: number, now: Date): Promise<boolean> {
    const { game, seats } = await this.queries.fresh(gameId, { tokenHash: null });
    const seat = seatToAct(game);
    if (game.version !== version || seat === null || !game.deadline || game.deadline > now) {
      return false;
    }
    if (waitsForPeople(game, seats)) return this.absences.abandon(gameId, version);
    if (playedByBot(seats, seat)) return this.bots.moveFor(game, seats, seat);
    if (game.timeControl?.onTimeout === 'forfeit') {
      return this.absences.forfeitOnTimeout(gameId, version, seat);
    }
    const decision = await this.decisions.decide(game, seat, STAND_IN_LEVEL);
    try {
      await this.moves.moveAsSeat(gameId, seat, decision.action, version, 'timeout');
      return true;
    } catch (error) {
      // A late move of the player was written first: it won, and the turn is over.
      if (error instanceof ProblemError && (error.status === 412 || error.status === 409)) {
        return false;
      }
      throw error;
    }
  }
}
