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
