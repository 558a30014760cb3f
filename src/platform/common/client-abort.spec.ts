import { describe, expect, it } from '@jest/globals';
import type { HttpRequest } from '../http/http-types.js';
import { isClientAbort } from './client-abort.js';

const request = (gone: boolean) =>
  ({ raw: { readableAborted: gone, socket: { destroyed: gone } } }) as unknown as HttpRequest;

const nodeAbort = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
const databaseReset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

describe('isClientAbort', () => {
  it.each([
    ['Node failing the body read of a closed request', nodeAbort, false, true],
    ['any error once the client is gone', new Error('boom'), true, true],
    ['a database connection reset, client present', databaseReset, false, false],
    ['a database connection reset, client gone meanwhile', databaseReset, true, false],
    ['an ordinary error, client present', new Error('boom'), false, false],
  ])('%s', (_name, error, gone, expected) => {
    expect(isClientAbort(error, request(gone))).toBe(expected);
  });
});
