import { ProblemError } from './problem.js';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const gameNotFound = (gameId: string) =>
  new ProblemError(404, 'game_not_found', 'Not Found', `There is no game ${gameId}.`);

export const foreignToken = () =>
  new ProblemError(
    401,
    'invalid_token',
    'Unauthorized',
    'The bearer token is not a seat of this game.',
  );

export const versionMismatch = (current: number, asked: number) =>
  new ProblemError(
    412,
    'version_mismatch',
    'Precondition Failed',
    `The game is at version ${current}, not ${asked}.`,
    { currentVersion: current },
  );

export const invalidRules = (field: string, message: string) =>
  new ProblemError(400, 'validation_failed', 'Bad Request', `${field}: ${message}`, {
    errors: [{ field, message }],
  });

export const gameClosed = (gameId: string) =>
  new ProblemError(
    410,
    'game_closed',
    'Gone',
    `Game ${gameId} was closed before it began: its seats were not filled in time, or its last person left it. Create a new game.`,
  );

/** What a request refused `too_many_games` would have made: the detail names it. */
export type GameMaking = 'game' | 'queue entry' | 'challenge';

/**
 * GAMES_PER_ADDRESS_PER_HOUR: one count for every way an address makes games (creator-quota.ts),
 * so the detail says what counts; "created" alone misled a bot refused a queue entry.
 */
export const tooManyGames = (
  limit: number,
  retryAfterSeconds: number,
  making: GameMaking = 'game',
) =>
  new ProblemError(
    429,
    'too_many_games',
    'Too Many Requests',
    `No new ${making} from this address for now: at most ${limit} games an hour count against ` +
      'one address (games created or rematched from it, the queue games its entries were seated ' +
      'in and its entries still waiting, its challenges open or accepted).',
  ).retryAfter(retryAfterSeconds);
