import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  apply,
  dealProof,
  redactEvent,
  scoreTable,
  validateRules,
  type Action,
  type GameEvent,
  type GameState,
} from '../engine/index.js';
import { ProblemError } from '../common/problem.js';
import {
  IdempotencyService,
  type IdempotencyRequest,
  type StoredAnswer,
} from '../idempotency/idempotency.service.js';
import { GameCommits } from './game-commits.js';
import { GameFactory } from './game-factory.js';
import { gameView } from './game-view.js';
import {
  GamesRepository,
  type GameRecord,
  type GameStatus,
  type SeatRecord,
  type ServiceEvent,
  type Tx,
} from './games.repository.js';
import { refusalStatus } from './refusal-status.js';
import { hashToken, newSeatToken } from './seat-token.js';

/** Who is calling: a seat of some game (by token), or nobody. */
export interface Caller {
  token: string | null;
}

export interface MoveOptions {
  ifMatch: number | null;
  idempotency: IdempotencyRequest | null;
}

export interface Answer extends StoredAnswer {
  version: number;
}

const SERVICE_EVENTS = new Set(['player_joined']);

const notFound = (gameId: string) =>
  new ProblemError(404, 'game_not_found', 'Not Found', `There is no game ${gameId}.`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class GamesService {
  constructor(
    private readonly games: GamesRepository,
    private readonly factory: GameFactory,
    private readonly idempotency: IdempotencyService,
    private readonly commits: GameCommits,
  ) {}

  async createGame(
    input: { name?: string; players?: 3 | 4; rules?: Record<string, unknown> },
    idem: IdempotencyRequest | null,
  ): Promise<Answer> {
    if (idem) {
      const earlier = await this.idempotency.find(idem);
      if (earlier) return { ...earlier, version: 0 };
    }
    const requested = { ...(input.rules ?? {}) };
    if (input.players !== undefined) {
      if (requested.players !== undefined && requested.players !== input.players) {
        throw new ProblemError(
          400,
          'validation_failed',
          'Bad Request',
          'rules.players: must equal players when both are given',
          {
            errors: [{ field: 'rules.players', message: 'must equal players when both are given' }],
          },
        );
      }
      requested.players = input.players;
    }
    const checked = validateRules(requested);
    if (!checked.ok) {
      const field = `rules.${checked.field}`;
      throw new ProblemError(
        400,
        'validation_failed',
        'Bad Request',
        `${field}: ${checked.message}`,
        {
          errors: [{ field, message: checked.message }],
        },
      );
    }
    const game: GameRecord = {
      id: randomUUID(),
      name: input.name ?? null,
      status: 'waiting',
      players: checked.rules.players,
      rules: checked.rules as unknown as Record<string, unknown>,
      seed: this.factory.newSeed(),
      version: 0,
      eventSeq: 0,
      state: null,
      winner: null,
      createdAt: new Date(),
    };
    await this.games.create(game);
    const answer = { status: 201, body: gameView(game, [], null), version: 0 };
    if (idem) await this.idempotency.store(idem, answer);
    return answer;
  }

  async listGames(status: GameStatus | undefined, limit: number, cursor: string | undefined) {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await this.games.page(status, limit + 1, after);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      games: page.map((g) => ({
        id: g.id,
        name: g.name,
        status: g.status as GameStatus,
        players: g.players,
        seatsTaken: g._count.seats,
        version: g.version,
        winner: g.winner,
        createdAt: g.createdAt.toISOString(),
      })),
      nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
    };
  }

  /** The caller's seat in this game; 401 for a token that is not a seat of this game. */
  async seatOf(gameId: string, caller: Caller): Promise<number | null> {
    if (caller.token === null) return null;
    const seat = await this.games.seatByToken(hashToken(caller.token));
    if (!seat || seat.gameId !== gameId) {
      // An unknown game is the more useful answer than a token that does not fit it.
      if (!UUID.test(gameId) || !(await this.games.find(gameId))) throw notFound(gameId);
      throw new ProblemError(
        401,
        'invalid_token',
        'Unauthorized',
        'The bearer token is not a seat of this game.',
      );
    }
    return seat.seat;
  }

  private async requireSeat(gameId: string, caller: Caller): Promise<number> {
    if (caller.token === null) {
      throw new ProblemError(
        401,
        'missing_token',
        'Unauthorized',
        'This move needs the seat token: send Authorization: Bearer <token>.',
      );
    }
    return (await this.seatOf(gameId, caller)) as number;
  }

  private async load(gameId: string): Promise<GameRecord> {
    const game = UUID.test(gameId) ? await this.games.find(gameId) : null;
    if (!game) throw notFound(gameId);
    return game;
  }

  async getGame(gameId: string, caller: Caller) {
    const game = await this.load(gameId);
    const seat = await this.seatOf(gameId, caller);
    const seats = await this.games.seats(gameId);
    return {
      view: gameView(game, seats, seat),
      version: game.version,
      eventSeq: game.eventSeq,
      seat,
    };
  }

  /** Takes the first free seat for a person; the answer carries the seat's token. */
  async joinGame(gameId: string, name: string, idem: IdempotencyRequest | null): Promise<Answer> {
    return this.takeSeat(gameId, { name, botLevel: null, wantedSeat: null }, idem, (taken) => ({
      seat: taken.seat,
      token: taken.token,
      game: gameView(taken.game, taken.seats, taken.seat),
    }));
  }

  /** Seats a computer player; nobody receives its token (bots act through the bot runner). */
  async addBot(
    gameId: string,
    level: string,
    wantedSeat: number | null,
    idem: IdempotencyRequest | null,
  ) {
    const name = `Bot (${level})`;
    return this.takeSeat(gameId, { name, botLevel: level, wantedSeat }, idem, (taken) => ({
      seat: taken.seat,
      level,
      game: gameView(taken.game, taken.seats, null),
    }));
  }

  private async takeSeat(
    gameId: string,
    who: { name: string; botLevel: string | null; wantedSeat: number | null },
    idem: IdempotencyRequest | null,
    answerWith: (taken: {
      seat: number;
      token: string;
      game: GameRecord;
      seats: SeatRecord[];
    }) => unknown,
  ): Promise<Answer> {
    if (!UUID.test(gameId)) throw notFound(gameId);
    const answer = await this.games.withLockedGame(gameId, async (tx, game) => {
      if (!game) throw notFound(gameId);
      const earlier = idem && (await this.idempotency.find(idem, tx));
      if (earlier) return { ...earlier, version: game.version };
      if (game.status !== 'waiting') {
        throw new ProblemError(409, 'game_full', 'Conflict', 'Every seat of this game is taken.');
      }
      const seats = await this.games.seats(gameId, tx);
      const free = Array.from({ length: game.players }, (_, s) => s).filter(
        (s) => !seats.some((t) => t.seat === s),
      );
      const seat = who.wantedSeat ?? free[0];
      if (seat >= game.players) {
        throw new ProblemError(
          422,
          'no_such_seat',
          'Unprocessable Content',
          `This game has seats 0 to ${game.players - 1}.`,
        );
      }
      if (!free.includes(seat)) {
        throw new ProblemError(409, 'seat_taken', 'Conflict', `Seat ${seat} is taken.`);
      }
      const token = newSeatToken();
      const { name, botLevel } = who;
      await this.games.addSeat(tx, gameId, { seat, name, botLevel, tokenHash: hashToken(token) });
      const events: ServiceEvent[] = [{ type: 'player_joined', seat, name, bot: botLevel }];
      let state: GameState | null = null;
      let status: GameStatus = 'waiting';
      if (free.length === 1) {
        const started = this.factory.start(game.rules as never, game.seed);
        state = started.state;
        status = 'playing';
        events.push(...started.events);
      }
      const version = await this.games.commit(tx, game, {
        status,
        state,
        winner: null,
        action: null,
        events,
      });
      const after = { ...game, status, state, version, eventSeq: game.eventSeq + events.length };
      const allSeats = [...seats, { seat, name, botLevel }].sort((a, b) => a.seat - b.seat);
      const stored = {
        status: 201,
        body: answerWith({ seat, token, game: after, seats: allSeats }),
      };
      if (idem) await this.idempotency.store(idem, stored, tx);
      return { ...stored, version };
    });
    this.commits.emit(gameId);
    return answer;
  }

  /** Applies one move for the caller's seat: all or nothing, under the game's row lock. */
  async move(
    gameId: string,
    caller: Caller,
    action: Action,
    options: MoveOptions,
  ): Promise<Answer> {
    if (!UUID.test(gameId)) throw notFound(gameId);
    const seat = await this.requireSeat(gameId, caller);
    return this.moveAsSeat(gameId, seat, action, options);
  }

  /** A move for a seat already authenticated (a person's token, or the bot runner). */
  async moveAsSeat(
    gameId: string,
    seat: number,
    action: Action,
    options: MoveOptions,
  ): Promise<Answer> {
    const answer = await this.games.withLockedGame(gameId, (tx, game) => {
      if (!game) throw notFound(gameId);
      return this.applyLocked(tx, game, seat, action, options);
    });
    this.commits.emit(gameId);
    return answer;
  }

  private async applyLocked(
    tx: Tx,
    game: GameRecord,
    seat: number,
    action: Action,
    options: MoveOptions,
  ): Promise<Answer> {
    const earlier = options.idempotency && (await this.idempotency.find(options.idempotency, tx));
    if (earlier) return { ...earlier, version: game.version };
    if (options.ifMatch !== null && options.ifMatch !== game.version) {
      throw new ProblemError(
        412,
        'version_mismatch',
        'Precondition Failed',
        `The game is at version ${game.version}, not ${options.ifMatch}.`,
        { currentVersion: game.version },
      );
    }
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
    const result = apply(game.state, seat, action);
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
    const status: GameStatus = finished ? 'finished' : 'playing';
    const winner = finished ? (result.state.winner ?? null) : null;
    const version = await this.games.commit(tx, game, {
      status,
      state: result.state,
      winner,
      action: { seat, action },
      events: result.events,
    });
    const seats = await this.games.seats(game.id, tx);
    const after = { ...game, status, state: result.state, winner, version };
    const answer = { status: 200, body: gameView(after, seats, seat) };
    if (options.idempotency) await this.idempotency.store(options.idempotency, answer, tx);
    return { ...answer, version };
  }

  async scoreTable(gameId: string) {
    const game = await this.load(gameId);
    if (!game.state) return { rows: [], totals: Array(game.players).fill(0), winner: null };
    return scoreTable(game.state);
  }

  async events(gameId: string, caller: Caller, after: number, limit: number) {
    const game = await this.load(gameId);
    const seat = await this.seatOf(gameId, caller);
    const page = await this.visibleEvents(gameId, seat, after, limit);
    return { events: page.events, lastSeq: game.eventSeq };
  }

  /**
   * Events after `after`, redacted for `seat` (null: spectator); the caller is already known.
   * `upTo` is the last sequence number read, visible or not, to continue from.
   */
  async visibleEvents(gameId: string, seat: number | null, after: number, limit: number) {
    const stored = await this.games.events(gameId, after, limit);
    const events = stored.flatMap((e) => {
      const data = SERVICE_EVENTS.has(e.type)
        ? e.payload
        : redactEvent(e.payload as GameEvent, seat);
      return data === null ? [] : [{ seq: e.seq, version: e.version, type: e.type, data }];
    });
    return { events, upTo: stored.length ? stored[stored.length - 1].seq : after };
  }

  async proof(gameId: string, deal: number) {
    const game = await this.load(gameId);
    const proof = game.state ? dealProof(game.state, deal) : null;
    if (!proof) {
      throw new ProblemError(
        404,
        'proof_not_available',
        'Not Found',
        `Deal ${deal} has not been played to its end in this game.`,
      );
    }
    return proof;
  }
}

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso);
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new ProblemError(
      400,
      'invalid_cursor',
      'Bad Request',
      'cursor: not a cursor this service gave out.',
    );
  }
  return { createdAt, id };
}
