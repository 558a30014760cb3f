import { ProblemError } from '../../core/table/problem.js';

export const entryNotFound = (id: string) =>
  new ProblemError(404, 'queue_entry_not_found', 'Not Found', `You have no queue entry ${id}.`);

/** One waiting entry per player: the first is named, to read or withdraw. */
export const alreadyQueued = (entryId: string) =>
  new ProblemError(
    409,
    'already_queued',
    'Conflict',
    `You are already queued (entry ${entryId}): withdraw it first to queue with other settings.`,
    { entryId },
  );

/** A matched entry has a seat in a game: leaving is done in the game, not in the queue. */
export const entryMatched = (entryId: string, gameId: string, seat: number) =>
  new ProblemError(
    409,
    'queue_entry_matched',
    'Conflict',
    `Entry ${entryId} was already matched: you have seat ${seat} in game ${gameId}. ` +
      'To give it up, leave the game (POST /api/v1/games/{gameId}/leave).',
    { gameId, seat },
  );

/**
 * GAMES_PER_ADDRESS_PER_HOUR entries a player an hour (queue.service.ts): the games' own code. (The
 * address's own bound answers as POST /games does: table/game-problems.ts, tooManyGames.)
 */
export const tooManyEntries = (limit: number, retryAfterSeconds: number) =>
  new ProblemError(
    429,
    'too_many_games',
    'Too Many Requests',
    `At most ${limit} queue entries (each may become a game) may be made by one player in an hour.`,
  ).retryAfter(retryAfterSeconds);

/** QUEUE_ENTRIES_PER_ADDRESS: one address's entries waiting at once (queue.service.ts). */
export const tooManyQueueEntries = (limit: number, retryAfterSeconds: number) =>
  new ProblemError(
    429,
    'too_many_queue_entries',
    'Too Many Requests',
    `At most ${limit} queue entries made from one address may wait at once: withdraw one, or ` +
      'wait until one is matched or expires.',
  ).retryAfter(retryAfterSeconds);
