// The reference bot (README, "Bots from outside"): a bot account that listens on its player
// stream, accepts challenges, waits on the ladder (the queue) and plays each turn from its view's
// legalActions through POST /actions, on the official SDK (clients/ts, @thousand/client): its
// player stream resumes by itself after a dropped connection (Last-Event-ID), every write is
// retried under one Idempotency-Key, so a move whose answer was lost is made once, and a seat the
// stand-in plays (away) is taken back before the bot plays it.
import {
  type Player,
  type PlayerStreamMessage,
  type Seat,
  Thousand,
  ThousandError,
  type ThousandOptions,
} from '../../clients/ts/src/index.js';
import { simpleStrategy, type Strategy } from './strategies.js';

export interface BotOptions {
  /** The service's base URL, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  /** The bot account's player token (POST /api/v1/players with kind "bot" answers it once). */
  token: string;
  strategy?: Strategy;
  /** Queue for the ladder at start and after each game (with these queue settings). */
  ladder?: { players: 3 | 4; rated: boolean } | null;
  /** Accept every challenge (default true). */
  acceptChallenges?: boolean;
  random?: () => number;
  /** What the bot does (`info`: games started and finished) and what went wrong (`problem`). */
  log?: (line: string, kind: 'info' | 'problem') => void;
  /** The fetch the SDK uses (default: the global one). */
  fetch?: ThousandOptions['fetch'];
  /**
   * Where the player stream resumes: the last message a run before this one handled (kept by
   * `saveLastSeq`). Without it the stream starts after the newest message, and a challenge sent
   * while the bot was down is never heard.
   */
  lastSeq?: number;
  /** Keeps the stream's position after each message handled (main.ts: a file), for `lastSeq`. */
  saveLastSeq?: (lastSeq: number) => void | Promise<void>;
}

export interface BotCounts {
  moves: number;
  games: number;
  finished: number;
  errors: number;
}

/** Refusals that only say the turn moved on (a timeout, another message came first). */
const MOVED_ON = ['not_your_turn', 'wrong_phase', 'game_not_running', 'turn_timed_out'] as const;

/** The longest delay setTimeout takes (2^31 - 1 ms), in whole seconds. */
const MAX_TIMER_SECONDS = 2_147_483;

/** One bot: `run()` until `stop()`. */
export class ReferenceBot {
  readonly counts: BotCounts = { moves: 0, games: 0, finished: 0, errors: 0 };
  /** The games this bot saw finish, in order. */
  readonly finishedGames: string[] = [];
  readonly thousand: Thousand;
  readonly player: Player;
  private readonly strategy: Strategy;
  private readonly random: () => number;
  /** The last message handled: where the stream resumes (the SDK gave up, or after a restart). */
  private lastSeq: number | undefined;
  private stopped = false;
  private abort = new AbortController();
  private readonly games = new Set<string>();
  private requeue: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: BotOptions) {
    this.thousand = new Thousand({ baseUrl: options.baseUrl, fetch: options.fetch, attempts: 5 });
    this.player = this.thousand.player(options.token);
    this.strategy = options.strategy ?? simpleStrategy;
    this.random = options.random ?? Math.random;
    this.lastSeq = options.lastSeq;
  }

  /** Who the token belongs to (GET /players/me): a bot account, or this refuses to run. */
  async connect() {
    const me = await this.player.me();
    if (me.kind !== 'bot') throw new Error('this token is not a bot account');
    return me;
  }

  /**
   * Listens until `stop()`. The stream is open before the bot queues: a new player stream starts
   * after the newest message, so a table the bot's own entry completes would otherwise start (and
   * perhaps wait for its first move) unheard. On the stream's first `ready` it also takes up the
   * games it already holds (after a restart of the program) and then queues.
   */
  async run(): Promise<void> {
    await this.connect();
    let started = false;
    while (!this.stopped) {
      try {
        const stream = this.player.stream({ lastSeq: this.lastSeq, signal: this.abort.signal });
        for await (const message of stream) {
          if (message.kind === 'ready') {
            // A first run resumes from here next time, even if nothing comes before it stops.
            if (this.lastSeq === undefined) await this.keep(message.lastSeq);
            if (started) continue;
            started = true;
            await this.start().catch((error: unknown) => {
              this.counts.errors++;
              this.note(`start: ${(error as Error).message}`);
            });
            continue;
          }
          await this.handle(message).catch((error: unknown) => {
            this.counts.errors++;
            this.note(`${message.kind}: ${(error as Error).message}`);
          });
          // Kept once handled: a bot stopped halfway through a message sees it again.
          await this.keep(message.seq);
        }
      } catch (error) {
        // The SDK reconnects by itself; this is a refusal or its attempts ran out. A position the
        // stream does not have (another service's, or its messages were deleted) starts afresh.
        if (error instanceof ThousandError && error.is('invalid_resume_point')) {
          this.lastSeq = undefined;
        }
        this.note(`stream of ${this.thousand.baseUrl}: ${(error as Error).message}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /**
   * Comes back to the games where the stand-in plays its seat (it was down, or too slow twice),
   * plays whatever turns its games in progress wait for, then joins the ladder.
   */
  private async start(): Promise<void> {
    const { games } = await this.player.games({ status: 'playing', limit: 50 });
    for (const game of games) {
      this.games.add(game.id);
      if (!game.away && game.turn !== game.seat) continue;
      await this.play(game.id, game.seat, game.away).catch((error: unknown) => {
        this.counts.errors++;
        this.note(`game ${game.id}: ${(error as Error).message}`);
      });
    }
    if (this.options.ladder) await this.queue();
  }

  private async keep(lastSeq: number): Promise<void> {
    this.lastSeq = lastSeq;
    try {
      await this.options.saveLastSeq?.(lastSeq);
    } catch (error) {
      this.note(`keeping the stream's position: ${(error as Error).message}`);
    }
  }

  stop(): void {
    this.stopped = true;
    this.abort.abort();
    if (this.requeue) clearTimeout(this.requeue);
  }

  /** One message of the player stream, as `run()` handles it. */
  async handle(m: PlayerStreamMessage): Promise<void> {
    if (m.kind === 'challenge' && m.status === 'open' && this.options.acceptChallenges !== false) {
      await this.player.acceptChallenge(m.challengeId);
    } else if (m.kind === 'game_started') {
      if (!this.games.has(m.gameId)) {
        this.counts.games++;
        this.info(`game ${m.gameId} started: seat ${m.seat} of ${m.players}`);
      }
      this.games.add(m.gameId);
      await this.play(m.gameId, m.seat);
    } else if (m.kind === 'your_turn') {
      await this.play(m.gameId, m.seat, m.away === true);
    } else if (m.kind === 'game_finished') {
      this.counts.finished++;
      this.finishedGames.push(m.gameId);
      this.info(`game ${m.gameId} finished`);
      this.games.delete(m.gameId);
      if (this.options.ladder && !this.stopped) await this.queue();
    } else if (m.kind === 'queue_expired' && this.options.ladder && !this.stopped) {
      await this.queue();
    }
  }

  /**
   * Makes this seat's moves while the view offers one: a message may come after the turn moved
   * on, and a seat can have several moves in a row (the declarer's give, contract and lead). An
   * away seat comes back first (POST /back): the stand-in may have made this move already, and
   * would go on playing the seat's later turns.
   */
  private async play(gameId: string, seatNumber: number, away = false): Promise<void> {
    const seat = this.player.seat(gameId, seatNumber);
    try {
      let view = await (away ? this.comeBack(seat) : seat.view());
      while (!this.stopped && view.status === 'playing' && view.legalActions.length > 0) {
        view = await seat.act(this.strategy(view, this.random));
        this.counts.moves++;
      }
    } catch (error) {
      // The turn timed out or moved on, or the game ended: the next message says what is next.
      if (error instanceof ThousandError && error.is(...MOVED_ON)) return;
      throw error;
    }
  }

  private async comeBack(seat: Seat) {
    const view = await seat.back();
    this.info(`game ${seat.gameId}: back at seat ${seat.seat} from the stand-in`);
    return view;
  }

  private async queue(): Promise<void> {
    const { players, rated } = this.options.ladder!;
    try {
      const entry = await this.player.joinQueue({ players, rated });
      this.info(`queued for a table of ${players}: ${entry.status}`);
    } catch (error) {
      if (error instanceof ThousandError && error.is('already_queued')) return;
      // Refusals that pass with time: paused from the ladder, too young for rated games, at the
      // bound of unfinished games, or busy. Queue again when the service says, its Retry-After
      // (README, "Bots from outside"): before then it refuses again, and each refusal costs a
      // request of the rate limit; a finished game queues at once anyway.
      const later = ['bot_paused', 'player_too_new', 'too_many_bot_games'] as const;
      if (error instanceof ThousandError && (error.is(...later) || error.status === 429)) {
        // Only setTimeout's own bound (about 24.8 days; past it Node fires at once): then the
        // bot asks again and hears the rest of the wait.
        const seconds = Math.min(error.retryAfter ?? 60, MAX_TIMER_SECONDS);
        this.info(`queue: ${error.code}, again in ${seconds} s`);
        if (this.requeue) clearTimeout(this.requeue);
        this.requeue = setTimeout(() => void this.queue(), seconds * 1000);
        return;
      }
      this.note(`queue: ${(error as Error).message}`);
    }
  }

  private info(line: string): void {
    this.options.log?.(line, 'info');
  }

  private note(line: string): void {
    this.options.log?.(line, 'problem');
  }
}
