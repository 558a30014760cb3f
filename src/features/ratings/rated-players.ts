// Who may play rated (README "Players and ratings", docs/online-play.md "Rated games"): players
// only, and only once old enough, so that a farm cannot make throwaway players and rate with them
// the same minute. Pure: the time is passed in.
import { ProblemError } from '../../core/table/problem.js';

/** A player as far as rated play asks: when it was made. */
export interface RatedCandidate {
  createdAt: Date;
}

/** 403 `player_required`: a rated game is created and played with player tokens only. */
export const ratedNeedsPlayer = () =>
  new ProblemError(
    403,
    'player_required',
    'Forbidden',
    'Rated games are played by players: send a player token (POST /api/v1/players gives one).',
  );

/**
 * Refuses a player younger than `minAgeMs` at `now` with 403 `player_too_new`; `ratedFrom` tells
 * when it may (also as Retry-After).
 */
export function assertOldEnoughToRate(player: RatedCandidate, now: Date, minAgeMs: number): void {
  const from = player.createdAt.getTime() + minAgeMs;
  if (now.getTime() >= from) return;
  const minutes = Math.round(minAgeMs / 60_000);
  const wait = (from - now.getTime()) / 1000;
  throw new ProblemError(
    403,
    'player_too_new',
    'Forbidden',
    `A player plays rated games from ${minutes} minutes after it was made; this one may from ` +
      `${new Date(from).toISOString()}. Unrated games are open to it now.`,
    { ratedFrom: new Date(from).toISOString() },
  ).retryAfter(wait);
}
