// Every problem's `type` is a page of this service (GET /problems/{code}, README "Errors"): each
// code of the list answers 200 as a page and as JSON, and the refusals a client meets name them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ALL_PROBLEM_CODES, OTHER_PROBLEM_CODES } from '../src/platform/common/problem-codes.js';
import { useTestApp } from './support/app-fixture.js';
import { typePage } from './support/problem-type.js';

const CODES = [...ALL_PROBLEM_CODES, ...Object.values(OTHER_PROBLEM_CODES).flat()];

describe('the problem pages (GET /problems/{code})', () => {
  const t = useTestApp({}, { listen: true });

  it.each(CODES.map((code) => [code]))('%s has a page that answers 200', async (code) => {
    const slug = code.replace(/_/g, '-');
    const json = await request(t.url).get(`/problems/${slug}`).set('Accept', 'application/json');
    expect([json.status, json.body.code, json.body.type]).toEqual([200, code, `/problems/${slug}`]);
    expect(json.body.title.length).toBeGreaterThan(0);
    const html = await request(t.url).get(`/problems/${slug}`).set('Accept', 'text/html');
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.text).toContain(`<code>${code}</code>`);
    expect(html.text).toContain(`<dd>${json.body.status}</dd>`);
  });

  it('lists every code in the index, as a page and as JSON', async () => {
    const json = await request(t.url).get('/problems').set('Accept', 'application/json');
    expect(json.status).toBe(200);
    expect(json.body.map((p: { code: string }) => p.code).sort()).toEqual(
      [...new Set(CODES)].sort(),
    );
    const html = await request(t.url).get('/problems');
    expect([html.status, html.headers['content-security-policy']]).toEqual([
      200,
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ]);
    expect(html.text).toContain('href="/problems/must-follow-suit"');
  });

  it('answers a refusal whose type is the page of its code, and the page of an unknown code too', async () => {
    const missing = await request(t.url).get(`/api/v1/games/${randomUUID()}`);
    expect([missing.status, missing.body.type]).toEqual([404, '/problems/game-not-found']);
    const page = await typePage(t.url, missing.body);
    expect([page.status, page.body.code, page.body.status]).toEqual([200, 'game_not_found', 404]);

    const unknown = await request(t.url).get('/problems/no-such-code');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    expect((await typePage(t.url, unknown.body)).body.code).toBe('not_found');

    const noRoute = await request(t.url).get('/api/v1/nothing-here');
    expect((await typePage(t.url, noRoute.body)).body.code).toBe('route_not_found');
  });
});
