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

/** 400 `validation_failed` for a person's bot-like name, worded as the validation pipe words it. */
export const botLikeName = () => {
  const message =
    'name must not read as a computer player\'s name ("Bot (<level>)"): those are the service\'s';
  return new ProblemError(400, 'validation_failed', 'Bad Request', `name: ${message}`, {
    errors: [{ field: 'name', message }],
  });
};
