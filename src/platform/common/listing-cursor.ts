import { ProblemError } from '../../core/table/problem.js';
import { UUID } from '../../core/table/game-problems.js';

/** The cursor of a page of games (the lobby's, a player's): where its last game was, opaque to clients. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

// Only the exact form encodeCursor writes: a four-digit year from 0001 on, so every accepted time is one
// PostgreSQL stores (a year 0, a signed six-digit year or a loose form like `1` reached the query and failed
// there as a 500).
const ISO = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const [iso, id] = parts;
  const year = ISO.exec(iso ?? '')?.[1];
  const createdAt = new Date(iso ?? '');
  const valid =
    parts.length === 2 &&
    year !== undefined &&
    Number(year) >= 1 &&
    !Number.isNaN(createdAt.getTime()) &&
    createdAt.toISOString() === iso &&
    UUID.test(id) &&
    encodeCursor(createdAt, id) === cursor;
  if (!valid) {
    throw new ProblemError(
      400,
      'invalid_cursor',
      'Bad Request',
      'cursor: not a cursor this service gave out.',
    );
  }
  return { createdAt, id };
}
