import { ProblemError } from './problem.js';
import { UUID } from '../table/game-problems.js';

/** The cursor of a page of games (the lobby's, a player's): where its last game was, opaque to clients. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso);
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new ProblemError(
      400,
      'invalid_cursor',
      'Bad Request',
      'cursor: not a cursor this service gave out.',
    );
  }
  return { createdAt, id };
}
