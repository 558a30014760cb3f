import { ProblemError } from '../../core/table/problem.js';

export const invalidPlayerToken = () =>
  new ProblemError(
    401,
    'invalid_token',
    'Unauthorized',
    'The bearer token is not the token of a player (it may have been replaced).',
  );

export const playerNotFound = (id: string) =>
  new ProblemError(404, 'player_not_found', 'Not Found', `There is no player ${id}.`);
