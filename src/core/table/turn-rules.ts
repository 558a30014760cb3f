// What a move does to its seat besides the engine's change (docs/online-play.md): a person's move
// brings the seat back, a timeout counts against it, and a late move that a timeout overtook is
// refused. Pure: the play service applies these.
import { ProblemError } from './problem.js';
import type { GameData, SeatRecord, ServiceEvent } from './game-record.js';
import { TIMEOUTS_TO_AWAY } from './online-rules.js';

/** Who makes a move: the seat's player, a bot (its own seat or an away one), or the turn clock. */
export type Mover = 'person' | 'bot' | 'timeout';

/**
 * The online flags a move changes: a person's move brings the seat back and clears its timeouts;
 * a timeout move counts one, and the second in a row makes the seat away.
 */
export function onlineChanges(seats: SeatRecord[], seat: number, mover: Mover) {
  const line = seats.find((s) => s.seat === seat);
  const none = { seats, changed: [] as SeatRecord[], events: [] as ServiceEvent[] };
  if (!line || mover === 'bot') return none;
  const events: ServiceEvent[] = [];
  let next: SeatRecord;
  if (mover === 'person') {
    if (!line.away && line.timeouts === 0) return none;
    next = { ...line, away: false, timeouts: 0 };
    if (line.away) events.push({ type: 'seat_back', seat });
  } else {
    const timeouts = line.timeouts + 1;
    const away = line.away || timeouts >= TIMEOUTS_TO_AWAY;
    next = { ...line, timeouts, away };
    if (away && !line.away) events.push({ type: 'seat_away', seat });
  }
  return { seats: seats.map((s) => (s.seat === seat ? next : s)), changed: [next], events };
}

/**
 * A person's move decided on version `decidedOn` that a timeout move of the same seat overtook
 * (the late move lost the race): refused rather than decided again on a turn that is gone.
 */
export function lostToTimeout(game: GameData, seat: number, decidedOn: number): void {
  const problem = overtaken(game, seat, decidedOn);
  if (problem) throw problem;
}

/** The refusal of lostToTimeout, or null when no timeout overtook the move. */
export function overtaken(game: GameData, seat: number, decidedOn: number): ProblemError | null {
  const last = game.lastTimeout;
  if (!last || last.seat !== seat || last.version <= decidedOn) return null;
  return new ProblemError(
    409,
    'turn_timed_out',
    'Conflict',
    'Your time for this turn ran out and a bot moved for you; read the game again.',
  );
}
