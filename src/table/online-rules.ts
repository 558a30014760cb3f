// The vocabulary and the pure decisions of online play (docs/online-play.md): turn clocks, away
// seats and forfeits. Service state, not rules: the engine never sees any of it.
import { currentTurn, type GameState } from '../engine/index.js';

export const TIMEOUT_POLICIES = ['bot', 'forfeit'] as const;
export type TimeoutPolicy = (typeof TIMEOUT_POLICIES)[number];
export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const MOVE_SECONDS = { min: 5, max: 86_400 } as const;
export const RESULT_REASONS = ['points', 'forfeit'] as const;

/** The level of the bot that plays a timed-out turn and an away seat. */
export const STAND_IN_LEVEL = 'basic';
/** Timeouts in a row that make a seat away. */
export const TIMEOUTS_TO_AWAY = 2;

export interface TimeControl {
  moveSeconds: number;
  onTimeout: TimeoutPolicy;
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
}

interface ClockedSeat {
  seat: number;
  botLevel: string | null;
  away: boolean;
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

/**
 * The deadline of the turn to come: none in an untimed game, a game not being played, or when a
 * bot plays the seat to act (it moves at once). `keep`: the deadline already running, kept when
 * the change did not end the turn (a cut out of turn).
 */
export function deadlineFor(
  game: ClockedGame,
  seats: readonly ClockedSeat[],
  now: Date,
  keep: Date | null = null,
): Date | null {
  const seat = seatToAct(game);
  if (!game.timeControl || seat === null || playedByBot(seats, seat)) return null;
  return keep ?? new Date(now.getTime() + game.timeControl.moveSeconds * 1000);
}

/** The winner when `seat` forfeits: the highest total among the others (the lower seat on a tie). */
export function forfeitWinner(totals: readonly number[], seat: number): number {
  let best = -1;
  totals.forEach((total, s) => {
    if (s !== seat && (best < 0 || total > totals[best])) best = s;
  });
  return best;
}
