// The bot ladder's pause (README, "Bots from outside"), as a policy: a bot account whose turns
// timed out LADDER_TIMEOUTS times in its last LADDER_GAMES games is kept off the ladder for
// LADDER_PAUSE_MS, with the reason on its profile. Pure: the queue's store counts the timeouts and
// writes the pause (src/features/queue/ladder-pause.store.ts), the queue and the turn clock's
// commits ask this what to do.
import { ProblemError } from './problem.js';

/** The games looked at, and how many of the bot's turns may time out in them. */
export const LADDER_GAMES = 10;
export const LADDER_TIMEOUTS = 3;
/** How long a pause lasts; games before its end no longer count afterwards. */
export const LADDER_PAUSE_MS = 60 * 60_000;

/** A pause as stored on the player: why and since when (both null: never paused). */
export interface StoredPause {
  reason: string | null;
  at: Date | null;
}

/** A pause in force: why, since when, and from when the ladder takes the bot again. */
export interface Pause {
  reason: string;
  at: Date;
  until: Date;
}

/** The pause in force at `now`, or null (never paused, or its hour is over). */
export function pauseInForce(stored: StoredPause, now: Date): Pause | null {
  if (!stored.reason || !stored.at) return null;
  const until = new Date(stored.at.getTime() + LADDER_PAUSE_MS);
  return until > now ? { reason: stored.reason, at: stored.at, until } : null;
}

/**
 * Where the count of timed-out turns starts: the end of the last pause (the games of a pause
 * already served count no more), else the beginning.
 */
export function countingSince(stored: StoredPause): Date {
  return stored.at ? new Date(stored.at.getTime() + LADDER_PAUSE_MS) : new Date(0);
}

/** A new pause at `now` for `timeouts` timed-out turns in the games counted, or null for none. */
export function pauseFor(timeouts: number, now: Date): Pause | null {
  if (timeouts < LADDER_TIMEOUTS) return null;
  const reason =
    `Paused from the ladder: ${timeouts} turns timed out in its last ${LADDER_GAMES} games ` +
    `(at most ${LADDER_TIMEOUTS - 1}).`;
  return { reason, at: now, until: new Date(now.getTime() + LADDER_PAUSE_MS) };
}

/**
 * 403 `bot_paused` at `now`: the pause's reason (as the bot's profile gives it, the same count of
 * timed-out turns), and Retry-After the seconds until the ladder takes the bot again.
 */
export const botPaused = (pause: Pause, now: Date) =>
  new ProblemError(
    403,
    'bot_paused',
    'Forbidden',
    `${pause.reason} The ladder takes this bot again from ${pause.until.toISOString()}.`,
  ).retryAfter((pause.until.getTime() - now.getTime()) / 1000);
