// The decision of one move (docs/architecture.md, "The path of one move"): from the stored record,
// its seats and the request to the next record, its events and what else it changes, or the
// refusal. Pure: the engine's apply is passed in (tests replace the service's factory), the time
// and the configuration too; the caller writes it (GameCommits) at the version it was decided on.
import type { Action, ApplyResult, GameState } from '../engine/index.js';
import type { GameData, SeatRecord, ServiceEvent } from './game-record.js';
import { versionMismatch } from './game-problems.js';
import { nextRecord } from './next-record.js';
import { deadlineFor, pauseAfter, seatToAct, type LastTimeout } from './online-rules.js';
import { ProblemError } from './problem.js';
import { refusalStatus } from './refusal-status.js';
import { onlineChanges, overtaken, type Mover } from './turn-rules.js';

/** The engine's move, as the service's factory applies it. */
export type ApplyMove = (state: GameState, seat: number, action: Action) => ApplyResult;

/** A decision: what to write, or the problem that refuses the request (nothing is written). */
export type Decided<T> = { ok: true; value: T } | { ok: false; refusal: ProblemError };

export const refused = (refusal: ProblemError): { ok: false; refusal: ProblemError } => ({
  ok: false,
  refusal,
});

/** What the service acts on besides the request: the time, and how long an abandoned game waits. */
export interface DecisionContext {
  now: Date;
  /** ABANDONED_GAME_TTL, in ms. */
  abandonAfterMs: number;
}

export interface MoveRequest {
  seat: number;
  action: Action;
  /** The version the move was decided on (If-Match, or the version a bot or the clock read). */
  ifMatch: number | null;
  mover: Mover;
}

/** An accepted move: the record after it, the seats after it, and what it appends. */
export interface MoveDecision {
  after: GameData;
  seats: SeatRecord[];
  events: ServiceEvent[];
  /** Seats whose online flags the move changed (a player back, a timeout counted). */
  seatChanges: SeatRecord[];
  /** Set when this is a timeout move. */
  timeout: LastTimeout | null;
}

/**
 * The stored state keeps only the live game: finished deals' score rows and proofs are in the event
 * log (`deal_scored`, `deal_revealed`), so a move's read and write stay small however long the game.
 */
function withoutHistory(state: GameState): GameState {
  return state.table.length || state.proofs.length ? { ...state, table: [], proofs: [] } : state;
}

/** The engine's result of a move this seat may make now, or the problem that refuses it. */
function applyOrRefuse(
  game: GameData,
  seats: readonly SeatRecord[],
  request: MoveRequest,
  apply: ApplyMove,
): Decided<Extract<ApplyResult, { ok: true }>> {
  const { seat, ifMatch, mover } = request;
  if (ifMatch !== null && ifMatch !== game.version) {
    return refused(versionMismatch(game.version, ifMatch));
  }
  if (game.status !== 'playing' || !game.state) {
    const detail =
      game.status === 'waiting'
        ? 'The game has not started: seats are still free.'
        : 'The game is over.';
    return refused(new ProblemError(409, 'game_not_running', 'Conflict', detail));
  }
  if (mover === 'person' && seats.find((s) => s.seat === seat)?.left) {
    const detail = 'You left this game: a bot plays your seat to the end.';
    return refused(new ProblemError(409, 'seat_left', 'Conflict', detail));
  }
  const result = apply(game.state, seat, request.action);
  if (result.ok) return { ok: true, value: result };
  // Refused right after a timeout of this seat: the move was meant for the turn that is gone.
  const late = mover === 'person' ? overtaken(game, seat, game.version - 1) : null;
  if (late) return refused(late);
  const status = refusalStatus(result.error.code);
  const title = status === 409 ? 'Conflict' : 'Unprocessable Content';
  return refused(new ProblemError(status, result.error.code, title, result.error.message));
}

/** Decides a move of `request.seat` on the game as read; a refusal changes nothing. */
export function decideMove(
  game: GameData,
  seats: SeatRecord[],
  request: MoveRequest,
  apply: ApplyMove,
  context: DecisionContext,
): Decided<MoveDecision> {
  const applied = applyOrRefuse(game, seats, request, apply);
  if (!applied.ok) return applied;
  const result = applied.value;
  const { seat, mover } = request;
  const online = onlineChanges(seats, seat, mover);
  const events: ServiceEvent[] =
    mover === 'timeout'
      ? [{ type: 'turn_timed_out', seat, onTimeout: 'bot' }, ...result.events, ...online.events]
      : [...online.events, ...result.events];
  const finished = result.state.status === 'finished';
  const after = nextRecord(game, {
    events: events.length,
    status: finished ? 'finished' : 'playing',
    state: withoutHistory(result.state),
    winner: finished ? (result.state.winner ?? null) : null,
    result: finished ? { reason: 'points', seat: null } : null,
    lastTimeout: mover === 'timeout' ? { version: game.version + 1, seat } : game.lastTimeout,
  });
  // A cut out of turn does not end the turn: its deadline keeps running, unless the cut brought
  // its seat back (a waiting game's end is then no longer due).
  const keep = seatToAct(game) === seat || online.changed.length ? null : game.deadline;
  after.deadline = deadlineFor(after, online.seats, {
    now: context.now,
    keep,
    pause: pauseAfter(result.events),
    abandonAfterMs: context.abandonAfterMs,
  });
  return {
    ok: true,
    value: {
      after,
      seats: online.seats,
      events,
      seatChanges: online.changed,
      timeout: mover === 'timeout' ? after.lastTimeout : null,
    },
  };
}
