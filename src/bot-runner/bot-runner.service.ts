import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { AddressHash } from '../common/address-hash.js';
import { ProblemError } from '../common/problem.js';
import { GameAnnouncements } from '../realtime/game-announcements.js';
import { GameQueries } from '../games/game-queries.service.js';
import { MovesService } from '../play/moves.service.js';
import { STAND_IN_LEVEL } from '../table/online-rules.js';
import { ShutdownState } from '../lifecycle/shutdown-state.js';
import { PINO_LOGGER } from '../logging/logger.js';
import type { Decision } from '../bots/index.js';
import { BotDecisions } from './bot-decisions.service.js';
import { DECISION_TIMED_OUT } from './decision-pool.js';

const RETRY_MS = 1000;
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
 * Plays the computer seats. Whenever a game changes on this instance (and once at start-up, for
 * turns left pending by a stop) it plays every bot move that is due, through the same path as a
 * person's move. Each move names the version it was decided on, so two instances racing for the
 * same bot turn apply it once.
 */
@Injectable()
export class BotRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  private stopped = false;
  private unlisten: (() => void) | null = null;

  constructor(
    private readonly moves: MovesService,
    private readonly queries: GameQueries,
    private readonly decisions: BotDecisions,
    private readonly announcements: GameAnnouncements,
    private readonly shutdown: ShutdownState,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly hash: AddressHash,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Bots are seated before a game starts, so a game with no bot seat never has a bot move due:
    // skipping it spares every person's move a second read of the game.
    // Away seats (docs/online-play.md) are played like bot seats, at the basic level.
    this.unlisten = this.announcements.onCommit(({ gameId, seats }) => {
      if (playsWithBots(seats)) this.kick(gameId);
    });
    this.shutdown.whenDraining(() => (this.stopped = true));
    try {
      // Only games with a person and a bot: a bot-only game is never resumed (lobby.service.ts).
      for (const gameId of await this.queries.playingGamesWithBots()) this.kick(gameId);
    } catch (error) {
      this.logger.warn({ err: error }, 'bot sweep failed; bots act on the next change');
    }
  }

  onModuleDestroy(): void {
    this.stopped = true;
    this.unlisten?.();
  }

  /** Plays the game's due bot moves, unless that is already under way here. */
  kick(gameId: string): void {
    if (this.stopped) return;
    if (this.running.has(gameId)) {
      this.again.add(gameId);
      return;
    }
    this.running.add(gameId);
    // Deferred so a person's move answers before bots start thinking.
    setImmediate(() => void this.play(gameId));
  }

  /** Whether bot moves are being played here, of one game or any (tests wait for it to settle). */
  busy(gameId?: string): boolean {
    return gameId === undefined ? this.running.size > 0 : this.running.has(gameId);
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
      setTimeout(() => this.kick(gameId), RETRY_MS).unref();
    } finally {
      this.running.delete(gameId);
    }
  }

  /** Plays one due bot move; false when none is due. */
  private async playOne(gameId: string): Promise<boolean> {
    const snap = await this.queries.fresh(gameId, { tokenHash: null }).catch((error: unknown) => {
      if (error instanceof ProblemError && error.status === 404) return null;
      throw error;
    });
    if (!snap) return false;
    const { game } = snap;
    if (!playsWithBots(snap.seats)) return false;
    const seat = this.decisions.turnOf(game);
    if (seat === null) return false;
    const line = snap.seats.find((s) => s.seat === seat);
    const level = line?.botLevel ?? (line?.away ? STAND_IN_LEVEL : null);
    if (!level) return false;
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
      // Another instance played this turn first: look again.
      if (error instanceof ProblemError && (error.status === 412 || error.status === 409))
        return true;
      throw error;
    }
    return true;
  }
}
