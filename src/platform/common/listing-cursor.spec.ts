import { describe, expect, it } from '@jest/globals';
import { decodeCursor, encodeCursor } from './listing-cursor.js';
import { ProblemError } from '../../core/table/problem.js';

const ID = '295bfc05-4ace-4143-a2ed-16595c894bab';
const raw = (text: string) => Buffer.from(text).toString('base64url');

function refusal(cursor: string): unknown {
  try {
    decodeCursor(cursor);
  } catch (error) {
    return error instanceof ProblemError ? [error.status, error.code] : error;
  }
  return 'accepted';
}

describe('listing cursor', () => {
  it('reads back what it wrote', () => {
    const at = new Date('2026-12-02T07:10:11.123Z');
    expect(decodeCursor(encodeCursor(at, ID))).toEqual({ createdAt: at, id: ID });
  });

  it.each([
    ['a six-digit year', `+275760-09-13T00:00:00.000Z|${ID}`],
    ['a negative year', `-000001-01-01T00:00:00.000Z|${ID}`],
    ['the year 0', `0000-01-01T00:00:00.000Z|${ID}`],
    ['a five-digit year', `+010000-01-01T00:00:00.000Z|${ID}`],
    ['a bare number', `1|${ID}`],
    ['a date without time', `2026-12-02|${ID}`],
    ['a third part', `2026-12-02T07:10:11.123Z|${ID}|x`],
    ['an impossible day', `2026-02-31T00:00:00.000Z|${ID}`],
    ['no id', '2026-12-02T07:10:11.123Z'],
  ])('refuses %s with 400 invalid_cursor', (_name: string, text: string) => {
    expect(refusal(raw(text))).toEqual([400, 'invalid_cursor']);
  });

  it('refuses a cursor that is not the base64url the service writes', () => {
    const good = encodeCursor(new Date('2026-12-02T07:10:11.123Z'), ID);
    expect(refusal(`${good}=`)).toEqual([400, 'invalid_cursor']);
    expect(refusal('zzz')).toEqual([400, 'invalid_cursor']);
  });
});
