import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { Clock, type ClockTimer } from '../../platform/clock/clock.js';
import { AddressHash } from '../../platform/http/address-hash.js';
import { ProblemError } from '../../core/table/problem.js';
import { GameAnnouncements } from '../../platform/realtime/game-announcements.js';
import { GameQueries } from '../games/game-queries.service.js';
import { MovesService } from '../play/moves.service.js';
import { AbsencesService } from '../play/absences.service.js';
import { STAND_IN_LEVEL, waitsForPeople } from '../../core/table/online-rules.js';
import type { GameData, SeatRecord } from '../../core/table/game-record.js';
import { ShutdownState } from '../../platform/lifecycle/shutdown-state.js';
import { PINO_LOGGER } from '../../platform/logging/logger.js';
import type { Decision } from '../../core/computer/index.js';
import { BotDecisions } from './bot-decisions.service.js';
import { DECISION_TIMED_OUT } from './decision-pool.js';

const RETRY_MS = 1000;
/**
 * How long this instance's claim on a bot's move keeps the sweep and other instances off it: short,
 * so a table whose claimer died moves again within 3 s (turn-clock.service.ts says why it is safe).
 */
export const CLAIM_MS = 1_500;
/**
 * The level a bot plays at when its own decision was abandoned (DECISION_TIMEOUT_MS): it costs
 * almost nothing, so the table goes on rather than asking the same stuck search again each second.
 */
const FALLBACK_LEVEL = 'random';

/**
 * Whether bots play in a game with these seats: a bot seat and a person seat. A game of bots
 * alone is never played (lobby.service.ts, needsAPerson), even if its seats became all bots
 * some other way: nothing outside would pace it.
 */
function playsWithBots(seats: readonly { botLevel: string | null; away: boolean }[]): boolean {
  // An away person's seat is played like a bot's (docs/online-play.md); it is still a person's.
  return seats.some((s) => s.botLevel !== null || s.away) && seats.some((s) => s.botLevel === null);
}

/**
 * Plays the computer seats and the away seats' stand-in. Whenever a game changes on this instance
 * (and once at start-up, for turns left pending by a stop) it plays every bot move that is due,
 * through the same path as a person's move. A game with a pace (`botPaceMs`) has its bot's move
 * due at the game's `deadline`: a timer here wakes the game then, and the move is made under a
 * claim in PostgreSQL, so the turn clock's sweep (which makes the move when no instance timed it:
 * a restart, an instance gone) and other instances leave it alone. At pace 0 the move is made at
 * once; its deadline only says when another instance may take it over (deadlineFor). Each move
 * names the version it was decided on, so two instances racing for the same bot turn apply it once.
 */
@Injectable()
export class BotRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  /** Games waiting for their bot's move time, with the timer that wakes them. */
  private readonly timers = new Map<string, ClockTimer>();
  private stopped = false;
  private unlisten: (() => void) | null = null;

  constructor(
    private readonly moves: MovesService,
    private readonly absences: AbsencesService,
    private readonly queries: GameQueries,
    private readonly decisions: BotDecisions,
    private readonly announcements: GameAnnouncements,
    private readonly shutdown: ShutdownState,
    private readonly clock: Clock,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly hash: AddressHash,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Bots are seated before a game starts, so a game with no bot seat never has a bot move due:
    // skipping it spares every person's move a second read of the game.
    // Away seats (docs/online-play.md) are played like bot seats, by the stand-in.
    this.unlisten = this.announcements.onCommit(({ gameId, seats }) => {
      if (playsWithBots(seats)) this.kick(gameId);
    });
    this.shutdown.whenDraining(() => this.stop());
    try {
      // Only games with a person and a bot: a bot-only game is never resumed (lobby.service.ts).
      for (const gameId of await this.queries.playingGamesWithBots()) this.kick(gameId);
    } catch (error) {
      this.logger.warn({ err: error }, 'bot sweep failed; bots act on the next change');
    }
  }

  onModuleDestroy(): void {
    this.stop();
    this.unlisten?.();
  }

  private stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) this.clock.clear(timer);
    this.timers.clear();
  }

  /** Plays the game's due bot moves, unless that is already under way here. */
  kick(gameId: string): void {
    if (this.stopped) return;
    this.clock.clear(this.timers.get(gameId));
    this.timers.delete(gameId);
    if (this.running.has(gameId)) {
      this.again.add(gameId);
      return;
    }
    this.running.add(gameId);
    // Deferred so a person's move answers before bots start thinking. A bot's move is no request's
    // change: moveAsSeat stores no answer under the Idempotency-Key of the move that kicked it.
    setImmediate(() => void this.play(gameId));
  }

  /** Whether bot moves are being played here, of one game or any (tests wait for it to settle). */
  busy(gameId?: string): boolean {
    return gameId === undefined ? this.running.size > 0 : this.running.has(gameId);
  }

  /** Whether a bot's move of the game waits for its time here (its pace). */
  pending(gameId: string): boolean {
    return this.timers.has(gameId);
  }

  private async play(gameId: string): Promise<void> {
    try {
      do {
        this.again.delete(gameId);
        while (!this.stopped && (await this.playOne(gameId))) {
          await new Promise((r) => setImmediate(r));
        }
      } while (this.again.has(gameId) && !this.stopped);
    } catch (error) {
      this.logger.error(
        { err: error, gameId: this.hash.logId(gameId) },
        'bot move failed; retrying',
      );
      this.clock.setTimeout(() => this.kick(gameId), RETRY_MS);
    } finally {
      this.running.delete(gameId);
    }
  }

  /** Plays one due bot move; false when none is due (or it waits for its time). */
  private async playOne(gameId: string): Promise<boolean> {
    const snap = await this.queries.fresh(gameId, { tokenHash: null }).catch((error: unknown) => {
      if (error instanceof ProblemError && error.status === 404) return null;
      throw error;
    });
    if (!snap) return false;
    const { game, seats } = snap;
    if (!playsWithBots(seats) || waitsForPeople(game, seats)) return false;
    const seat = this.decisions.turnOf(game);
    if (seat === null || !levelOf(seats, seat)) return false;
    if (game.deadline && !(await this.mayMove(game, game.deadline))) return false;
    await this.moveFor(game, seats, seat);
    return true;
  }

  /**
   * Whether this instance makes the bot's move now, due at `deadline`: at a pace, once it passed
   * and under its claim; false when it waits for its time (a timer wakes it) or is held elsewhere.
   */
  private async mayMove(game: GameData, deadline: Date): Promise<boolean> {
    const now = this.clock.now();
    const wait = deadline.getTime() - now.getTime();
    if (wait > 0) {
      // At pace 0 the deadline is the committing instance's hold on the move (deadlineFor): the
      // move is made at once; once the hold passed, it is claimed like a paced one.
      if (game.botPaceMs === 0) return true;
      this.wake(game.id, wait);
      return false;
    }
    const until = new Date(now.getTime() + CLAIM_MS);
    // Held elsewhere (the sweep, another instance): that one moves, and its commit tells us.
    return this.absences.claimDeadline(game.id, game.version, now, until);
  }

  /** Wakes the game after `ms`, when its bot's move is due. */
  private wake(gameId: string, ms: number): void {
    if (this.stopped) return;
    this.clock.clear(this.timers.get(gameId));
    const timer = this.clock.setTimeout(() => {
      this.timers.delete(gameId);
      this.kick(gameId);
    }, ms);
    this.timers.set(gameId, timer);
  }

  /**
   * Decides and makes the move of `seat` (a bot's, or an away seat's stand-in's) in `game` as read,
   * at its version; false when the game moved on first (another instance, a person's move).
   */
  async moveFor(game: GameData, seats: readonly SeatRecord[], seat: number): Promise<boolean> {
    const level = levelOf(seats, seat);
    if (!level) return false;
    const gameId = game.id;
    const decision = await this.decisions
      .decide(game, seat, level)
      .catch((error: unknown): Promise<Decision> => {
        const timedOut = error instanceof ProblemError && error.code === DECISION_TIMED_OUT;
        if (!timedOut || level === FALLBACK_LEVEL) throw error;
        this.logger.warn(
          { gameId: this.hash.logId(gameId), seat, level },
          'bot decision timed out; playing a random move',
        );
        return this.decisions.decide(game, seat, FALLBACK_LEVEL);
      });
    try {
      await this.moves.moveAsSeat(gameId, seat, decision.action, game.version);
    } catch (error) {
      // Another instance played this turn first, or the person moved: look again.
      if (error instanceof ProblemError && (error.status === 412 || error.status === 409))
        return false;
      throw error;
    }
    return true;
  }
}

/** The level that plays `seat` now: its bot's, the stand-in for an away person, else none. */
function levelOf(seats: readonly SeatRecord[], seat: number): string | null {
  const line = seats.find((s) => s.seat === seat);
  return line?.botLevel ?? (line?.away ? STAND_IN_LEVEL : null);
}
