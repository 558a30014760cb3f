// The writes the game store takes: a move, a seat taken, and what a seat change answers.
import type { Action, GameState } from '../../../core/engine/index.js';
import {
  rememberValues,
  type IdempotencyRow,
} from '../../../platform/idempotency/idempotency-statements.js';
import type { StatementRunner } from '../../../platform/database/database-pool.js';
import type { GameStatus } from '../../../core/table/game-status.js';
import type { LastTimeout } from '../../../core/table/online-rules.js';
import type {
  GameData,
  LobbySeat,
  NewGame,
  SeatRecord,
  ServiceEvent,
} from '../../../core/table/game-record.js';

/** An accepted move, written only if the game is still at `game.version`. */
export interface MoveWrite {
  /** The game as the move was decided on, and as it is after. */
  before: GameData;
  after: GameData;
  seats: SeatRecord[];
  seat: number;
  action: Action;
  events: ServiceEvent[];
  /** Seats whose online flags the move changed (a player back, a timeout counted). */
  seatChanges: SeatRecord[];
  /** Set when this is a timeout move. */
  timeout: LastTimeout | null;
  /** A person's move: the hash of the token it came with, which must still hold the seat. */
  moverToken: string | null;
}

/** What a seat taken under the game's lock changes. */
export interface SeatChange {
  seat: LobbySeat;
  status: GameStatus;
  state: GameState | null;
  events: ServiceEvent[];
  /** The first turn's deadline when the seat starts a timed game. */
  deadline: Date | null;
}

/**
 * A seat change decided under the lock: what to write, what the decision gives back, and the
 * request's answer to remember with it (null: none).
 */
export interface SeatDecision<T> {
  change: SeatChange;
  result: T;
  remember: IdempotencyRow | null;
}

/**
 * What a seat change owes besides the game and its events (its players' messages), written in
 * its transaction: given the game before the change, the change, and the seats after it.
 */
export type SeatOwed = (
  run: StatementRunner,
  game: NewGame,
  change: SeatChange,
  seats: SeatRecord[],
) => Promise<void>;

/** The values of CREATE_GAME (game-statements.ts) for a new game or a rematch. */
export function createValues(
  game: NewGame,
  creator: string | null,
  remember: IdempotencyRow | null,
) {
  return {
    gameId: game.id,
    name: game.name,
    players: game.players,
    rules: JSON.stringify(game.rules),
    seed: game.seed,
    createdAt: game.createdAt.toISOString(),
    serverCommitment: game.serverCommitment,
    creator,
    ...rememberValues(remember),
    timeControl: game.timeControl === null ? null : JSON.stringify(game.timeControl),
    visibility: game.visibility,
    firstDealer: game.firstDealer,
    botPaceMs: game.botPaceMs,
    rated: game.rated,
    creatorPlayerId: game.creatorPlayerId,
    botsAllowed: game.botsAllowed,
  };
}
