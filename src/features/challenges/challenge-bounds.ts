// What a challenger may ask (README, "Security and abuse limits"): a rated table only once old
// enough, and a bounded number of open challenges. Pure: the counts and the time are passed in.
import type { PlayerRef } from '../../platform/common/player-token.js';
import { ProblemError } from '../../core/table/problem.js';
import { assertOldEnoughToRate } from '../ratings/rated-players.js';
import { tooManyChallenges } from './challenge-problems.js';
import type { OpenChallenges } from './challenges.store.js';

/**
 * Open challenges a player may have at once, and among them those inviting any one player: each
 * one is stored and told on its invitees' player streams.
 */
export const OPEN_CHALLENGES = 10;
export const OPEN_CHALLENGES_PER_INVITEE = 3;

/** 403 `player_too_new` naming the challenger or invitee who would sit at a rated table too soon. */
export function oldEnoughToChallenge(
  player: PlayerRef,
  role: 'challenger' | 'invitee',
  now: Date,
  minAgeMs: number,
): void {
  try {
    assertOldEnoughToRate(player, now, minAgeMs);
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    const detail = `You, the ${role} (player ${player.id}), are too new: ${error.detail}`;
    const named = new ProblemError(error.status, error.code, error.title, detail, {
      ...error.extensions,
      playerId: player.id,
    });
    named.retryAfterS = error.retryAfterS;
    throw named;
  }
}

/**
 * At most OPEN_CHALLENGES open challenges per challenger, OPEN_CHALLENGES_PER_INVITEE of them
 * inviting any one player (`open` is counted under the challenger's lock, so concurrent new
 * challenges count too); 429 `too_many_challenges` until the first of them expires.
 */
export function mayChallengeMore(open: OpenChallenges, now: Date): void {
  const wait = (at: Date | null) => (at ? (at.getTime() - now.getTime()) / 1000 : 1);
  if (open.all >= OPEN_CHALLENGES) {
    throw tooManyChallenges(
      `You have ${OPEN_CHALLENGES} open challenges, the bound: wait for answers or expiry.`,
      wait(open.allFreeAt),
    );
  }
  if (open.toOne >= OPEN_CHALLENGES_PER_INVITEE) {
    throw tooManyChallenges(
      `You have ${OPEN_CHALLENGES_PER_INVITEE} open challenges to player ${open.toWhom}, ` +
        'the bound per invitee: wait for its answers or their expiry.',
      wait(open.toOneFreeAt),
    );
  }
}
