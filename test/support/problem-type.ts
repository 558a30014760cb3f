import { expect } from '@jest/globals';
import request from 'supertest';

/**
 * The page a problem's `type` names (README "Errors"), resolved against the URL of the request that
 * was refused as RFC 3986 resolves a reference, and read as JSON: it must be of this service.
 */
export async function typePage(baseUrl: string, problem: { type?: unknown }) {
  expect(typeof problem.type).toBe('string');
  const url = new URL(problem.type as string, `${baseUrl}/api/v1/games/x`);
  expect(url.origin).toBe(new URL(baseUrl).origin);
  return request(url.origin).get(url.pathname).set('Accept', 'application/json');
}
