import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { apply, validateRules, type Action, type GameState } from '../engine/index.js';
import { ProblemError } from '../common/problem.js';
import {
  IdempotencyService,
  type IdempotencyRequest,
  type StoredAnswer,
} from '../idempotency/idempotency.service.js';
import { GameCache } from './game-cache.js';
import { GameCommits } from './game-commits.js';
import { GameSnapshots, type GameSnapshot } from './game-snapshot.js';
import { GameFactory } from './game-factory.js';
import { gameView } from './game-view.js';
import {
  GamesRepository,
  type GameData,
  type GameRecord,
  type GameStatus,
  type SeatRecord,
  type ServiceEvent,
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

/** A status and body to answer; the ETag is the version in the body. */
export type Answer = StoredAnswer;

const notFound = (gameId: string) =>
  new ProblemError(404, 'game_not_found', 'Not Found', `There is no game ${gameId}.`);

const MOVE_ATTEMPTS = 8;

const versionMismatch = (current: number, asked: number) =>
  new ProblemError(
    412,
    'version_mismatch',
    'Precondition Failed',
    `The game is at version ${current}, not ${asked}.`,
    {
      currentVersion: current,
    },
  );

/**
 * The stored state keeps only the live game: finished deals' score rows and proofs are in the event
 * log (`deal_scored`, `deal_revealed`), so a move's read and write stay small however long the game.
 */
function withoutHistory(state: GameState): GameState {
  return state.table.length || state.proofs.length ? { ...state, table: [], proofs: [] } : state;
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002'
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class GamesService {
  constructor(
    private readonly games: GamesRepository,
    private readonly factory: GameFactory,
    private readonly idempotency: IdempotencyService,
    private readonly commits: GameCommits,
    private readonly snapshots: GameSnapshots,
    private readonly cache: GameCache,
  ) {}

  async createGame(
    input: { name?: string; players?: 3 | 4; rules?: Record<string, unknown> },
    idem: IdempotencyRequest | null,
  ): Promise<Answer> {
    if (idem) {
      const earlier = await this.idempotency.find(idem);
      if (earlier) return earlier;
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
    const answer = { status: 201, body: gameView(game, [], null) };
    try {
      await this.games.create(game, async (tx) => {
        if (idem) await this.idempotency.store(idem, answer, tx);
      });
    } catch (error) {
      // The same key raced in concurrently and won: answer what it answered.
      const earlier = idem && isUniqueViolation(error) ? await this.idempotency.find(idem) : null;
      if (!earlier) throw error;
      return earlier;
    }
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

  /** The game, its seats and the caller's seat in one read; 404 unknown game, 401 foreign token. */
  private async snapshot(
    gameId: string,
    caller: Caller,
  ): Promise<GameSnapshot & { seat: number | null }> {
    const tokenHash = caller.token === null ? null : hashToken(caller.token);
    const snap = UUID.test(gameId) ? await this.snapshots.read(gameId, tokenHash) : null;
    if (!snap) throw notFound(gameId);
    if (caller.token !== null && snap.callerSeat === null) {
      throw new ProblemError(
        401,
        'invalid_token',
        'Unauthorized',
        'The bearer token is not a seat of this game.',
      );
    }
    this.cache.put(snap.game, snap.seats, tokenHash, snap.callerSeat);
    return {
      game: snap.game,
      seats: snap.seats,
      callerSeat: snap.callerSeat,
      seat: snap.callerSeat,
    };
  }

  /** The cached snapshot when this instance knows the game and the token, else a fresh read. */
  private async snapshotForMove(gameId: string, caller: Caller, fresh: boolean) {
    const cached = fresh
      ? null
      : this.cache.get(gameId, caller.token === null ? null : hashToken(caller.token));
    return cached
      ? { game: cached.game, seats: cached.seats, callerSeat: cached.seat, seat: cached.seat }
      : this.snapshot(gameId, caller);
  }

  /** The current game, its seats and the caller's seat (404 unknown game, 401 foreign token). */
  read(gameId: string, caller: Caller) {
    return this.currentSnapshot(gameId, caller);
  }

  async getGame(gameId: string, caller: Caller) {
    const { game, seats, seat } = await this.currentSnapshot(gameId, caller);
    return {
      view: gameView(game, seats, seat),
      version: game.version,
      eventSeq: game.eventSeq,
      seat,
      game,
    };
  }

  /**
   * A current snapshot for reading: the cached copy when a version probe shows it is current
   * (the probe is far cheaper than reading the state), else a full read.
   */
  private async currentSnapshot(gameId: string, caller: Caller) {
    const cached = UUID.test(gameId)
      ? this.cache.get(gameId, caller.token === null ? null : hashToken(caller.token))
      : null;
    if (cached && (await this.snapshots.version(gameId)) === cached.game.version) return cached;
    return this.snapshot(gameId, caller);
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
    let seatsAfter: SeatRecord[] | null = null;
    const answer = await this.games.withLockedGame(gameId, async (tx, game) => {
      if (!game) throw notFound(gameId);
      const earlier = idem && (await this.idempotency.find(idem, tx));
      if (earlier) return earlier;
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
      const version = await this.games.commit(tx, game, { status, state, events });
      const after = { ...game, status, state, version, eventSeq: game.eventSeq + events.length };
      const allSeats = [...seats, { seat, name, botLevel }].sort((a, b) => a.seat - b.seat);
      seatsAfter = allSeats;
      const stored = {
        status: 201,
        body: answerWith({ seat, token, game: after, seats: allSeats }),
      };
      if (idem) await this.idempotency.store(idem, stored, tx);
      return stored;
    });
    if (seatsAfter) this.commits.emit(gameId, seatsAfter);
    return answer;
  }

  /** Applies one move for the caller's seat: all or nothing, serialised by the game's version. */
  async move(
    gameId: string,
    caller: Caller,
    action: Action,
    options: MoveOptions,
  ): Promise<Answer> {
    if (caller.token === null) {
      throw new ProblemError(
        401,
        'missing_token',
        'Unauthorized',
        'This move needs the seat token: send Authorization: Bearer <token>.',
      );
    }
    return this.retrying(gameId, async (fresh) => {
      const snap = await this.snapshotForMove(gameId, caller, fresh);
      return this.tryMove(snap, snap.seat!, action, options);
    });
  }

  /** A move for a seat already authenticated (the bot runner). */
  async moveAsSeat(
    gameId: string,
    seat: number,
    action: Action,
    options: MoveOptions,
  ): Promise<Answer> {
    return this.retrying(gameId, async () =>
      this.tryMove(await this.snapshot(gameId, { token: null }), seat, action, options),
    );
  }

  /**
   * The first attempt may decide on the cached game; a refusal or a lost race is decided again on
   * a fresh read, a few times, then the move gives up with 409.
   */
  private async retrying(
    gameId: string,
    attempt: (fresh: boolean) => Promise<Answer | 'lost_race'>,
  ) {
    for (let i = 0; i < MOVE_ATTEMPTS; i++) {
      let answer: Answer | 'lost_race';
      try {
        answer = await attempt(i > 0);
      } catch (error) {
        if (i > 0 || !(error instanceof ProblemError)) throw error;
        this.cache.forget(gameId);
        continue;
      }
      if (answer !== 'lost_race') return answer;
      this.cache.forget(gameId);
    }
    throw new ProblemError(
      409,
      'concurrent_update',
      'Conflict',
      'The game changed too often while this move was decided; read it again and retry.',
    );
  }

  private async tryMove(snap: GameSnapshot, seat: number, action: Action, options: MoveOptions) {
    const { game, seats } = snap;
    const earlier = options.idempotency && (await this.idempotency.find(options.idempotency));
    if (earlier) return earlier;
    if (options.ifMatch !== null && options.ifMatch !== game.version)
      throw versionMismatch(game.version, options.ifMatch);
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
    const state = withoutHistory(result.state);
    const version = game.version + 1;
    // Field by field rather than by spread, which promoted its result (see gameView).
    const after: GameData = {
      id: game.id,
      name: game.name,
      status,
      players: game.players,
      rules: game.rules,
      version,
      eventSeq: game.eventSeq + result.events.length,
      state,
      winner,
      createdAt: game.createdAt,
    };
    const answer = { status: 200, body: gameView(after, seats, seat) };
    const written = await this.snapshots.write({
      gameId: game.id,
      expectedVersion: game.version,
      firstSeq: game.eventSeq + 1,
      status,
      state,
      winner,
      seat,
      action,
      events: result.events,
      idempotency: options.idempotency
        ? this.idempotency.record(options.idempotency, answer)
        : null,
    });
    if (!written) {
      if (options.ifMatch !== null) throw versionMismatch(game.version + 1, options.ifMatch);
      return 'lost_race' as const;
    }
    this.cache.put(after, seats, null, null);
    this.commits.emit(game.id, seats);
    return answer;
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
