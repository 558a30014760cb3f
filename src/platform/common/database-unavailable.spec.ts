// A PostgreSQL restart under load answered one request 500 `internal_error` where every other
// refusal was 503 `database_unavailable` (CI, once): the transient failures of a restart, a
// failover or a flood of reconnections are all "the database cannot be reached now".
import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './database-unavailable.js';

const pgError = (code: string) => Object.assign(new Error('from PostgreSQL'), { code });

describe('isDatabaseUnavailable', () => {
  it('knows the failures of a restart, a crash and a flood of reconnections', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08003', 'ECONNREFUSED']) {
      expect([code, isDatabaseUnavailable(pgError(code))]).toEqual([code, true]);
    }
    for (const message of [
      'Client has encountered a connection error and is not queryable',
      'Connection terminated unexpectedly',
      'server closed the connection unexpectedly',
      'query_wait_timeout',
    ]) {
      expect([message, isDatabaseUnavailable(new Error(message))]).toEqual([message, true]);
    }
    expect(isDatabaseUnavailable(new Error('x', { cause: pgError('57P01') }))).toBe(true);
  });

  it('leaves a statement the database refused, and any other error, as it is', () => {
    for (const code of ['23505', '42P01', '40001', '22P02']) {
      expect([code, isDatabaseUnavailable(pgError(code))]).toEqual([code, false]);
    }
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Client was closed and is not queryable'))).toBe(false);
  });
});
