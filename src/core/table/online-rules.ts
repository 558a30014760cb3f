// The vocabulary and the pure decisions of online play (docs/online-play.md): turn clocks, away
// seats and forfeits. Service state, not rules: the engine never sees any of it.
import { currentTurn, type GameState } from '../engine/index.js';

export const TIMEOUT_POLICIES = ['bot', 'forfeit'] as const;
export type TimeoutPolicy = (typeof TIMEOUT_POLICIES)[number];
export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const MOVE_SECONDS = { min: 5, max: 86_400 } as const;
export const RESULT_REASONS = ['points', 'forfeit', 'abandoned'] as const;
/**
 * How long a bot waits before its move (`botPaceMs` of a game): bounded, so that a table cannot be
 * made to hold a turn for long; 0 for scripts and benchmarks (no wait at all).
 */
export const BOT_PACE_MS = { min: 0, max: 10_000, default: 800 } as const;
/** What the change that gave a bot the turn ended: it waits longer after a trick or a deal. */
export type Pause = 'move' | 'trick' | 'deal';
const PAUSE_FACTOR: Record<Pause, number> = { move: 1, trick: 2, deal: 3 };
/**
 * The deadline of a bot's move at pace 0: the instance that committed the change plays it at once,
 * and holds it this long, as a claim; should that instance stop first, any instance's turn clock
 * finds the move due then and makes it (docs/architecture.md, "One commit, told once"). As long as
 * the claims of the bot runner and the turn clock, so a table whose instance died moves within 3 s.
 */
export const UNPACED_BOT_HOLD_MS = 1_500;

/**
 * The level of the stand-in that plays a timed-out turn and an away seat: cautious, it never
 * raises the auction for someone who is not there (src/core/bots/cautious.ts).
 */
export const STAND_IN_LEVEL = 'cautious';
/** Timeouts in a row that make a seat away. */
export const TIMEOUTS_TO_AWAY = 2;

export interface TimeControl {
  moveSeconds: number;
  onTimeout: TimeoutPolicy;
}

/**
 * The clock of a rated game that asked for none: without one, a player who stopped moving would
 * hold the game, and so everyone's rating in it, for ever (docs/online-play.md, "Turn clocks").
 */
export const RATED_CLOCK: TimeControl = { moveSeconds: 60, onTimeout: 'bot' };

/** A game's turn clock: the one asked for; a rated game always has one. */
export function clockOf(
  rated: boolean,
  timeControl: TimeControl | null | undefined,
): TimeControl | null {
  return timeControl ?? (rated ? { ...RATED_CLOCK } : null);
}

/** How a finished game ended: on points, or by the forfeit of `seat`. */
export interface GameResult {
  reason: (typeof RESULT_REASONS)[number];
  seat: number | null;
}

/** The version a timeout move was written at and the seat it was for. */
export interface LastTimeout {
  version: number;
  seat: number;
}

interface ClockedGame {
  status: string;
  state: GameState | null;
  timeControl: TimeControl | null;
  botPaceMs: number;
}

interface ClockedSeat {
  seat: number;
  botLevel: string | null;
  away: boolean;
  left?: boolean;
}

/** The seat to act, or null when the game is not being played. */
export function seatToAct(game: ClockedGame): number | null {
  return game.status === 'playing' && game.state ? currentTurn(game.state) : null;
}

/** Whether a bot plays `seat`'s turns now: a bot seat, or a person's seat while away. */
export function playedByBot(seats: readonly ClockedSeat[], seat: number): boolean {
  const line = seats.find((s) => s.seat === seat);
  return !!line && (line.botLevel !== null || line.away);
}

/** When the change that starts a turn was made, and what it ended. */
export interface TurnStart {
  now: Date;
  /** The deadline already running, kept when the change did not end the turn (a cut out of turn). */
  keep?: Date | null;
  /** What the change ended: a bot waits longer after a trick or a deal (PAUSE_FACTOR). */
  pause?: Pause;
  /** ABANDONED_GAME_TTL: how long a game every person is away from waits for one of them. */
  abandonAfterMs: number;
}

/**
 * When the service next acts in the game by itself: a person's deadline (timed games), a bot's
 * (or an away seat's stand-in's) move after the game's pace, or the end of a game that waits for
 * its people (waitsForPeople: at once when every person left, else after ABANDONED_GAME_TTL). A bot
 * with no pace moves at once; its deadline is when another instance takes its move over
 * (UNPACED_BOT_HOLD_MS). Null: nothing to do (untimed, or not being played).
 */
export function deadlineFor(
  game: ClockedGame,
  seats: readonly ClockedSeat[],
  start: TurnStart,
): Date | null {
  const seat = seatToAct(game);
  if (seat === null) return null;
  const at = (ms: number) => new Date(start.now.getTime() + ms);
  if (waitsForPeople(game, seats)) {
    const gone = seats.every((s) => s.botLevel !== null || s.left);
    return at(gone ? 0 : start.abandonAfterMs);
  }
  if (playedByBot(seats, seat)) {
    if (game.botPaceMs === 0) return start.keep ?? at(UNPACED_BOT_HOLD_MS);
    return start.keep ?? at(game.botPaceMs * PAUSE_FACTOR[start.pause ?? 'move']);
  }
  if (!game.timeControl) return null;
  return start.keep ?? at(game.timeControl.moveSeconds * 1000);
}

/** The pause a change's events call for before a bot's move: after a deal, after a trick. */
export function pauseAfter(events: readonly { type: string }[]): Pause {
  if (events.some((e) => e.type === 'deal_started')) return 'deal';
  return events.some((e) => e.type === 'trick_won') ? 'trick' : 'move';
}

/**
 * Whether the game waits for its people: every person's seat is away (or left) and a new deal has
 * not begun (nobody made a bidding choice yet). Bots play out the deal in progress for those away,
 * then stop until someone is back, or the game is abandoned (docs/online-play.md).
 */
export function waitsForPeople(game: ClockedGame, seats: readonly ClockedSeat[]): boolean {
  const deal = game.status === 'playing' ? game.state?.deal : null;
  if (!deal || deal.phase !== 'bidding' || deal.chose.some(Boolean)) return false;
  const people = seats.filter((s) => s.botLevel === null);
  return people.length > 0 && people.every((s) => s.away);
}

/** The winner when `seat` forfeits: the highest total among the others (the lower seat on a tie). */
export function forfeitWinner(totals: readonly number[], seat: number): number {
  let best = -1;
  totals.forEach((total, s) => {
    if (s !== seat && (best < 0 || total > totals[best])) best = s;
  });
  return best;
}
