import { ProblemError } from '../../core/table/problem.js';

export const challengeNotFound = (id: string) =>
  new ProblemError(404, 'challenge_not_found', 'Not Found', `You have no challenge ${id}.`);

/** Invitees must be distinct existing players other than the challenger, one per free seat. */
export const badInvitees = (detail: string) =>
  new ProblemError(422, 'invalid_invitees', 'Unprocessable Content', detail);

/** Only an invitee answers, and only an open challenge. */
export const notOpen = (id: string, status: string) =>
  new ProblemError(
    409,
    'challenge_closed',
    'Conflict',
    `Challenge ${id} is ${status}: it takes no more answers.`,
  );

export const notInvited = (id: string) =>
  new ProblemError(
    403,
    'not_invited',
    'Forbidden',
    `Only the players challenge ${id} invites answer it.`,
  );

/**
 * 422 `time_control_required`: a challenge that seats a bot account (invited, or the challenger)
 * has a clock, since a game with none never ends while its people stay silent, and would hold one
 * of the bot's BOT_OPEN_GAMES.
 */
export const clockRequired = () =>
  new ProblemError(
    422,
    'time_control_required',
    'Unprocessable Content',
    'A challenge that seats a bot account (invited, or challenging) needs a `timeControl` (as POST /games takes it).',
  );

/** 409 `challenge_answered`: an invitee who accepted cannot decline (leave the game instead). */
export const alreadyAccepted = (id: string) =>
  new ProblemError(
    409,
    'challenge_answered',
    'Conflict',
    `You accepted challenge ${id}: an answer is final (once seated, leave the game instead).`,
  );

/**
 * 409 `player_at_game_limit`: the last acceptance would seat a bot account that holds its bound of
 * unfinished games; the answer is not recorded, the challenge stays open.
 */
export const playerAtGameLimit = (id: string, playerId: string, bound: number) =>
  new ProblemError(
    409,
    'player_at_game_limit',
    'Conflict',
    `Bot account ${playerId} holds ${bound} unfinished games, its bound: challenge ${id} stays ` +
      'open and your answer was not recorded; accept again once it has finished one.',
    { playerId },
  ).retryAfter(30);

/** 429 `too_many_challenges`: open challenges are bounded (README, "Security and abuse limits"). */
export const tooManyChallenges = (detail: string, waitS: number) =>
  new ProblemError(429, 'too_many_challenges', 'Too Many Requests', detail).retryAfter(waitS);
