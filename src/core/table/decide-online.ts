// The decisions of online play that are not moves (docs/online-play.md): a player leaving, coming
// back, a forfeit, a game abandoned. Each takes the record as read and answers the next record and
// its events, or the refusal; the caller writes it (GameCommits) at the version it was decided on.
import type { GameData, SeatRecord, ServiceEvent } from './game-record.js';
import { refused, type Decided, type DecisionContext } from './decide-move.js';
import { nextRecord } from './next-record.js';
import {
  deadlineFor,
  forfeitWinner,
  playedByBot,
  seatToAct,
  waitsForPeople,
  type GameResult,
} from './online-rules.js';
import { ProblemError } from './problem.js';

const ABANDONED: GameResult = { reason: 'abandoned', seat: null };

/** A change without an engine move: the record and seats after it, and what it appends. */
export interface TableChange {
  after: GameData;
  seats: SeatRecord[];
  /** Seats whose online flags changed. */
  seatChanges: SeatRecord[];
  /** A seat freed (a player leaving a waiting game), or null. */
  freedSeat: number | null;
  events: ServiceEvent[];
  /** Whose view the answer is (null: a spectator's). */
  viewer: number | null;
}

type End = Pick<GameData, 'status' | 'winner' | 'result'>;

function change(
  game: GameData,
  parts: Omit<TableChange, 'after' | 'viewer'>,
  context: DecisionContext,
  end: End | null = null,
  viewer: number | null = null,
): TableChange {
  const after = nextRecord(game, { events: parts.events.length, ...(end ?? {}) });
  after.deadline = deadlineFor(after, parts.seats, {
    now: context.now,
    abandonAfterMs: context.abandonAfterMs,
  });
  return { ...parts, after, viewer };
}

const ok = (value: TableChange): Decided<TableChange> => ({ ok: true, value });

/**
 * `seat` leaves: in a waiting game the seat is freed; in a running one a bot plays it to the end,
 * or with the `forfeit` policy the game ends. Null when the seat is out of the game already (its
 * player left, or its forfeit ended the game): a leave sent again, its first answer lost, changes
 * nothing and is answered as the first was (docs/online-play.md, "Leaving").
 */
export function decideLeave(
  game: GameData,
  seats: SeatRecord[],
  seat: number,
  context: DecisionContext,
): Decided<TableChange | null> {
  if (game.status === 'waiting') {
    const rest = seats.filter((s) => s.seat !== seat);
    const events: ServiceEvent[] = [{ type: 'player_left', seat, running: false }];
    const parts = { seats: rest, seatChanges: [], freedSeat: seat, events };
    if (!onlyComputersLeft(rest)) return ok(change(game, parts, context));
    // A table needs a person (seating-rules.ts), and nobody was coming back to this one: it stayed
    // listed as waiting, a computer player its only occupant, until WAITING_GAME_TTL.
    events.push({ type: 'game_closed', reason: 'not_filled' });
    const end: End = { status: 'closed', winner: null, result: null };
    return ok(change(game, parts, context, end));
  }
  const line = seats.find((s) => s.seat === seat);
  if (line?.left || forfeitedBy(game, seat)) return { ok: true, value: null };
  if (game.status !== 'playing' || !line) {
    return refused(new ProblemError(409, 'game_not_running', 'Conflict', 'The game is over.'));
  }
  const left: ServiceEvent = { type: 'player_left', seat, running: true };
  const gone = { ...line, away: true, left: true };
  const after = seats.map((s) => (s.seat === seat ? gone : s));
  // Left for good under `forfeit` too: the seat says so, and its token reads as a spectator's
  // (an outside trial found `left: false` and the token still reading its seat's view).
  if (game.timeControl?.onTimeout === 'forfeit') {
    return ok(decideForfeit(game, after, seat, [left], context, [gone]));
  }
  const parts = { seats: after, seatChanges: [gone], freedSeat: null, events: [left] };
  return ok(change(game, parts, context));
}

/** Seats remain, and computer players hold them all (no person or bot account is left). */
const onlyComputersLeft = (rest: SeatRecord[]) =>
  rest.length > 0 && rest.every((s) => s.botLevel !== null);

/** Whether the game ended by `seat`'s forfeit (its leave, or its timeouts, under `forfeit`). */
function forfeitedBy(game: GameData, seat: number): boolean {
  return (
    game.status === 'finished' && game.result?.reason === 'forfeit' && game.result.seat === seat
  );
}

/**
 * `seat`'s player is back: no bot plays for it any more. Null when there is nothing to change (the
 * seat is not away); refused once the player left or outside play.
 */
export function decideBack(
  game: GameData,
  seats: SeatRecord[],
  seat: number,
  context: DecisionContext,
): Decided<TableChange | null> {
  const line = seats.find((s) => s.seat === seat);
  if (game.status !== 'playing') {
    const detail = 'The game is not running.';
    return refused(new ProblemError(409, 'game_not_running', 'Conflict', detail));
  }
  if (line?.left)
    return refused(new ProblemError(409, 'seat_left', 'Conflict', 'You left this game.'));
  if (!line?.away) return { ok: true, value: null };
  const back = { ...line, away: false, timeouts: 0 };
  const after = seats.map((s) => (s.seat === seat ? back : s));
  const events: ServiceEvent[] = [{ type: 'seat_back', seat }];
  const parts = { seats: after, seatChanges: [back], freedSeat: null, events };
  return { ok: true, value: change(game, parts, context, null, seat) };
}

/**
 * The game ends by `seat`'s forfeit, after `first` (its leaving, or its timeout): the highest
 * total among the others wins. `seatChanges`: the seats' flags it changes (a leaving's).
 */
export function decideForfeit(
  game: GameData,
  seats: SeatRecord[],
  seat: number,
  first: ServiceEvent[],
  context: DecisionContext,
  seatChanges: SeatRecord[] = [],
): TableChange {
  const totals = game.state!.totals;
  const winner = forfeitWinner(totals, seat);
  const events: ServiceEvent[] = [
    ...first,
    { type: 'game_forfeited', seat, winner, totals: [...totals] },
  ];
  const end: End = { status: 'finished', winner, result: { reason: 'forfeit', seat } };
  return change(game, { seats, seatChanges, freedSeat: null, events }, context, end);
}

/**
 * The game ends as abandoned: every person stayed away past ABANDONED_GAME_TTL (or left) while it
 * waited for them. Null when it no longer waits for them.
 */
export function decideAbandon(
  game: GameData,
  seats: SeatRecord[],
  context: DecisionContext,
): TableChange | null {
  if (!waitsForPeople(game, seats)) return null;
  const events: ServiceEvent[] = [{ type: 'game_abandoned', totals: [...game.state!.totals] }];
  const end: End = { status: 'finished', winner: null, result: ABANDONED };
  return change(game, { seats, seatChanges: [], freedSeat: null, events }, context, end);
}

/**
 * The turn of the person to act starts over, a full `moveSeconds` from `context.now`: the
 * service could not reach its database while the turn's clock ran, so the player could not have
 * moved (docs/online-play.md, "When the database was out of reach"). Null unless a person on a
 * clock is to act.
 */
export function decideClockRestart(
  game: GameData,
  seats: SeatRecord[],
  context: DecisionContext,
): TableChange | null {
  const seat = seatToAct(game);
  if (seat === null || !game.timeControl) return null;
  if (waitsForPeople(game, seats) || playedByBot(seats, seat)) return null;
  const events: ServiceEvent[] = [{ type: 'turn_clock_restarted', seat }];
  return change(game, { seats, seatChanges: [], freedSeat: null, events }, context);
}
